extension RGBAColor {
    /// WCAG 2.x relative luminance, 0 (black) … 1 (white). Alpha is ignored: composite first when it matters.
    public var relativeLuminance: Double {
        let table = Self.linearChannel
        return 0.2126 * table[red] + 0.7152 * table[green] + 0.0722 * table[blue]
    }

    /// WCAG 2.x contrast ratio between two opaque colours, 1 … 21, the same in either order.
    public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let a = first.relativeLuminance
        let b = second.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast of this colour drawn on `background`: a translucent colour is composited over it first.
    public func contrastRatio(on background: RGBAColor) -> Double {
        let opaqueBackground = background.composited(over: .white)
        return Self.contrastRatio(composited(over: opaqueBackground), opaqueBackground)
    }

    /// This colour painted over `background` with source-over blending; the result is opaque when `background` is.
    public func composited(over background: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ top: Int, _ bottom: Int) -> Int {
            let mixed = (Double(top) * alpha + Double(bottom) * background.alpha * (1 - alpha)) / outAlpha
            return Int(mixed.rounded())
        }
        return RGBAColor(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue),
            alpha: outAlpha
        )
    }

    /// sRGB channel 0…255 → linear light 0…1, one entry per channel value (WCAG's transfer function).
    private static let linearChannel: [Double] = (0...255).map { value in
        let encoded = Double(value) / 255
        guard encoded > 0.04045 else { return encoded / 12.92 }
        return power2point4((encoded + 0.055) / 1.055)
    }

    /// `x^2.4` for x in 0…1 without libm: x² · ⁵√(x²), the fifth root by Newton's method.
    private static func power2point4(_ x: Double) -> Double {
        let square = x * x
        var root = 1.0
        for _ in 0..<64 {
            let next = (4 * root + square / (root * root * root * root)) / 5
            if abs(next - root) < 1e-15 { break }
            root = next
        }
        return square * root
    }
}
