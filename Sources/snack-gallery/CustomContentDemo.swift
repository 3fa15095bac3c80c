import CGtk
import SnackbarGtk

/// The gallery's custom content: a level bar of the app's own inside a "disk almost full" snack.
@MainActor
enum CustomContentDemo {
    static func show(_ context: GalleryContext) -> [String] {
        let bar = gtk_level_bar_new_for_interval(0, 1)!
        gtk_level_bar_set_value(Casts.widget(bar), 0.92)
        gtk_widget_set_size_request(bar, -1, 8)
        let snack = Snack(
            localized("9.2 GB of 10 GB used."), title: localized("Disk almost full"), kind: .warning,
            duration: .long, action: SnackAction(localized("Clean up")))
        do {
            // The presenter takes its own reference to the floating bar and drops it when the snack goes.
            try context.presenter.add(snack, content: UnsafeMutableRawPointer(bar))
            return [snack.id]
        } catch {
            return []
        }
    }
}
