import CSnackbarGtk4
import Glibc
import SnackbarGlue

/// One awaited moment at a time (a widget mapped, a frame painted, a snack shown), stamped when its signal
/// came, so a latency ends at the event and not at the task resuming afterwards.
///
/// Every wait is bounded: a moment that has not come within `patience` ends the benchmark with a message
/// naming it and exit status 1, never a hang.
@MainActor
final class Moments {
    static let patience: Duration = .seconds(60)
    private var seen: [String: ContinuousClock.Instant] = [:]
    private var waiting: (name: String, continuation: CheckedContinuation<ContinuousClock.Instant, Never>)?

    /// Records `name` now, ending a wait for it.
    func mark(_ name: String) {
        let now = ContinuousClock.now
        if let waiting, waiting.name == name {
            self.waiting = nil
            waiting.continuation.resume(returning: now)
        } else {
            seen[name] = now
        }
    }

    /// Forgets a `name` that came with no one waiting for it.
    func forget(_ name: String) { seen[name] = nil }

    /// When `name` came (at once if it already did), forgetting it.
    func when(_ name: String) async -> ContinuousClock.Instant {
        if let instant = seen.removeValue(forKey: name) { return instant }
        let limit = MainLoopSource.after(.seconds(UInt32(Self.patience.components.seconds))) {
            complain("snack-bench-gtk4: gave up after \(Self.patience): \(name) never came")
            exit(1)
        }
        let instant = await withCheckedContinuation { waiting = (name, $0) }
        g_source_remove(limit)
        return instant
    }
}
