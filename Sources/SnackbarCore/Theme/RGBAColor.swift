/// An sRGB colour with straight (not premultiplied) alpha, as GTK CSS spells it.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: Int
    /// Green, 0…255.
    public var green: Int
    /// Blue, 0…255.
    public var blue: Int
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour; channels are clamped to 0…255 and alpha to 0…1 (NaN alpha becomes 1).
    public init(red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.red = min(max(red, 0), 255)
        self.green = min(max(green, 0), 255)
        self.blue = min(max(blue, 0), 255)
        self.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    /// Creates an opaque colour from a 24-bit `0xRRGGBB` literal, the way the palette constants are written.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Int((hex >> 16) & 0xFF),
            green: Int((hex >> 8) & 0xFF),
            blue: Int(hex & 0xFF),
            alpha: alpha
        )
    }

    /// Opaque white.
    public static let white = RGBAColor(hex: 0xFFFFFF)
    /// Opaque black.
    public static let black = RGBAColor(hex: 0x000000)

    /// Whether the colour is fully opaque.
    public var isOpaque: Bool { alpha >= 1 }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// GTK CSS text: `#rrggbb` when opaque, otherwise `rgba(r,g,b,a)` with alpha to three decimals.
    public var css: String {
        guard isOpaque else {
            return "rgba(\(red),\(green),\(blue),\(CSSNumber.format(alpha)))"
        }
        return "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
    }

    public var description: String { css }

    private static func hexByte(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }
}
