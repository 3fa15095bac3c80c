import CSnackbarGLib

/// The driver's timers: armed for the board's next deadline (or the next countdown redraw), replaced
/// when that changes.
@MainActor
package protocol DeadlineTimer: AnyObject {
    /// Calls `fire` once after `seconds`, replacing whatever was armed; nil only disarms.
    func arm(after seconds: Double?, _ fire: @escaping @MainActor () -> Void)
}

/// A `DeadlineTimer` on the default GLib main context: at most one timeout source at a time.
@MainActor
package final class GLibDeadlineTimer: DeadlineTimer {
    private var sourceID: guint = 0

    package init() {}

    package func arm(after seconds: Double?, _ fire: @escaping @MainActor () -> Void) {
        MainLoopSource.remove(&sourceID)
        guard let seconds else { return }
        let milliseconds = min(max(0, seconds * 1000).rounded(.up), Double(UInt32.max))
        sourceID = MainLoopSource.after(.milliseconds(UInt32(milliseconds))) { [weak self] in
            // The source is gone once this returns; forget its id before `fire` arms the next one.
            self?.sourceID = 0
            fire()
        }
    }
}

/// Seconds on GLib's monotonic clock: the board's `now`.
package func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }
