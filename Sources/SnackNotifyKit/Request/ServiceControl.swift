import SnackbarCore

/// A `snack-notify` call that controls the running popup service instead of showing a popup, like
/// dunstctl or makoctl: each is one method of `io.snackbar.Notifier`, and none starts a service
/// (`--dnd` and `--history` then use what the last service kept).
package enum ServiceControl: Sendable, Equatable {
    /// `--focus`: the keyboard focus to the newest popup.
    case focus
    /// `--close ID`: the popup with this id closed.
    case close(UInt32)
    /// `--close-all`: every popup closed.
    case closeAll
    /// `--dnd MODE`: do not disturb on, off, toggled, or asked.
    case doNotDisturb(DoNotDisturbChange)
    /// `--history`: the popups that went, newest first.
    case history
    /// `--history-pop`: the newest history entry shown again.
    case historyPop

    /// The option as the user types it, for messages.
    package var spelling: String {
        switch self {
        case .focus: "--focus"
        case .close: "--close"
        case .closeAll: "--close-all"
        case .doNotDisturb: "--dnd"
        case .history: "--history"
        case .historyPop: "--history-pop"
        }
    }

    /// What a call says when no service runs (exit status 2).
    package var noServiceMessage: String {
        switch self {
        case .focus: localized("--focus: no popup service runs, so there is no popup to focus.")
        case .close(let id): localized("--close: no popup service runs, so there is no popup %s to close.", String(id))
        case .closeAll: localized("--close-all: no popup service runs, so there is no popup to close.")
        case .doNotDisturb:
            localized("--dnd: no popup service runs, and neither XDG_STATE_HOME nor HOME names a directory to keep the setting in.")
        case .history: localized("%s: no popup service runs, so there is no history.", spelling)
        case .historyPop:
            localized(
                "--history-pop: no popup service runs to show the newest kept popup, and the session bus cannot start one (no D-Bus service file names io.snackbar.Notifier): show any popup first."
            )
        }
    }
}
