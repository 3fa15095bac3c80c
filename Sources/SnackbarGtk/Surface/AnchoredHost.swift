import CGtk
import SnackbarCore

/// Anchored mode as a surface host: the stacks sit inside an app window, following it when it moves or
/// resizes; when it closes, every snack ends. On X11 each snack is a toplevel transient for the window,
/// placed on the screen inside the window's content area; on Wayland a popup GDK maps as a subsurface of the
/// window, placed relative to its content area — it moves with the window and never takes the focus.
///
/// Holds its handlers on the window (and `WindowSight`'s) until `detach()` (or the window's destruction, which drops them).
@MainActor
final class AnchoredHost: SurfaceHost {
    /// The app's toplevel window.
    let window: UnsafeMutablePointer<GtkWidget>
    /// Where snacks go before the window is realized and after it closes.
    let desktop: any SurfaceHost
    var onChange: (@MainActor (SurfaceHostChange) -> Void)?
    private var handlers: [gulong] = []
    /// Whether the window is in the user's sight.
    private let sight: WindowSight
    var isSeen: Bool { sight.isSeen }
    /// The app window's direction: leading is where its own text starts.
    var isRightToLeft: Bool { gtk_widget_get_direction(window) == GTK_TEXT_DIR_RTL }

    /// Anchors to `window`, a toplevel `GtkWindow` the app owns.
    init(window: UnsafeMutablePointer<GtkWidget>, desktop: any SurfaceHost) {
        self.window = window
        self.desktop = desktop
        sight = WindowSight(window: window)
        let target = asGPointer(window)
        let moved = connectEvent(target, "configure-event") { [weak self] _ in
            self?.onChange?(.moved)
            return false
        }
        // The content area's new size is known only once it is allocated (a Wayland compositor that
        // tiles the window resizes it after the configure).
        let resized = connectIgnoringArgument(target, "size-allocate") { [weak self] in self?.onChange?(.moved) }
        let closed = connectPlain(target, "destroy") { [weak self] in
            // GTK drops the handlers itself as the window goes; only forget them here.
            guard let self else { return }
            handlers = []
            sight.forget()
            onChange?(.closed(fallback: desktop))
        }
        handlers = [moved, resized, closed]
        sight.onChange = { [weak self] seen in self?.onChange?(.seen(seen)) }
    }

    /// Disconnects from the window (anchoring elsewhere, or back to the desktop).
    func detach() {
        for id in handlers { g_signal_handler_disconnect(asGPointer(window), id) }
        handlers = []
        sight.detach()
    }

    func makeSurface(
        for snack: Snack, corner: SnackCorner, monitor: MonitorChoice, width: Int, style: SnackStyle,
        events: @escaping @MainActor (SurfaceEvent) -> Void
    ) -> any SnackSurface {
        SnackWindow(snack: snack, corner: corner, width: width, style: style, kind: .child(of: window), events: events)
    }

    /// The window's content area (inside the window manager's frame and title bar, and inside client-side
    /// decorations and shadows): on X11 on the screen, on Wayland in the window's own coordinates. The
    /// desktop's area until the window is realized.
    func area(on monitor: MonitorChoice) -> SnackRect {
        guard let gdkWindow = gtk_widget_get_window(window) else { return desktop.area(on: monitor) }
        var content = GtkAllocation()
        gtk_widget_get_allocation(gtk_bin_get_child(cast(window)) ?? window, &content)
        var area = SnackRect(x: Int(content.x), y: Int(content.y), width: Int(content.width), height: Int(content.height))
        guard snack_display_is_wayland(gdk_display_get_default()) != 0 else {
            var x: Int32 = 0
            var y: Int32 = 0
            gdk_window_get_origin(gdkWindow, &x, &y)
            area.x += Int(x)
            area.y += Int(y)
            return area
        }
        return area
    }
}
