import SnackbarCore

/// The exit statuses of `snack-notify`, documented in `--help`, the man page and docs/command-line.md.
package enum NotifyExitCode: Int32, Sendable, CaseIterable {
    /// The popup was shown (and, when waiting, it closed: by an action, a timeout, the user or Ctrl-C).
    case success = 0
    /// Bad usage or bad input: the command line, the text, a hint, an icon or theme file (notify-send's status).
    case usage = 1
    /// The popup service could not be started or reached, or it failed to show the popup.
    case serviceFailed = 2
    /// No display to show the popup on (neither `DISPLAY` nor `WAYLAND_DISPLAY` works).
    case noDisplay = 3
    /// The popup service died (or its bus name vanished) while it had the request: before it showed the
    /// popup, or before the popup closed. The request is not sent again: it may be what killed it.
    case serviceGone = 4

    /// One line per status for the help text and the man page.
    package var summary: String {
        switch self {
        case .success: localized("shown (with --wait: closed, by an action, a timeout, the user or Ctrl-C)")
        case .usage: localized("bad usage: unknown option, bad value, no summary, invalid UTF-8, bad hint/icon/theme")
        case .serviceFailed: localized("the popup service could not be started or reached")
        case .noDisplay: localized("no display to show the popup on")
        case .serviceGone: localized("the popup service died before the popup closed (the request is not sent again)")
        }
    }
}
