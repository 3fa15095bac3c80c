import SnackbarCore

/// The snack stacks of other processes on the same screen (another session's service, another app):
/// what this one's stacks keep clear of, and where this one's are, for them.
///
/// First come, first placed: a process keeps clear only of the processes that showed snacks before its
/// own (or of all of them while it shows none), so two never push each other back and forth; when the
/// earlier one's snacks go, the later one's move up. A stack keeps clear only of the frames in its own
/// column, so another process's snacks in another corner leave it at its inset.
@MainActor
protocol StackNeighbours: AnyObject {
    /// The frames of the earlier processes' snacks along `edge`, in screen pixels, whatever their corner.
    func occupied(along edge: SnackEdge) -> [SnackRect]
    /// Tells the others where this process's snacks along `edge` are now, each with its corner (none: an
    /// empty list).
    func publish(_ frames: [(corner: SnackCorner, frame: SnackRect)], along edge: SnackEdge)
    /// Called when another process's snacks changed.
    var onChange: (@MainActor () -> Void)? { get set }
}
