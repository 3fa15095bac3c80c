/// The numbers the renderer lays out and animates with, taken from the theme.
package struct SnackStyle: Sendable, Equatable {
    /// Pixels between the work area's edges and the stack.
    package var inset: Int
    /// Pixels between neighbouring snacks.
    package var spacing: Int
    /// The widest a snack gets.
    package var maxWidth: Int
    /// Rounded corners' radius (a shape mask without a compositor).
    package var cornerRadius: Int
    /// Lines of message text before it ellipsizes.
    package var maxMessageLines: Int
    /// The icon's size in pixels.
    package var iconSize: Int
    /// The side a picture (an image file, a notification's image) is scaled to fit.
    package var pictureSize: Int
    /// Pixels between the icon, the text and the buttons.
    package var innerSpacing: Int
    /// A snack sliding in.
    package var enter: Motion
    /// Neighbours sliding to their new slots.
    package var move: Motion
    /// A snack sliding or flinging out.
    package var exit: Motion
    /// Whether snacks slide in and out (else they appear in place).
    package var slides: Bool
    /// Whether snacks fade in and out.
    package var fades: Bool
    /// Transparent pixels around the snack for its shadow, on every side, where a compositor shows it.
    package var shadowMargin: Int
    /// Pixels the pointer may move during a press and still count as a click.
    package var clickSlop = 6.0
    /// A snack dragged less than `SwipeGesture.threshold` going back to its slot.
    package var snapBack = Motion(seconds: 0.15, curve: .easeOut)
    /// How long past its exit motion a closing window waits for frames before it is destroyed anyway.
    package var closeGraceMilliseconds: UInt32 = 250
    /// The area stacks fill when the display reports no monitor at all.
    package static let fallbackArea = SnackRect(x: 0, y: 0, width: 1280, height: 800)

    /// One animation's length and timing.
    package struct Motion: Sendable, Equatable {
        package var seconds: Double
        package var curve: ThemeAnimationCurve
    }

    /// The theme's layout and animation numbers.
    package init(theme: Theme) {
        let layout = theme.layout
        let animation = theme.animation
        inset = layout.contentInset
        spacing = layout.spacing
        maxWidth = layout.maxWidth
        cornerRadius = layout.cornerRadius
        maxMessageLines = layout.maxMessageLines
        iconSize = layout.iconSize
        pictureSize = layout.pictureSize
        innerSpacing = layout.innerSpacing
        // GTK's CSS blur fades out over twice the blur radius, further than `elevation.extent` counts.
        let elevation = theme.elevation
        shadowMargin = elevation.extent + elevation.blurRadius
        enter = Motion(seconds: animation.addDuration, curve: animation.addCurve)
        move = Motion(seconds: animation.rearrangeDuration, curve: animation.rearrangeCurve)
        exit = Motion(seconds: animation.removeDuration, curve: animation.removeCurve)
        slides = animation.style != .fade
        fades = animation.style != .slide
    }
}
