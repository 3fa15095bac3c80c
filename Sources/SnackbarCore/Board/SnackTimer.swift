/// One snack's countdown. Holds (pauses) are bits, so each source counts once; resuming continues the
/// time that was left, never a restart.
struct SnackTimer {
    /// Holds the board itself places, beside the user's `PauseSource`s.
    static let screenReaderHold: UInt16 = 0x10
    static let busyHold: UInt16 = 0x20
    static let surfaceHold: UInt16 = 0x40
    static let awayHold: UInt16 = 0x80
    static let unseenHold: UInt16 = 0x100

    /// Seconds the snack shows in all, or nil for infinite.
    private(set) var total: Double?
    /// Seconds left when paused or not yet started.
    private(set) var remaining: Double?
    /// When it expires, or nil while held, infinite or not started.
    private(set) var deadline: Double?
    private(set) var holds: UInt16 = 0

    init(total: Double?) {
        self.total = total
        self.remaining = total
    }

    var isHeld: Bool { holds != 0 }

    /// Starts (or continues) counting down from `now` unless something holds it.
    mutating func run(now: Double) {
        guard holds == 0, deadline == nil, let left = remaining else { return }
        deadline = now + left
    }

    /// Stops counting, keeping the time left; used when the snack goes back to the queue.
    mutating func stop(now: Double) {
        if let due = deadline { remaining = max(0, due - now) }
        deadline = nil
    }

    /// Starts over with a new total (dedupe restarts the timer).
    mutating func restart(total newTotal: Double?, now: Double) {
        total = newTotal
        remaining = newTotal
        deadline = nil
        run(now: now)
    }

    mutating func hold(_ bit: UInt16, now: Double) {
        if holds == 0 { stop(now: now) }
        holds |= bit
    }

    mutating func release(_ bit: UInt16, now: Double) {
        guard holds & bit != 0 else { return }
        holds &= ~bit
        run(now: now)
    }

    /// The share of `total` left at `now`, from 1 down to 0; nil for infinite.
    func fractionLeft(at now: Double) -> Double? {
        guard let total, total > 0, let left = left(at: now) else { return nil }
        return min(1, max(0, left / total))
    }

    /// Seconds left at `now`, or nil for infinite.
    func left(at now: Double) -> Double? {
        if let due = deadline { return max(0, due - now) }
        return remaining
    }
}
