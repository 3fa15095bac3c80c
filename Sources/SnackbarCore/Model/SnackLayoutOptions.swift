/// The screen edge a snack stacks against.
public enum SnackEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom
}

/// Where a snack sits along its edge: leading is where lines of text start (the left, or the right
/// under a right-to-left language such as Hebrew or Arabic).
public enum SnackAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    /// This alignment as it reads left to right: leading and trailing swap when the text direction is
    /// right to left, so `.leading` of the result is always the left.
    package func leftToRight(mirrored rightToLeft: Bool) -> SnackAlignment {
        guard rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
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
