/// Which monitor the snacks show on.
public enum MonitorChoice: Sendable, Hashable {
    /// The primary monitor (monitor 0 when the display names none).
    case primary
    /// The monitor under the pointer when a stack starts; the stack stays there until it empties.
    case pointer
    /// The monitor with this index (the primary one when there is no such monitor).
    case index(Int)
}
