import Testing

@testable import SnackbarCore

@Suite("Standard theme values")
struct ThemeStandardValuesTests {
    @Test("layout matches the design: 16 px spacing and insets, 428 px wide, 4 message lines")
    func layout() {
        let layout = Theme.standard.layout
        #expect(layout.spacing == 16)
        #expect(layout.contentInset == 16)
        #expect(layout.maxWidth == 428)
        #expect(layout.cornerRadius == 12)
        #expect(layout.padding == ThemeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        #expect(layout.iconSize == 24)
        #expect(layout.maxMessageLines == 4)
    }

    @Test("animation: slide and fade, 0.4 s spring in, 0.3 s rearrange and out")
    func animation() {
        let animation = Theme.standard.animation
        #expect(animation.style == .slideAndFade)
        #expect(animation.addDuration == 0.4)
        guard case .spring = animation.addCurve else {
            Issue.record("add curve is \(animation.addCurve), not a spring")
            return
        }
        #expect(animation.rearrangeDuration == 0.3)
        #expect(animation.removeDuration == 0.3)
    }

    @Test("elevation renders as a box-shadow value and reports how far it reaches")
    func elevation() {
        let elevation = ThemeElevation(
            color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), offsetX: -1, offsetY: 2, blurRadius: 8, spread: 1
        )
        #expect(elevation.cssBoxShadow == "-1px 2px 8px 1px rgba(0,0,0,0.5)")
        #expect(elevation.extent == 12)
    }

    @Test("every documented class name, kinds included, is listed once")
    func classNames() {
        let all = SnackbarCSSClass.all
        #expect(Set(all).count == all.count)
        for name in [
            "snackbar", "icon", "title", "message", "action", "long-action", "close", "progress", "countdown",
            "spinner", "repeat-count", "positive", "warning", "negative", "info", "neutral"
        ] {
            #expect(all.contains(name), "missing \(name)")
        }
    }

    @Test("CSS numbers have no exponent and at most three decimals")
    func numbers() {
        #expect(CSSNumber.format(12) == "12")
        #expect(CSSNumber.format(10.5) == "10.5")
        #expect(CSSNumber.format(0.05) == "0.05")
        #expect(CSSNumber.format(1e-7) == "0")
        #expect(CSSNumber.format(-2.25) == "-2.25")
        #expect(CSSNumber.format(2.0 / 3) == "0.667")
    }
}
