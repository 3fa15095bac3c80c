/// The drop shadow under a snack. Drawn only where a compositor can show it; the CSS from
/// `Theme.css(variant:rounded:)` leaves it out, and a renderer that draws a shadow uses these values.
public struct ThemeElevation: Sendable, Hashable {
    /// Shadow colour (usually translucent black).
    public var color: RGBAColor
    /// Horizontal offset in pixels.
    public var offsetX: Int
    /// Vertical offset in pixels (positive is downwards).
    public var offsetY: Int
    /// Blur radius in pixels.
    public var blurRadius: Int
    /// Spread in pixels.
    public var spread: Int

    /// Creates an elevation.
    public init(color: RGBAColor, offsetX: Int, offsetY: Int, blurRadius: Int, spread: Int) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blurRadius = blurRadius
        self.spread = spread
    }

    /// How far the shadow reaches past the snack's edge: the margin a window needs to show it whole.
    public var extent: Int { abs(offsetX) + abs(offsetY) + blurRadius + spread }

    /// A CSS `box-shadow` value, e.g. `0 3px 9px 1px rgba(0,0,0,0.3)`.
    public var cssBoxShadow: String {
        "\(offsetX)px \(offsetY)px \(blurRadius)px \(spread)px \(color.css)"
    }

    /// The standard elevation: a soft shadow below the snack.
    public static let standard = ThemeElevation(
        color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3),
        offsetX: 0,
        offsetY: 3,
        blurRadius: 9,
        spread: 1
    )
}
