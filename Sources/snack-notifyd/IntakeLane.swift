import SnackbarGlue

/// One client's requests in the `RequestIntake`, read one at a time in the order they came. Main thread.
@MainActor
final class IntakeLane {
    /// A request to read: it reads on a worker and returns what to do with its result on the main thread.
    typealias Job = @Sendable () -> @MainActor @Sendable () -> Void

    /// The D-Bus sender it belongs to; nil for a socket connection's. The rest is `RequestIntake`'s to change.
    let sender: String?
    /// Requests waiting for a worker.
    var jobs: [Job] = []
    /// The worker its requests are read on now; nil while it has none.
    var worker: WorkQueue?
    /// How many requests that worker has whose results were not used yet.
    var unfinished = 0
    /// How many requests it sent that worker since it got it.
    var sentThisTurn = 0

    /// A lane for one socket connection, or for the D-Bus connection `sender` (`RequestIntake.lane(sender:)`).
    init(sender: String? = nil) {
        self.sender = sender
    }
}
