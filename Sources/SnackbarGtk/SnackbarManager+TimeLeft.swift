/// What is left of a snack's time, as the board counts it (pauses included).
extension SnackbarManager {
    /// Seconds the snack with this id has left; nil when it is infinite, already gone or unknown. GTK thread.
    @MainActor
    public func timeLeft(ofSnackWithID id: String) -> Double? {
        guard let runtime else { return nil }
        return runtime.board.timeLeft(id: id, now: runtime.clock())
    }

    /// Whether something holds the snack's timer now (the pointer over it, focus, a running action). GTK thread.
    @MainActor
    public func isPaused(snackWithID id: String) -> Bool {
        runtime?.board.isPaused(id: id) ?? false
    }
}
