import CGtk
import Glibc
import SnackbarGlue

/// `--print-focus`: a `focus NAME` line on standard output each time the keyboard focus inside the gallery
/// window moves, NAME the widget's name (a scenario button's is its scenario, a row's Delete button
/// `delete: FILE`, an unnamed widget's its type) or `none`. Tests drive the window with real keys and read
/// where the focus went.
@MainActor
enum FocusTrace {
    /// Prints every focus change of `window` from now on.
    static func follow(_ window: UnsafeMutablePointer<GtkWidget>) {
        ObjectSignal.connectIgnoringArgument(Casts.object(window), "set-focus", after: true) {
            let name = gtk_window_get_focus(Casts.widget(window)).flatMap { gtk_widget_get_name($0) }.map { String(cString: $0) }
            // Unbuffered: a test reads each line while the gallery runs.
            let bytes = Array("focus \(name ?? "none")\n".utf8)
            _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
    }
}
