import CGtk
import SnackbarGlue
import SnackbarGtk

/// A small window of the gallery's own that opens over the gallery and becomes the active window, as
/// another app's would: the snack anchored in the gallery window holds its time until the gallery is active
/// again. Closed by the user, or by the next scenario (`GalleryContext.reset`).
@MainActor
final class AnotherWindow {
    private var window: UnsafeMutablePointer<GtkWidget>?

    /// Opens the window over `parent` (or brings it forward when it is open).
    func open(over parent: UnsafeMutablePointer<GtkWidget>?) {
        if let window {
            gtk_window_present(Casts.widget(window))
            return
        }
        let made: UnsafeMutablePointer<GtkWidget> = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_title(Casts.widget(made), localized("Another window"))
        gtk_window_set_default_size(Casts.widget(made), 360, 120)
        if let parent { gtk_window_set_transient_for(Casts.widget(made), Casts.widget(parent)) }
        gtk_window_set_position(Casts.widget(made), GTK_WIN_POS_CENTER_ON_PARENT)
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(
            localized("While this window is active, the gallery's snack waits. Close it, and the snack runs on."))
        gtk_label_set_line_wrap(Casts.widget(label), 1)
        gtk_label_set_max_width_chars(Casts.widget(label), 40)
        gtk_container_set_border_width(Casts.widget(made), 16)
        gtk_container_add(Casts.widget(made), label)
        ObjectSignal.connect(Casts.object(made), "destroy") { [weak self] in self?.window = nil }
        // Escape and Ctrl+W close it, as a dialog's keys do: without a window manager nothing else would.
        ObjectSignal.connectEvent(Casts.object(made), "key-press-event") { event in
            let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
            let control = key.state & GDK_CONTROL_MASK.rawValue != 0
            guard key.keyval == UInt32(GDK_KEY_Escape) || (control && (key.keyval == UInt32(GDK_KEY_w) || key.keyval == UInt32(GDK_KEY_W))) else {
                return false
            }
            gtk_widget_destroy(made)
            return true
        }
        window = made
        gtk_widget_show_all(made)
        gtk_window_present(Casts.widget(made))
    }

    /// Closes the window, if it is open.
    func close() {
        if let window { gtk_widget_destroy(window) }
    }
}
