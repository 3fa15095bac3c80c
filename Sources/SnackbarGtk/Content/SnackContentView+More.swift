import CGtk
import SnackbarCore

/// The "More" button: the actions past the two inline buttons (a notification's third and beyond), one
/// menu item each. A click, or Enter or Space while it has the keyboard, opens the menu (the first item
/// selected when opened by key); to screen readers it is the "More" menu of menu items named by their
/// labels, spoken as each is reached, the first as the menu opens.
extension SnackContentView {
    /// Adds the button, with its menu attached (destroyed with it), to the inline actions.
    func addMoreButton(for moreActions: [SnackAction]) -> UnsafeMutablePointer<GtkWidget> {
        let label = localized("More")
        let button = Gtk.button(label: label, cssClass: SnackbarCSSClass.action, characters: Self.inlineLabelCharacters)
        let menu = gtk_menu_new()!
        for action in moreActions {
            let item = gtk_menu_item_new_with_label(action.label)!
            gtk_menu_shell_append(asMenuShell(menu), item)
            gtk_widget_show(item)
            let actionID = action.id
            connectPlain(asGPointer(item), "activate") { [weak self] in self?.onAction(actionID) }
            // An item's accessible hooks its `select` signal when made: made here, the first selection is
            // reported (selected, the menu's selection changed) and the reader hears the first item.
            _ = gtk_widget_get_accessible(item)
        }
        // Named after the button, the menu is announced as the "More" menu as the first item comes.
        atk_object_set_name(gtk_widget_get_accessible(menu), label)
        gtk_menu_attach_to_widget(asMenu(menu), button, nil)
        connectPlain(asGPointer(menu), "deactivate") { [weak self] in self?.onMenu(false) }
        SnackKeys.answerBySymbol(menu: menu)
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
