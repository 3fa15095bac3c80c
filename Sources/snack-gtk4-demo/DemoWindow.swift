import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

/// The demo's window: a column of buttons, each showing one kind of snack in the window through a
/// `SnackOverlay` placed over the window's content.
@MainActor
final class DemoWindow {
    /// The window's title, which tests search for.
    static let title = "Snackbar GTK 4 demo"

    let window: UnsafeMutablePointer<GtkWidget>
    let overlay: SnackOverlay
    private let loop = g_main_loop_new(nil, 0)
    private var count = 0

    init() {
        window = gtk_window_new()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, Self.title)
        gtk_window_set_default_size(gtkWindow, 800, 500)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(column, 24)
        }
        gtk_window_set_child(gtkWindow, column)
        overlay = SnackOverlay(window: gtkWindow)!
        for (label, snack) in Self.samples {
            let button = gtk_button_new_with_label(label)!
            gtk_box_append(UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self), button)
            ObjectSignal.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in self?.show(snack()) }
        }
        ObjectSignal.connect(UnsafeMutableRawPointer(window), "destroy") { [loop] in g_main_loop_quit(loop) }
    }

    /// The buttons' labels and the snacks they show.
    private static let samples: [(String, @MainActor () -> Snack)] = [
        ("File deleted, with Undo", { Snack("“notes.txt” moved to the bin", action: SnackAction("Undo", id: "undo")) }),
        ("Saved", { Snack("All changes saved", kind: .positive) }),
        ("Warning with a close button", { Snack("The disk is almost full", title: "Low space", kind: .warning, showsCloseButton: true) }),
        ("Progress at the bottom", { Snack("Copying 3 files…", edge: .bottom, progress: .fraction(0.4)) }),
        ("Error until dismissed", { Snack("The server did not answer", kind: .negative, duration: .infinite, action: SnackAction("Retry")) })
    ]

    /// Shows `snack`, reporting a bad one on standard error.
    func show(_ snack: Snack) {
        do { try overlay.add(snack) } catch { FileHandleOutput.error("snack-gtk4-demo: \(error)") }
    }

    /// Shows the window and runs the main loop until it is closed.
    func run() {
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        g_main_loop_run(loop)
    }

    /// Closes the window, which ends `run`.
    func close() {
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }
}
