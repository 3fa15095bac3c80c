/// How a snack enters and leaves the screen.
public enum ThemeAnimationStyle: String, Sendable, Hashable, CaseIterable {
    /// Slides in from its edge and back out.
    case slide
    /// Fades in and out in place.
    case fade
    /// Slides and fades together.
    case slideAndFade
}
