import CSnackbarGLib

/// The library's warnings, through GLib's log in the domain "Snackbar" like every GLib library's: an app
/// routes or silences them with `g_log_set_handler("Snackbar", …)` or its own log writer; by default GLib
/// prints `Snackbar-WARNING **: <time>: <message>` to standard error (and `G_DEBUG=fatal-warnings` makes them
/// abort, as it does for GTK's). Any thread.
package enum GLibLog {
    /// The log domain of every message the library writes.
    package static let domain = "Snackbar"

    /// Logs `message` at `G_LOG_LEVEL_WARNING`. `g_log` is variadic, which Swift cannot call; `g_logv` with
    /// one `%s` argument is the same call, and the message is never read as a format.
    package static func warning(_ message: String) {
        message.withCString { text in
            withVaList([text]) { g_logv(domain, G_LOG_LEVEL_WARNING, "%s", $0) }
        }
    }
}
