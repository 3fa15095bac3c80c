import Testing

@testable import SnackbarCore

@Suite("RGBAColor contrast (WCAG 2.x)")
struct RGBAColorContrastTests {
    private func close(_ a: Double, _ b: Double, within tolerance: Double = 0.005) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test("luminance of black, white and primaries matches the WCAG coefficients")
    func luminance() {
        #expect(RGBAColor.black.relativeLuminance == 0)
        #expect(close(RGBAColor.white.relativeLuminance, 1, within: 1e-12))
        #expect(close(RGBAColor(hex: 0xFF0000).relativeLuminance, 0.2126, within: 1e-12))
        #expect(close(RGBAColor(hex: 0x00FF00).relativeLuminance, 0.7152, within: 1e-12))
        #expect(close(RGBAColor(hex: 0x0000FF).relativeLuminance, 0.0722, within: 1e-12))
        // Mid grey: ((128/255 + 0.055) / 1.055)^2.4 = 0.21586…
        #expect(close(RGBAColor(hex: 0x808080).relativeLuminance, 0.21586, within: 1e-5))
    }

    @Test("known contrast ratios")
    func ratios() {
        #expect(close(RGBAColor.contrastRatio(.black, .white), 21, within: 1e-9))
        #expect(RGBAColor.contrastRatio(.white, .white) == 1)
        // Reference values from the WebAIM contrast checker.
        #expect(close(RGBAColor.contrastRatio(RGBAColor(hex: 0x777777), .white), 4.48))
        #expect(close(RGBAColor.contrastRatio(RGBAColor(hex: 0x767676), .white), 4.54))
        #expect(close(RGBAColor.contrastRatio(RGBAColor(hex: 0x0000FF), .white), 8.59))
        #expect(close(RGBAColor.contrastRatio(RGBAColor(hex: 0xFF0000), .white), 4.0))
    }

    @Test("the ratio is symmetric")
    func symmetric() {
        let a = RGBAColor(hex: 0x1C5FBD)
        let b = RGBAColor(hex: 0xF5C211)
        #expect(RGBAColor.contrastRatio(a, b) == RGBAColor.contrastRatio(b, a))
    }

    @Test("translucent text is composited over its background before measuring")
    func translucent() {
        let halfWhite = RGBAColor.white.withAlpha(0.5)
        let composited = halfWhite.composited(over: .black)
        #expect(composited == RGBAColor(red: 128, green: 128, blue: 128))
        #expect(close(halfWhite.contrastRatio(on: .black), RGBAColor.contrastRatio(composited, .black), within: 1e-12))
        #expect(halfWhite.contrastRatio(on: .black) < RGBAColor.white.contrastRatio(on: .black))
    }
}
