import CSnackbarGtk4
import SnackNotifyBus

/// Snacks added while the overlay's window is not active, routed to the popup service when the app asks
/// (`routesToDesktopWhenInactive`): the route both renderers share, decided at the time of `add`.
extension SnackOverlay {
    /// Whether the window the overlay is in is the active one (`gtk_window_is_active`: it has the keyboard
    /// focus of the desktop); false outside a window.
    package var isInActiveWindow: Bool {
        guard let root = gtk_widget_get_root(widget), snack4_is_window(object(root)) != 0 else { return false }
        return gtk_window_is_active(cast(UnsafeMutableRawPointer(root))) != 0
    }

    /// The route, reporting routed snacks to `onEvent` as the overlay reports its own; a snack the service did
    /// not show comes back to the window.
    func makeDesktopRoute() -> DesktopRoute {
        let route = DesktopRoute()
        route.onShown = { [weak self] id in self?.onEvent?(.shown(id: id)) }
        route.onDismissed = { [weak self] id, reason in self?.onEvent?(.dismissed(id: id, reason: reason)) }
        route.onReturned = { [weak self] snack in self?.runtime.send(.add(snack)) }
        return route
    }
}
