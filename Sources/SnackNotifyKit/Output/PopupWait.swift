import SnackbarCore

/// Why a popup's time does not run yet as it shows: the service holds it until someone can see it. A call
/// hears it before its answer, and `--verbose` says it, so that a script waiting on a display no one uses
/// knows why its popup stays.
package enum PopupWait: String, Sendable, CaseIterable {
    /// No input for snackbar.conf's `idle-threshold`, or the screen is locked.
    case away
    /// A fullscreen window is up and snackbar.conf's `fullscreen` delays popups.
    case fullscreen

    /// What `--verbose` says.
    package var explanation: String {
        switch self {
        case .away:
            localized(
                "its time waits while no one is at the screen (no input for idle-threshold seconds, see snackbar.conf(5), or the screen is locked)")
        case .fullscreen:
            localized("it waits while a fullscreen window is up (fullscreen = delay in snackbar.conf(5))")
        }
    }
}
