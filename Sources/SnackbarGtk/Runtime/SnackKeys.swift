import CGtk

/// Key symbols (`gdkkeysyms.h`) a snack answers itself, by symbol rather than through GTK's key bindings:
/// those look keys up by hardware keycode in a cached keymap, and on sway, where each keyboard (a virtual
/// one such as wtype or an on-screen keyboard, another layout) brings its own keymap, they missed Tab and
/// Return although the window got them (measured on sway 1.7).
enum SnackKeys {
    /// Dismisses the snack, or closes its open menu.
    static let escape: guint = 0xff1b
    /// Tab, KP_Tab: the next button.
    static let forward: Set<guint> = [0xff09, 0xff89]
    /// ISO_Left_Tab (Shift+Tab): the previous button.
    static let backward: guint = 0xfe20
    /// Return, KP_Enter, ISO_Enter, space, KP_Space: press the focused button, or the selected menu item.
    static let activate: Set<guint> = [0xff0d, 0xff8d, 0xfe34, 0x20, 0xff80]

    /// Has `menu` answer Enter (its selected item) and Escape (closed) by their symbol, as the popup's
    /// window answers its own keys: the menu's bindings miss them as the window's do.
    @MainActor static func answerBySymbol(menu: UnsafeMutablePointer<GtkWidget>) {
        connectEvent(asGPointer(menu), "key-press-event") { event in
            let key = event.pointee.key.keyval
            let shell = asMenuShell(menu)
            if activate.contains(key), let item = gtk_menu_shell_get_selected_item(shell) {
                gtk_menu_shell_activate_item(shell, item, 1)
                return true
            }
            guard key == escape else { return false }
            gtk_menu_shell_cancel(shell)
            return true
        }
    }
}
