import CSnackbarGtk4
import Glibc
import SnackbarGlue
import SnackbarGtk4

/// The overlays made from C, by their widget's address: the library keeps each `SnackOverlay` while its
/// widget is in a window, and lets it go (its snacks end, `removed`) once the widget leaves the window.
@MainActor
enum OverlayRegistry {
    private static var overlays: [UInt: SnackOverlay] = [:]

    /// Keeps `overlay` until its widget, having been in a window, is out of every window.
    static func keep(_ overlay: SnackOverlay) {
        let widget = overlay.widget
        let key = UInt(bitPattern: widget)
        overlays[key] = overlay
        var wasRooted = gtk_widget_get_root(widget) != nil
        ObjectSignal.connectNotify(UnsafeMutableRawPointer(widget), property: "root") {
            guard gtk_widget_get_root(widget) == nil else {
                wasRooted = true
                return
            }
            guard wasRooted, let overlay = overlays.removeValue(forKey: key) else { return }
            overlay.removeAll()
        }
    }

    /// The overlay whose widget is `widget`, or nil when `widget` is not one made by this library.
    static func overlay(_ widget: UnsafeMutableRawPointer?) -> SnackOverlay? {
        guard let widget else { return nil }
        return overlays[UInt(bitPattern: widget)]
    }
}

/// Runs `body` on the main actor when called on the GTK thread, else warns and returns WRONG_THREAD.
func onGtkThread(_ function: String, _ body: @MainActor () -> Int32) -> Int32 {
    guard isMainThread() else { return Gtk4CStatus.fail(.wrongThread, function, "call it on the thread that runs the GTK main loop") }
    return MainActor.assumeIsolated { body() }
}

/// `SnackbarGtk4Status` in snackbar-gtk4.h: the values of the GTK 3 library's `SnackbarStatus` it uses.
enum Gtk4CStatus: Int32 {
    case ok = 0
    case nullArgument = 1
    case invalidUTF8 = 2
    case unknownEnumValue = 3
    case invalidValue = 4
    case wrongThread = 6
    case wrongType = 9

    var message: StaticString {
        switch self {
        case .ok: "ok"
        case .nullArgument: "a required pointer argument was NULL"
        case .invalidUTF8: "a string argument was not valid UTF-8"
        case .unknownEnumValue: "an enum argument had an unknown value"
        case .invalidValue: "an argument had a value the snack cannot use"
        case .wrongThread: "the function must be called on the GTK (main) thread"
        case .wrongType: "the widget is not an overlay made by snackbar_gtk4_overlay_new"
        }
    }

    /// Warns `function: problem` through GLib's log and returns `status`.
    static func fail(_ status: Gtk4CStatus, _ function: String, _ problem: String) -> Int32 {
        GLibLog.warning("\(function): \(problem)")
        return status.rawValue
    }
}
