import CSnackbarGtk4
import Glibc
import SnackbarGlue
import SnackbarGtk4

/// The overlays made from C, by their widget's address: the library keeps each `SnackOverlay` while its
/// widget is in a window, and lets it go (its snacks end, `removed`) once the widget leaves the window.
@MainActor
enum OverlayRegistry {
    private static var overlays: [UInt: SnackOverlay] = [:]

    /// Keeps `overlay` until its widget, having been in a window, is out of every window; or, for a widget an owner
    /// holds (`SnackbarOverlay`'s), until the owner lets it go (`release`), wherever it moves meanwhile.
    static func keep(_ overlay: SnackOverlay, untilReleased: Bool = false) {
        let widget = overlay.widget
        let key = UInt(bitPattern: widget)
        overlays[key] = overlay
        if untilReleased { return }
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

    /// Ends the snacks still up or waiting on the overlay whose widget is `widget` (`programmatic`) and lets it go.
    static func release(_ widget: UnsafeMutableRawPointer) {
        overlays.removeValue(forKey: UInt(bitPattern: widget))?.removeAll()
    }

    /// The overlay whose widget is `widget`, or nil when `widget` is not one made by this library.
    static func overlay(_ widget: UnsafeMutableRawPointer?) -> SnackOverlay? {
        guard let widget else { return nil }
        return overlays[UInt(bitPattern: widget)]
    }
}

/// Runs `body` with the live overlay whose widget is `widget`, else warns and returns the status naming it.
@MainActor
func withOverlay(_ widget: UnsafeMutableRawPointer?, _ function: String, _ body: (SnackOverlay) -> Int32) -> Int32 {
    guard let overlay = OverlayRegistry.overlay(widget) else {
        return CLog.fail(
            widget == nil ? .nullArgument : .wrongType, function,
            "overlay is not a live overlay from snackbar_gtk4_overlay_new (a SnackbarOverlay's is snackbar_overlay_get_gtk_overlay())"
        )
    }
    return body(overlay)
}
