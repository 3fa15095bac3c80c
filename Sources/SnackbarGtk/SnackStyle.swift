/// The numbers the renderer lays out and animates with, taken from the theme.
struct SnackStyle: Sendable, Equatable {
    /// Pixels between the work area's edges and the stack.
    var inset = 16
    /// Pixels between neighbouring snacks.
    var spacing = 16
    /// The widest a snack gets.
    var maxWidth = 428
    /// Rounded corners' radius (a shape mask without a compositor).
    var cornerRadius = 8
    /// Lines of message text before it ellipsizes.
    var maxMessageLines = 3
    /// Seconds a snack takes to slide in.
    var enterSeconds = 0.2
    /// Seconds a snack takes to slide or fling out.
    var exitSeconds = 0.15
    /// Seconds neighbours take to slide to their new slots.
    var moveSeconds = 0.2
    /// Pixels a sideways drag must travel to dismiss the snack.
    var swipeThreshold = 96
}
