/// The screen edge a snack stacks against.
public enum SnackEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom
}

/// Where a snack sits along its edge.
public enum SnackAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// How urgently a snack wants the screen.
public enum SnackPriority: Sendable, Hashable, Comparable {
    /// Waits its turn in the queue.
    case normal
    /// Jumps the queue; under the `queue` policy it pushes the current snack back to the head of the queue.
    case high
}

/// A progress indicator shown in a snack, updated in place.
public enum SnackProgress: Sendable, Hashable {
    /// A bar filled to this fraction (clamped to 0…1).
    case fraction(Double)
    /// A spinner: work under way of unknown length.
    case indeterminate
}
