import CGtk

/// The runtime's one timer: armed for the board's next deadline, replaced when that changes.
@MainActor
package protocol DeadlineTimer: AnyObject {
    /// Calls `fire` once after `seconds`, replacing whatever was armed; nil only disarms.
    func arm(after seconds: Double?, _ fire: @escaping @MainActor () -> Void)
}

/// A `DeadlineTimer` on the default GLib main context: at most one timeout source at a time.
@MainActor
final class GLibDeadlineTimer: DeadlineTimer {
    private var sourceID: guint = 0

    func arm(after seconds: Double?, _ fire: @escaping @MainActor () -> Void) {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
        guard let seconds else { return }
        let milliseconds = max(0, seconds * 1000).rounded(.up)
        sourceID = addTimeout(milliseconds: UInt32(min(milliseconds, Double(UInt32.max)))) { [weak self] in
            // The source is gone once this returns; forget its id before `fire` arms the next one.
            self?.sourceID = 0
            fire()
        }
    }
}
