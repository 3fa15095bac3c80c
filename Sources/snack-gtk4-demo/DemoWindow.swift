import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

/// The demo's window: a column of buttons, each showing one scenario of snacks in the window, through
/// SnackbarGtk4's `SnackOverlay` or, for comparison, libadwaita's `AdwToastOverlay`.
@MainActor
final class DemoWindow {
    /// Where the window's snacks go.
    enum Mode {
        /// SnackbarGtk4's `SnackOverlay`.
        case snackOverlay
        /// libadwaita's `AdwToastOverlay`, the same snacks as toasts.
        case adwToast

        /// The window's title, which tests search for.
        var title: String {
            switch self {
            case .snackOverlay: "Snackbar GTK 4 demo"
            case .adwToast: "Snackbar GTK 4 demo (AdwToast)"
            }
        }
    }

    private(set) var window: UnsafeMutablePointer<GtkWidget>
    private let title: String
    let snacks: any DemoSnacks
    private let loop = g_main_loop_new(nil, 0)
    private var progressTimer: guint = 0

    init(mode: Mode) {
        title = mode.title
        window = gtk_window_new()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(column, 24)
        }
        let box = UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self)
        gtk_box_append(
            box,
            gtk_label_new(
                mode == .snackOverlay ? "Snacks through SnackbarGtk4’s SnackOverlay" : "The same snacks through libadwaita’s AdwToastOverlay"))
        switch mode {
        case .snackOverlay:
            gtk_window_set_child(gtkWindow, column)
            snacks = OverlaySnacks(window: gtkWindow)!
        case .adwToast:
            let toasts = AdwaitaToasts(child: column)
            gtk_window_set_child(gtkWindow, toasts.widget)
            snacks = toasts
        }
        for (label, scenario) in Self.scenarios {
            let button = gtk_button_new_with_label(label)!
            gtk_box_append(box, button)
            ObjectSignal.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in
                if let self { scenario(self) }
            }
        }
        dress(window)
    }

    /// Titles and sizes `window`, and ends `run` when it is closed while it is the demo's window.
    private func dress(_ window: UnsafeMutablePointer<GtkWidget>) {
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, title)
        gtk_window_set_default_size(gtkWindow, 800, 500)
        let address = UInt(bitPattern: window)
        ObjectSignal.connect(UnsafeMutableRawPointer(window), "destroy") { [weak self, loop] in
            guard let self, UInt(bitPattern: self.window) == address else { return }
            g_main_loop_quit(loop)
        }
    }

    /// The buttons' labels and what they show.
    private static let scenarios: [(String, @MainActor (DemoWindow) -> Void)] = [
        ("File deleted · Undo", { $0.show(Snack("“notes.txt” moved to the bin", action: SnackAction("Undo", id: "undo"))) }),
        (
            "Two at once",
            {
                $0.show(Snack("All changes saved", kind: .positive))
                $0.show(Snack("The disk is almost full", title: "Low space", kind: .warning, showsCloseButton: true))
            }
        ),
        ("Progress, updated in place", { $0.copyWithProgress() }),
        ("Error until dismissed", { $0.show(Snack("The server did not answer", kind: .negative, duration: .infinite, action: SnackAction("Retry"))) })
    ]

    /// Shows `snack`, reporting a bad one on standard error.
    func show(_ snack: Snack) {
        do { try snacks.add(snack) } catch { FileHandleOutput.error("snack-gtk4-demo: \(error)") }
    }

    /// A copy in five steps of 0.6 s: one snack whose progress is updated in place, then its outcome.
    private func copyWithProgress() {
        var done = 0.0
        show(Snack("Copying 3 files…", duration: .infinite, id: "copy", progress: .fraction(done)))
        MainLoopSource.remove(&progressTimer)
        progressTimer = MainLoopSource.every(.milliseconds(600)) { [weak self] in
            guard let self else { return false }
            done += 0.25
            guard done < 1 else {
                show(Snack("Copied 3 files", kind: .positive, duration: .short, id: "copy"))
                progressTimer = 0
                return false
            }
            show(Snack("Copying 3 files…", duration: .infinite, id: "copy", progress: .fraction(done)))
            return true
        }
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

    /// Closes the window as a user does and shows its content (the overlay with its snacks' state) in a new
    /// one, as an app that holds its window (or its GtkBuilder does) takes the content out once it closed.
    func reopen() {
        let closed = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        guard let content = gtk_window_get_child(closed) else { return }
        g_object_ref(UnsafeMutableRawPointer(content))
        g_object_ref(UnsafeMutableRawPointer(closed))
        window = gtk_window_new()
        dress(window)
        gtk_window_destroy(closed)
        gtk_window_set_child(closed, nil)
        g_object_unref(UnsafeMutableRawPointer(closed))
        let opened = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_child(opened, content)
        g_object_unref(UnsafeMutableRawPointer(content))
        gtk_window_present(opened)
    }
}
