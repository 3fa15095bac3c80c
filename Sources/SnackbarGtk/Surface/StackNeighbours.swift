import SnackbarCore

/// The snack stacks of other processes on the same screen (another session's service, another app):
/// what this one's stacks keep clear of, and where this one's are, for them.
///
/// First come, first placed: a process keeps clear only of the processes that showed snacks before its
/// own (or of all of them while it shows none), so two never push each other back and forth; when the
/// earlier one's snacks go, the later one's move up.
@MainActor
protocol StackNeighbours: AnyObject {
    /// The frames of the earlier processes' snacks on `edge`, in screen pixels.
    func occupied(on edge: SnackEdge) -> [SnackRect]
    /// Tells the others where this process's snacks on `edge` are now (none: an empty list).
    func publish(_ frames: [SnackRect], on edge: SnackEdge)
    /// Called when another process's snacks changed.
    var onChange: (@MainActor () -> Void)? { get set }
}
