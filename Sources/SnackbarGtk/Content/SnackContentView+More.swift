import CGtk
import SnackbarCore

/// The "More" button: the actions past the two inline buttons (a notification's third and beyond), one
/// menu item each. A click, or Enter or Space while it has the keyboard, opens the menu (the first item
/// selected when opened by key); the items are menu items to screen readers, named by their labels.
extension SnackContentView {
    /// Adds the button, with its menu attached (destroyed with it), to the inline actions.
    func addMoreButton(for moreActions: [SnackAction]) -> UnsafeMutablePointer<GtkWidget> {
        let button = Gtk.button(label: localized("More"), cssClass: SnackbarCSSClass.action, characters: Self.inlineLabelCharacters)
        let menu = gtk_menu_new()!
        for action in moreActions {
            let item = gtk_menu_item_new_with_label(action.label)!
            gtk_menu_shell_append(asMenuShell(menu), item)
            gtk_widget_show(item)
            let actionID = action.id
            connectPlain(asGPointer(item), "activate") { [weak self] in self?.onAction(actionID) }
        }
        gtk_menu_attach_to_widget(asMenu(menu), button, nil)
        connectPlain(asGPointer(menu), "deactivate") { [weak self] in self?.onMenu(false) }
        connectPlain(asGPointer(button), "clicked") { [weak self] in
            self?.onMenu(true)
            gtk_menu_popup_at_widget(asMenu(menu), button, GDK_GRAVITY_SOUTH_WEST, GDK_GRAVITY_NORTH_WEST, nil)
            // Opened from the keyboard, the first item is selected so that the arrows and Enter work at once.
            if gtk_get_current_event_device().map({ gdk_device_get_source($0) == GDK_SOURCE_KEYBOARD }) ?? false {
                gtk_menu_shell_select_first(asMenuShell(menu), 0)
            }
        }
        Gtk.pack(actions, button)
        Gtk.setVisible(button, true)
        return button
    }
}
