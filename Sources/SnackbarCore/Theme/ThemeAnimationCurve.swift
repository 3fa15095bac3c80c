/// The timing of an animation: how its progress follows its elapsed time.
public enum ThemeAnimationCurve: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Starts fast, ends slow (cubic).
    case easeOut
    /// Starts slow, ends fast (cubic).
    case easeIn
    /// Slow at both ends (cubic).
    case easeInOut
    /// A damped spring that settles within the duration; a ratio below 1 overshoots slightly.
    case spring(dampingRatio: Double)
}
