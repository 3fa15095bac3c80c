/// How snacks move: their entrance, their rearranging when a neighbour goes, and their exit.
public struct ThemeAnimation: Sendable, Hashable {
    /// The entrance and exit style.
    public var style: ThemeAnimationStyle
    /// Seconds a snack takes to come in.
    public var addDuration: Double
    /// The entrance timing.
    public var addCurve: ThemeAnimationCurve
    /// Seconds the others take to move into a freed slot.
    public var rearrangeDuration: Double
    /// The rearranging timing.
    public var rearrangeCurve: ThemeAnimationCurve
    /// Seconds a snack takes to go.
    public var removeDuration: Double
    /// The exit timing.
    public var removeCurve: ThemeAnimationCurve

    /// Creates an animation description; durations are seconds (0 turns that animation off).
    public init(
        style: ThemeAnimationStyle = .slideAndFade,
        addDuration: Double,
        addCurve: ThemeAnimationCurve,
        rearrangeDuration: Double,
        rearrangeCurve: ThemeAnimationCurve,
        removeDuration: Double,
        removeCurve: ThemeAnimationCurve
    ) {
        self.style = style
        self.addDuration = addDuration
        self.addCurve = addCurve
        self.rearrangeDuration = rearrangeDuration
        self.rearrangeCurve = rearrangeCurve
        self.removeDuration = removeDuration
        self.removeCurve = removeCurve
    }

    /// The standard animation: slide and fade, in with a spring in 0.4 s, rearrange and out in 0.3 s.
    public static let standard = ThemeAnimation(
        style: .slideAndFade,
        addDuration: 0.4,
        addCurve: .spring(dampingRatio: 0.8),
        rearrangeDuration: 0.3,
        rearrangeCurve: .easeInOut,
        removeDuration: 0.3,
        removeCurve: .easeIn
    )
}
