import CSnackbarGLib
import SnackbarGlue

/// What the service does a while after it went idle (its exit, giving memory back): one GLib timeout,
/// restarted each time the service goes idle, so the wait counts from its last popup, not from the
/// first of a burst (and a burst of popups leaves one pending timeout, not one each).
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
