import CGtk
import SnackbarGtk

/// A screenshot composed by drawing instead of reading the screen, for where the screen cannot be read:
/// on Wayland a client sees no pixels but its own, and under Xwayland the root window is black.
///
/// The picture is the gallery window's monitor: a plain backdrop standing in for the desktop, the gallery
/// window drawn at its origin (on Wayland a client never learns where its window is, so 0,0, which is also
/// the origin of the frames of snacks anchored in it), then each snack drawn at the frame it was placed at.
@MainActor
enum DrawnCapture {
    /// The backdrop: sway's own background with no wallpaper, rgb(63,63,63).
    static let backdrop = (red: 63.0 / 255, green: 63.0 / 255, blue: 63.0 / 255)

    /// Whether the screen cannot be read, so the tour draws: GDK talks Wayland, or X11 to Xwayland (whose
    /// monitors are named `XWAYLAND0`, …). On a plain X server the root window shows the real screen.
    static var isNeeded: Bool {
        guard let display = gdk_display_get_default() else { return false }
        guard snack_display_is_wayland(display) == 0 else { return true }
        let model = gdk_display_get_monitor(display, 0).flatMap { gdk_monitor_get_model($0) }.map { String(cString: $0) }
        return model?.hasPrefix("XWAYLAND") ?? false
    }

    /// Draws `window` and `snacks` (frames as the presenter's `placed` events gave them) and writes the
    /// PNG to `path`; returns nil on success, else why it failed.
    static func savePNG(
        to path: String, window: UnsafeMutablePointer<GtkWidget>, snacks: [String: SnackRect],
        presenter: SnackbarPresenter
    ) -> String? {
        guard let gdkWindow = gtk_widget_get_window(window), let display = gdk_display_get_default(),
            let monitor = gdk_display_get_monitor_at_window(display, gdkWindow)
        else { return "the gallery window is not shown" }
        var screen = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &screen)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, screen.width, screen.height) else {
            return "no \(screen.width)×\(screen.height) image"
        }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_set_source_rgb(cairo, backdrop.red, backdrop.green, backdrop.blue)
        cairo_paint(cairo)
        cairo_translate(cairo, Double(-screen.x), Double(-screen.y))

        var origin = (x: Int32(0), y: Int32(0))
        gdk_window_get_origin(gdkWindow, &origin.x, &origin.y)
        cairo_save(cairo)
        cairo_translate(cairo, Double(origin.x), Double(origin.y))
        gtk_widget_draw(window, cairo)
        cairo_restore(cairo)
        // Top to bottom, so a snack sliding over another is drawn as the stack order has it.
        for (id, frame) in snacks.sorted(by: { ($0.value.y, $0.key) < ($1.value.y, $1.key) }) {
            guard presenter.draw(snackWithID: id, into: cairo, x: frame.x, y: frame.y) else {
                return "snack \(id) has no window to draw"
            }
        }
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { return "could not write \(path): \(String(cString: cairo_status_to_string(status)))" }
        return nil
    }
}
