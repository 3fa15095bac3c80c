import CGtk
import SnackbarGlue
import SnackbarGtk

/// The undo demo (SSSnackbar's pattern): deleting a row hides it and shows "Deleted · Undo"; the row
/// goes for good only when that snack is dismissed without Undo, and comes back on Undo.
///
/// A plain box of rows, not a GtkListBox: a list box makes each row a Tab stop of its own, where Enter
/// and Space press nothing; here Tab goes from one row's Delete button to the next. The box and its rows
/// belong to the section box they are packed in.
@MainActor
final class UndoList {
    /// The box of rows.
    let list: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    /// The scenarios' context, for showing snacks.
    weak var context: GalleryContext?
    /// Rows still in the list (shown or pending deletion), by file name, with their Delete buttons.
    private var rows: [(name: String, row: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>)] = []
    private static let files = [
        localized("Quarterly report.pdf"), localized("Holiday photo.jpg"), localized("Meeting notes.txt"),
        localized("Budget 2025.ods")
    ]

    init() {
        // The list's own background, as a list box has.
        gtk_style_context_add_class(gtk_widget_get_style_context(list), "view")
        refill()
    }

    /// Puts back any file that went for good, so the demo can run again.
    func refill() {
        for name in Self.files where !rows.contains(where: { $0.name == name }) { addRow(name) }
    }

    /// Deletes the first visible row, as its Delete button would; returns the snack's id.
    func deleteFirst() -> String? {
        guard let first = rows.first(where: { gtk_widget_get_visible($0.row) != 0 }) else { return nil }
        return delete(first.name)
    }

    private func addRow(_ name: String) {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_container_set_border_width(Casts.widget(row), 2)
        let label = gtk_label_new(name)!
        gtk_label_set_xalign(Casts.widget(label), 0)
        let button = gtk_button_new_with_label(localized("Delete"))!
        gtk_widget_set_name(button, "delete: " + name)
        gtk_box_pack_start(Casts.widget(row), label, 1, 1, 6)
        gtk_box_pack_end(Casts.widget(row), button, 0, 0, 6)
        gtk_box_pack_start(Casts.widget(list), row, 0, 0, 0)
        gtk_widget_show_all(row)
        rows.append((name, row, button))
        ObjectSignal.connect(Casts.object(button), "clicked") { [weak self] in _ = self?.delete(name) }
    }

    private func delete(_ name: String) -> String? {
        guard let context, let index = rows.firstIndex(where: { $0.name == name }) else { return nil }
        let row = rows[index].row
        // A hidden row takes the focus with it, to nowhere: it goes to the next row's Delete (or the one before).
        if let focus = focusedWidget(), gtk_widget_is_ancestor(focus, row) != 0 {
            let visible = rows.indices.filter { $0 != index && gtk_widget_get_visible(rows[$0].row) != 0 }
            if let neighbour = visible.first(where: { $0 > index }) ?? visible.last { gtk_widget_grab_focus(rows[neighbour].button) }
        }
        gtk_widget_hide(row)
        let snack = Snack(
            localized("Deleted “%s”", name), duration: .long, id: "undo-" + name,
            action: SnackAction(localized("Undo"), id: "undo"),
            onDismiss: { [weak self] reason in self?.settle(name, undone: reason.isAction) })
        return context.show(snack)
    }

    /// Undo shows the row again, and its Delete button takes the focus back while the focus is still in the
    /// list (or nowhere); any other reason removes the row for good.
    private func settle(_ name: String, undone: Bool) {
        guard let index = rows.firstIndex(where: { $0.name == name }) else { return }
        if undone {
            gtk_widget_show(rows[index].row)
            let focus = focusedWidget()
            if focus.map({ gtk_widget_is_ancestor($0, list) != 0 }) ?? true { gtk_widget_grab_focus(rows[index].button) }
            return
        }
        gtk_widget_destroy(rows[index].row)
        rows.remove(at: index)
    }

    /// The widget with the keyboard focus in the list's window, if any.
    private func focusedWidget() -> UnsafeMutablePointer<GtkWidget>? {
        guard let window = gtk_widget_get_toplevel(list), gtk_widget_is_toplevel(window) != 0 else { return nil }
        return gtk_window_get_focus(Casts.widget(window))
    }
}
