import SnackNotifyKit

/// How the client reaches the service: over D-Bus, or over the socket of a service it started.
@MainActor
protocol PopupTransport: AnyObject {
    /// Shows (or, with `replaceID` set, updates) a popup; returns its id.
    func show(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32
    /// Asks the service to close the popup.
    func close(id: UInt32)
    /// Runs the main loop until the popup `id` goes, or until Ctrl-C (reported as `cancelled`).
    func waitForOutcome(id: UInt32) -> NotifyOutcome
}
