import SnackNotifyBus
import SnackbarCore

/// Snacks on the desktop, outside the app's windows, from a GTK 4 app: each `Snack` goes to the popup
/// service (`snack-notifyd`, a GTK 3 process of its own) over D-Bus, so this process never loads GTK 3.
/// The same `Snack` values as `SnackOverlay`: an action's handler runs here when the service reports its
/// button pressed, then the snack's `onDismiss` with the service's reason.
///
/// Owns its subscription to the service's `Dismissed` signal and one reference to the session bus; both
/// go with it. GTK thread only (`@MainActor`).
@MainActor
public final class DesktopSnacks {
    private let service: ServiceSnacks

    /// Told each snack the service accepted and each one that went.
    public var onEvent: (@MainActor (SnackOverlayEvent) -> Void)?

    /// Connects to the session bus. The service starts on the first snack by D-Bus activation, if it is
    /// installed; a running one is used as it is.
    /// - Throws: `DesktopSnacksError` when there is no session bus.
    public init() throws(DesktopSnacksError) {
        do { service = try ServiceSnacks() } catch { throw DesktopSnacksError(message: error.message) }
        service.onShown = { [weak self] id in self?.onEvent?(.shown(id: id)) }
        service.onDismissed = { [weak self] id, reason in self?.onEvent?(.dismissed(id: id, reason: reason)) }
    }

    /// Shows `snack` on the desktop through the popup service. A snack the service refuses (or a service
    /// that cannot be reached) ends with `.rejected`, and the reason is logged as a warning.
    /// - Throws: `SnackError` when the snack is invalid (nothing is sent then).
    public func add(_ snack: Snack) throws(SnackError) {
        service.add(validated: try snack.validated())
    }

    /// Dismisses the snack with this id (reason `.programmatic`), if the service shows it.
    public func remove(id: String) {
        service.remove(id: id)
    }
}

/// Why `DesktopSnacks` cannot reach the popup service.
public struct DesktopSnacksError: Error, CustomStringConvertible {
    /// What went wrong, in GLib's words.
    public var message: String
    public var description: String { message }
}
