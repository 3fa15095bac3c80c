/// One client's requests waiting in the `RequestIntake`, read one at a time in the order they came. Main thread.
@MainActor
final class IntakeLane {
    /// The D-Bus sender it belongs to; nil for a socket connection's. The rest is `RequestIntake`'s to change.
    let sender: String?
    /// Requests not yet read: each reads on a worker and returns what to do with its result on the main thread.
    var jobs: [@Sendable () -> @MainActor @Sendable () -> Void] = []
    /// One of its requests is being read, or its result not yet used.
    var isRead = false

    /// A lane for one socket connection, or for the D-Bus connection `sender` (`RequestIntake.lane(sender:)`).
    init(sender: String? = nil) {
        self.sender = sender
    }
}
