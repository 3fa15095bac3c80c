import CGtk
import SnackbarGlue

/// A GtkApplication with one window, "quit app", holding a Quit button: a real click destroys the
/// window, and the application, its last window gone, ends its loop and emits `shutdown`. The testbed's
/// `app` scenario shows snacks in it to see them end with `.shutdown`. Package-only.
@MainActor
package enum QuitButtonApp {
    /// Runs the application until its window is closed; `onActivate` runs once its window shows.
    /// Returns `g_application_run`'s status.
    package static func run(onActivate: @escaping @MainActor () -> Void) -> Int32 {
        let application = gtk_application_new("org.snackbar.Testbed", G_APPLICATION_NON_UNIQUE)!
        ObjectSignal.connect(asGPointer(application), "activate") {
            let window = gtk_application_window_new(application)!
            gtk_window_set_title(cast(asGPointer(window)), "quit app")
            gtk_window_set_default_size(cast(asGPointer(window)), 300, 200)
            gtk_window_move(cast(asGPointer(window)), 100, 300)
            let button = gtk_button_new_with_label("Quit")!
            gtk_container_add(cast(asGPointer(window)), button)
            ObjectSignal.connect(asGPointer(button), "clicked") { gtk_widget_destroy(window) }
            gtk_widget_show_all(window)
            onActivate()
        }
        let status = g_application_run(cast(asGPointer(application)), 0, nil)
        g_object_unref(asGPointer(application))
        return status
    }
}
