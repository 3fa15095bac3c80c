import CSnackbarGLib
import Synchronization

/// The library's warnings, through GLib's log in the domain "Snackbar" like every GLib library's: an app
/// routes or silences them with `g_log_set_handler("Snackbar", …)` or its own log writer; by default GLib
/// prints `Snackbar-WARNING **: <time>: <message>` to standard error (and `G_DEBUG=fatal-warnings` makes them
/// abort, as it does for GTK's). Any thread.
package enum GLibLog {
    /// The log domain of every message the library writes.
    package static let domain = "Snackbar"

    /// The warnings of the `capturingWarnings` call running on this thread (or in this task), if any.
    @TaskLocal private static var capture: Captured?

    /// Logs `message` at `G_LOG_LEVEL_WARNING`, or keeps it for the `capturingWarnings` call around it. `g_log` is
    /// variadic, which Swift cannot call; `g_logv` with one `%s` argument is the same call, and the message is never
    /// read as a format.
    package static func warning(_ message: String) {
        if let capture {
            capture.messages.withLock { $0.append(message) }
            return
        }
        message.withCString { text in
            withVaList([text]) { g_logv(domain, G_LOG_LEVEL_WARNING, "%s", $0) }
        }
    }

    /// Runs `body` with the warnings it logs on this thread kept instead of logged, and returns them: for a caller
    /// that words them itself (a C entry point naming its function) or hands them back in a `GError`.
    package static func capturingWarnings<Result>(_ body: () -> Result) -> (result: Result, warnings: [String]) {
        let captured = Captured()
        let result = $capture.withValue(captured) { body() }
        return (result, captured.messages.withLock { $0 })
    }

    /// The messages one `capturingWarnings` call kept.
    private final class Captured: Sendable {
        let messages = Mutex<[String]>([])
    }
}
