import CSnackbarGLib
import SnackbarGlue

/// The service's exit after its last popup: one GLib timeout, restarted each time the service goes
/// idle, so the service stays its linger time after its last popup, not after the first of a burst
/// (and a burst of popups leaves one pending timeout, not one each).
@MainActor
final class LingerTimer {
    private var source: guint = 0

    /// Runs `action` after `seconds`, unless restarted before.
    func restart(seconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        MainLoopSource.remove(&source)
        source = MainLoopSource.after(.seconds(seconds)) { [weak self] in
            self?.source = 0
            action()
        }
    }
}
