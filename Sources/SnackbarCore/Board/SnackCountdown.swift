/// What a snack's visible countdown shows at one moment, read from the board's own timer: the bar
/// follows exactly the time the board will expire the snack by.
public struct SnackCountdown: Sendable, Equatable {
    /// The share of the snack's time left, from 1 (just shown or restarted) down to 0 (expiring).
    public var fractionLeft: Double
    /// Whether the time runs down now: false while something holds the timer (hover, focus, an open
    /// text or menu, a running action, a screen reader on a snack that requires interaction).
    public var isRunning: Bool

    /// Creates a countdown reading.
    public init(fractionLeft: Double, isRunning: Bool) {
        self.fractionLeft = fractionLeft
        self.isRunning = isRunning
    }
}

extension SnackBoard {
    /// The countdown of the snack with this id at `now`: nil unless it is on screen with a finite time.
    public func countdown(id: String, now: Double) -> SnackCountdown? {
        guard let position = visiblePosition(of: id), let fraction = entries[position].timer.fractionLeft(at: now) else { return nil }
        return SnackCountdown(fractionLeft: fraction, isRunning: !entries[position].timer.isHeld)
    }
}
