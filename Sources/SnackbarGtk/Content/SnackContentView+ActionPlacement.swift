import CGtk
import SnackbarCore

/// The inline buttons beside the text or under it (`ActionPlacement`), chosen for the row's width each time
/// the snack is measured: a kept window's next snack, or an anchored snack narrowed with its window, may
/// choose the other way.
extension SnackContentView {
    /// Puts the inline buttons where `ActionPlacement` says for a row `rowWidth` pixels wide: under the text,
    /// they go first in the long action's row, on the trailing side.
    func placeActions(forRowWidth rowWidth: Int) {
        let buttons = Self.naturalWidth(actions)
        var placement = ActionPlacement.beside
        if buttons > 0, gtk_widget_get_visible(textBox) != 0 {
            let textNeeds = textLabels.map(\.unwrappedWidth).max() ?? 0
            // The rest of the row (icon, counter, close button, the spacing between), with the buttons beside.
            var others = Self.naturalWidth(row) - Self.naturalWidth(textBox)
            if actionPlacement == .below { others += buttons + Int(gtk_box_get_spacing(asBox(row))) }
            placement = ActionPlacement(rowWidth: rowWidth, textBeside: rowWidth - others, textNeeds: textNeeds)
        }
        guard placement != actionPlacement else { return }
        actionPlacement = placement
        // A card with its buttons under the text has its close button level with the title, as a notification's.
        gtk_widget_set_valign(close, placement == .below ? GTK_ALIGN_START : GTK_ALIGN_CENTER)
        // Taken out of its box, the focused button loses the window's focus: it gets it back once moved.
        let window = gtk_widget_get_toplevel(actions)
        let focused = window.flatMap { gtk_widget_is_toplevel($0) != 0 ? gtk_window_get_focus(asWindow($0)) : nil }
        let keepsFocus = focused.map { gtk_widget_is_ancestor($0, actions) != 0 } ?? false
        g_object_ref(asGPointer(actions))
        gtk_container_remove(asContainer(placement == .below ? row : longActionRow), actions)
        if placement == .below {
            Gtk.pack(longActionRow, actions)
            gtk_box_reorder_child(asBox(longActionRow), actions, 0)
        } else {
            Gtk.pack(row, actions)
            gtk_box_reorder_child(asBox(row), actions, Int32(SnackPart.row.firstIndex(of: .actions) ?? 0))
        }
        g_object_unref(asGPointer(actions))
        // As far under the text as the long action, whose CSS gives it this margin.
        gtk_widget_set_margin_top(actions, placement == .below ? 4 : 0)
        if keepsFocus, let focused { gtk_widget_grab_focus(focused) }
        showLongActionRow()
    }

    /// Shows the row under the text while it holds a button: the long action, or the inline ones placed there.
    func showLongActionRow() {
        // Its own flag, not `gtk_widget_is_visible`: the row may be hidden, and every ancestor before mapping.
        let list = gtk_container_get_children(asContainer(longActionRow))
        defer { g_list_free(list) }
        var holdsLongAction = false
        var node = list
        while let item = node {
            if let child = item.pointee.data, child != UnsafeMutableRawPointer(actions), gtk_widget_get_visible(cast(child)) != 0 {
                holdsLongAction = true
            }
            node = item.pointee.next
        }
        Gtk.setVisible(longActionRow, holdsLongAction || actionPlacement == .below)
    }

    private static func naturalWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        guard gtk_widget_get_visible(widget) != 0 else { return 0 }
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_width(widget, &minimum, &natural)
        return Int(natural)
    }
}
