import SnackbarCore
import SnackbarGlue

/// Where an app's snacks go while none of its windows is active, when the app opts in: to the popup service,
/// as popups on the desktop. Both renderers decide with it at the time of `add`, and hear back through it
/// (`onShown`, `onDismissed`) as from their own snacks. Connects to the session bus on the first snack it
/// takes; without a bus it takes none (said once) and the snacks stay in their window, and a snack the
/// service does not show goes back to the app (`onReturned`). GTK thread only.
@MainActor
package final class DesktopRoute {
    private var service: ServiceSnacks?
    private var unreachable = false

    /// Told the id of each routed snack the service accepted.
    package var onShown: (@MainActor (String) -> Void)?
    /// Told each routed snack that went, with its reason, after the snack's own `onDismiss`.
    package var onDismissed: (@MainActor (String, DismissReason) -> Void)?
    /// Given back each routed snack the service did not show (none installed, or it refused it), for the app to
    /// show itself.
    package var onReturned: (@MainActor (Snack) -> Void)?

    package init() {}

    /// Sends `snack` (validated) to the popup service when `appIsActive` is false; false when the snack is
    /// the app's to show: a window of the app is active, or no session bus can be reached.
    package func take(_ snack: Snack, appIsActive: Bool) -> Bool {
        guard !appIsActive, let service = connected() else { return false }
        service.add(validated: snack) { [weak self] returned in self?.onReturned?(returned) }
        return true
    }

    /// Dismisses the routed snack with this id (reason `.programmatic`); false when the service shows no
    /// snack of this app with this id.
    @discardableResult
    package func remove(id: String) -> Bool {
        guard let service, service.shows(id: id) else { return false }
        service.remove(id: id)
        return true
    }

    private func connected() -> ServiceSnacks? {
        if let service { return service }
        guard !unreachable else { return nil }
        do {
            let made = try ServiceSnacks()
            made.onShown = { [weak self] id in self?.onShown?(id) }
            made.onDismissed = { [weak self] id, reason in self?.onDismissed?(id, reason) }
            service = made
            return made
        } catch {
            unreachable = true
            GLibLog.warning("snacks stay in the app's windows: the popup service cannot be reached (\(error.message))")
            return nil
        }
    }
}
