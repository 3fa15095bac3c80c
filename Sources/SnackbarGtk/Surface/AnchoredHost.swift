import CGtk
import SnackbarCore

/// Anchored mode as a surface host: the stacks sit inside an app window's frame, each snack a toplevel
/// transient for it, following it when it moves or resizes; when it closes, every snack ends.
///
/// Holds its two handlers on the window until `detach()` (or the window's destruction, which drops them).
@MainActor
final class AnchoredHost: SurfaceHost {
    /// The app's toplevel window.
    let window: UnsafeMutablePointer<GtkWidget>
    /// Where snacks go before the window is realized and after it closes.
    let desktop: any SurfaceHost
    var onChange: (@MainActor (SurfaceHostChange) -> Void)?
    private var handlers: [gulong] = []

    /// Anchors to `window`, a toplevel `GtkWindow` the app owns.
    init(window: UnsafeMutablePointer<GtkWidget>, desktop: any SurfaceHost) {
        self.window = window
        self.desktop = desktop
        let target = asGPointer(window)
        let moved = connectEvent(target, "configure-event") { [weak self] _ in
            self?.onChange?(.moved)
            return false
        }
        let closed = connectPlain(target, "destroy") { [weak self] in
            // GTK drops the handlers itself as the window goes; only forget them here.
            guard let self else { return }
            handlers = []
            onChange?(.closed(fallback: desktop))
        }
        handlers = [moved, closed]
    }

    /// Disconnects from the window (anchoring elsewhere, or back to the desktop).
    func detach() {
        for id in handlers { g_signal_handler_disconnect(asGPointer(window), id) }
        handlers = []
    }

    func makeSurface(for snack: Snack, edge: SnackEdge, monitor: MonitorChoice, width: Int, style: SnackStyle,
                     events: @escaping @MainActor (SurfaceEvent) -> Void) -> any SnackSurface {
        let surface = SnackWindow(snack: snack, edge: edge, width: width, style: style, events: events)
        gtk_window_set_transient_for(asWindow(surface.window), asWindow(window))
        return surface
    }

    /// The window's frame on screen; the desktop's area until the window is realized.
    func area(on monitor: MonitorChoice) -> SnackRect {
        guard let gdkWindow = gtk_widget_get_window(window) else { return desktop.area(on: monitor) }
        var frame = GdkRectangle()
        gdk_window_get_frame_extents(gdkWindow, &frame)
        return SnackRect(x: Int(frame.x), y: Int(frame.y), width: Int(frame.width), height: Int(frame.height))
    }
}
