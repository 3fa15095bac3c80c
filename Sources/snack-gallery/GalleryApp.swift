import CGtk
import SnackbarGlue
import SnackbarGtk

/// The gallery's GtkApplication: builds the window on "activate" and, with `--screenshots`, runs the
/// screenshot tour and quits.
///
/// Owns the application object (one reference, dropped when `run` returns).
@MainActor
final class GalleryApp {
    private let application: UnsafeMutablePointer<GtkApplication>
    private let context = GalleryContext()
    private let screenshotDirectory: String?
    private let printsFocus: Bool
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var tourSucceeded = true

    init(screenshotDirectory: String?, printsFocus: Bool) {
        self.screenshotDirectory = screenshotDirectory
        self.printsFocus = printsFocus
        // Non-unique: a second gallery (or a test run beside a demo) opens its own window.
        application = gtk_application_new("org.snackbar.Gallery", G_APPLICATION_NON_UNIQUE)
    }

    /// Runs until the window closes (or the tour ends); returns the exit status.
    func run() -> Int32 {
        ObjectSignal.connect(Casts.object(application), "activate") { [self] in activate() }
        // No argv: GApplication would reject the gallery's own options.
        let status = g_application_run(Casts.pointer(application), 0, nil)
        g_object_unref(Casts.object(application))
        GalleryFiles.removeMadeFolder()
        return status != 0 ? status : (tourSucceeded ? 0 : 1)
    }

    private func activate() {
        if let window { return gtk_window_present(Casts.widget(window)) }
        let window = GalleryWindow.present(application: application, context: context)
        self.window = window
        if printsFocus { FocusTrace.follow(window) }
        addFocusShortcut()
        guard let screenshotDirectory else { return }
        let runner = ScreenshotRunner(directory: screenshotDirectory, context: context)
        Task { @MainActor in
            tourSucceeded = await runner.run()
            g_application_quit(Casts.pointer(application))
        }
    }

    /// F6 moves the keyboard to the newest snack (Tab, Enter or Space, Escape there; the gallery's window
    /// gets it back when the snack closes), the shortcut an app using the library binds.
    private func addFocusShortcut() {
        guard let action = g_simple_action_new("focus-snack", nil) else { return }
        ObjectSignal.connectIgnoringArgument(Casts.object(action), "activate") { _ = SnackbarPresenter.shared.focusNewest() }
        g_action_map_add_action(Casts.opaque(application), action)
        g_object_unref(Casts.object(action))
        "F6".withCString { key in
            var accelerators: [UnsafePointer<CChar>?] = [key, nil]
            gtk_application_set_accels_for_action(application, "app.focus-snack", &accelerators)
        }
    }
}
