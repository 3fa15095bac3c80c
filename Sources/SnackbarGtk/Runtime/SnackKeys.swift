import CGtk

/// Key symbols (`gdkkeysyms.h`) a snack answers itself, by symbol rather than through GTK's key bindings:
/// those look keys up by hardware keycode in a cached keymap, and on sway, where each keyboard (a virtual
/// one such as wtype or an on-screen keyboard, another layout) brings its own keymap, they missed Tab and
/// Return although the window got them (measured on sway 1.7).
enum SnackKeys {
    /// Dismisses the snack, or closes its open menu.
    static let escape: guint = 0xff1b
    /// Tab, KP_Tab: the next button (the previous one with Shift held).
    static let forward: Set<guint> = [0xff09, 0xff89]
    /// ISO_Left_Tab (Shift+Tab): the previous button.
    static let backward: guint = 0xfe20
    /// Return, KP_Enter, ISO_Enter, space, KP_Space: press the focused button, or the selected menu item.
    static let activate: Set<guint> = [0xff0d, 0xff8d, 0xfe34, 0x20, 0xff80]
    /// space, KP_Space: of the activating keys, the ones that open a cut text that is also the body's tap.
    static let space: Set<guint> = [0x20, 0xff80]
    /// Down, KP_Down and Up, KP_Up: the next and the previous menu item, wrapping around.
    static let next: Set<guint> = [0xff54, 0xff99], previous: Set<guint> = [0xff52, 0xff97]
    /// Home, KP_Home and End, KP_End: the first and the last menu item.
    static let first: Set<guint> = [0xff50, 0xff95], last: Set<guint> = [0xff57, 0xff9c]

    /// Has `menu` answer Enter (its selected item), Escape (closed) and the arrows, Home and End (another
    /// item selected) by their symbol, as the popup's window answers its own keys: the menu's bindings miss
    /// them as the window's do.
    @MainActor static func answerBySymbol(menu: UnsafeMutablePointer<GtkWidget>) {
        connectEvent(asGPointer(menu), "key-press-event") { event in
            let key = event.pointee.key.keyval
            let shell = asMenuShell(menu)
            if activate.contains(key), let item = gtk_menu_shell_get_selected_item(shell) {
                gtk_menu_shell_activate_item(shell, item, 1)
                return true
            }
            if key == escape {
                gtk_menu_shell_cancel(shell)
                return true
            }
            return select(after: key, in: menu)
        }
    }

    /// Selects the item `key` moves to among the menu's sensitive ones; false for any other key.
    @MainActor private static func select(after key: guint, in menu: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let shell = asMenuShell(menu)
        let items = Gtk.visibleChildren(of: menu).filter { gtk_widget_is_sensitive($0) != 0 }
        guard !items.isEmpty else { return false }
        let current = gtk_menu_shell_get_selected_item(shell).flatMap { selected in items.firstIndex { $0 == selected } }
        let index: Int
        switch key {
        case _ where next.contains(key): index = current.map { ($0 + 1) % items.count } ?? 0
        case _ where previous.contains(key): index = current.map { ($0 + items.count - 1) % items.count } ?? items.count - 1
        case _ where first.contains(key): index = 0
        case _ where last.contains(key): index = items.count - 1
        default: return false
        }
        gtk_menu_shell_select_item(shell, items[index])
        return true
    }
}
