import CSnackbarGtk4

/// Whether the window an overlay is in is in the user's sight: mapped, not minimized and the active
/// window (GTK's `is-active`, or on Wayland the compositor's activated state). The last counts only where the display says which window is active: always on Wayland, and on
/// X11 under a window manager that keeps `_NET_ACTIVE_WINDOW`; without one, X's focus follows the pointer
/// and says nothing of what the user sees. Follows GTK's own signals (the window's `is-active`, map and
/// unmap, its surface's `state`), no polling. Out of any window, the overlay is out of sight; in a window
/// too small to show its cards whole (`hasRoom` false), too.
@MainActor
final class OverlayWindowSight {
    private var window: Widget?
    private var windowHandlers: [gulong] = []
    private var surface: OpaquePointer?
    private var surfaceHandler: gulong = 0
    private var presentation: SurfacePresentation?
    /// Whether the window was in sight at its last change.
    private(set) var isSeen = false
    /// Whether the overlay can show its cards whole (`OverlayStacks.hasRoom`).
    var hasRoom = true {
        didSet { update() }
    }
    /// Told each time the window comes into sight or leaves it.
    var onChange: (@MainActor (Bool) -> Void)?

    /// Follows `window` (a `GtkWindow`, or nil when the overlay is in none) instead of the one before.
    func follow(_ newWindow: Widget?) {
        guard newWindow != window else { return }
        detach()
        window = newWindow
        if let newWindow {
            let target = object(newWindow)
            windowHandlers = [
                connectNotify(target, property: "is-active") { [weak self] in self?.update() },
                connectPlain(target, "map") { [weak self] in self?.update() },
                connectPlain(target, "unmap") { [weak self] in self?.update() },
                connectPlain(target, "realize") { [weak self] in self?.followSurface() },
                // The surface goes with the window's realization; a window being destroyed unrealizes first.
                connectPlain(target, "unrealize") { [weak self] in self?.leaveSurface() }
            ]
            followSurface()
        }
        update()
    }

    /// Stops following the window (its handlers and its surface's go).
    func detach() {
        leaveSurface()
        if let window { for id in windowHandlers { g_signal_handler_disconnect(object(window), id) } }
        windowHandlers = []
        window = nil
    }

    private func followSurface() {
        leaveSurface()
        guard let window, let found = gtk_native_get_surface(OpaquePointer(window)) else { return }
        surface = found
        surfaceHandler = connectNotify(object(found), property: "state") { [weak self] in self?.update() }
        presentation = SurfacePresentation(surface: found)
        presentation?.onChange = { [weak self] in self?.update() }
    }

    private func leaveSurface() {
        if let surface, surfaceHandler != 0 { g_signal_handler_disconnect(object(surface), surfaceHandler) }
        surface = nil
        surfaceHandler = 0
        presentation?.detach()
        presentation = nil
    }

    private func update() {
        let seen = hasRoom && (window.map(Self.sees) ?? false) && presentation?.isStalled != true
        guard seen != isSeen else { return }
        isSeen = seen
        onChange?(seen)
    }

    private static func sees(_ window: Widget) -> Bool {
        guard gtk_widget_get_mapped(window) != 0 else { return false }
        let surface = gtk_native_get_surface(OpaquePointer(window))
        guard snack4_surface_is_minimized(surface) == 0 else { return false }
        return gtk_window_is_active(cast(object(window))) != 0 || snack4_surface_is_activated_on_wayland(surface) != 0
            || snack4_display_reports_active_window(gtk_widget_get_display(window)) == 0
    }
}
