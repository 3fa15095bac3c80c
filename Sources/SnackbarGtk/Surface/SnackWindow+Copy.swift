import CGtk
import SnackbarCore

/// Copy: Ctrl+C on a focused snack, or "Copy text" in its context menu (a right click, the Menu key or
/// Shift+F10 while it has the keyboard), puts its title and message on the clipboard as plain text.
///
/// Only ever on the user's own act on the snack: the snack never takes the keyboard to offer it. The
/// process that drew the snack owns the clipboard (GTK's ownership ends with the process): in an app and
/// in the popup service, which outlives its popups, the text stays pasteable after the snack is gone.
extension SnackWindow {
    /// Key symbols (`gdkkeysyms.h`) of copying and of the context menu.
    private enum CopyKey {
        static let copy: Set<guint> = [0x63, 0x43]  // c, C (with Control)
        static let menu: guint = 0xff67  // Menu
        static let f10: guint = 0xffc7  // F10 (with Shift)
    }

    /// The texts (title and message) as the clipboard gets them: plain text (markup stripped), one per
    /// line, with the fold counter left out.
    nonisolated static func copiedText(_ snack: Snack) -> String {
        snack.texts.map { plainText($0, isMarkup: snack.usesMarkup) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Answers Ctrl+C, Menu and Shift+F10; nil for any other key.
    func copyKeyPressed(_ event: GdkEventKey) -> Bool? {
        let shift = GDK_SHIFT_MASK.rawValue
        let control = GDK_CONTROL_MASK.rawValue
        let state = event.state & (control | shift | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        if CopyKey.copy.contains(event.keyval), state & ~shift == control {
            copyText()
            return true
        }
        if (event.keyval == CopyKey.menu && state == 0) || (event.keyval == CopyKey.f10 && state == shift) {
            return popUpContextMenu(atPointer: false)
        }
        return nil
    }

    /// Puts the snack's text on the CLIPBOARD selection.
    func copyText() {
        guard let display = gtk_widget_get_display(window),
            let clipboard = gtk_clipboard_get_for_display(display, gdk_atom_intern_static_string("CLIPBOARD"))
        else { return }
        gtk_clipboard_set_text(clipboard, Self.copiedText(snack), -1)
    }

    /// Opens the context menu at the pointer (a right click) or over the snack (a key); the snack's time
    /// stands still while it is open. True once it opened.
    @discardableResult
    func popUpContextMenu(atPointer: Bool) -> Bool {
        guard !isClosing, isMapped else { return false }
        let menu = contextMenu ?? makeContextMenu()
        send(.pause(id: id, .menu))
        if atPointer {
            // The current event is the button press being handled: the menu opens where it happened.
            gtk_menu_popup_at_pointer(asMenu(menu), nil)
        } else {
            gtk_menu_popup_at_widget(asMenu(menu), body, GDK_GRAVITY_CENTER, GDK_GRAVITY_NORTH_WEST, nil)
            gtk_menu_shell_select_first(asMenuShell(menu), 0)
        }
        return true
    }

    private func makeContextMenu() -> UnsafeMutablePointer<GtkWidget> {
        let menu = gtk_menu_new()!
        let item = gtk_menu_item_new_with_label(localized("Copy text"))!
        gtk_menu_shell_append(asMenuShell(menu), item)
        gtk_widget_show(item)
        // Attached, the menu is destroyed with the window and takes its screen and theme.
        gtk_menu_attach_to_widget(asMenu(menu), window, nil)
        SnackKeys.answerBySymbol(menu: menu)
        connectPlain(asGPointer(item), "activate") { [weak self] in self?.copyText() }
        connectPlain(asGPointer(menu), "deactivate") { [weak self] in
            guard let self, !isClosing else { return }
            send(.resume(id: id, .menu))
        }
        contextMenu = menu
        return menu
    }
}
