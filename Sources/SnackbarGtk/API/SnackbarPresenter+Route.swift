import CGtk
import SnackNotifyBus
import SnackbarCore

/// Snacks added while none of the app's windows is active, routed to the popup service when the settings
/// say so (`routesToDesktopWhenInactive`): the route both renderers share, decided at the time of `add`.
extension SnackbarPresenter {
    /// Shows a validated snack: through the popup service when routing is on and no window of the app is
    /// active, else in the app.
    func show(_ snack: Snack) {
        if settings.routesToDesktopWhenInactive, runtime != nil, desktopRoute.take(snack, appIsActive: hasActiveWindow) { return }
        send(.add(snack))
    }

    /// Whether the window the snacks are anchored in is the active one; unanchored, whether any window of
    /// the app is (`gtk_window_is_active`: it has the keyboard focus of the desktop).
    package var hasActiveWindow: Bool {
        if let anchored = runtime?.host as? AnchoredHost { return gtk_window_is_active(asWindow(anchored.window)) != 0 }
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var node = toplevels
        while let current = node {
            if let window = current.pointee.data, gtk_window_is_active(cast(window)) != 0 { return true }
            node = current.pointee.next
        }
        return false
    }

    /// The route, reporting routed snacks to the observer as the runtime reports its own; a snack the service
    /// did not show comes back to the app's stacks.
    func makeDesktopRoute() -> DesktopRoute {
        let route = DesktopRoute()
        route.onShown = { [weak self] id in self?.observer?(.mapped(id: id)) }
        route.onDismissed = { [weak self] id, reason in self?.observer?(.dismissed(id: id, reason: reason)) }
        route.onReturned = { [weak self] snack in self?.send(.add(snack)) }
        return route
    }
}
