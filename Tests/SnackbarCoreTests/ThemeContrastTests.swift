import Testing

@testable import SnackbarCore

@Suite("Theme contrast report")
struct ThemeContrastTests {
    @Test("the standard theme passes WCAG AA in every kind and variant")
    func standardPasses() {
        #expect(Theme.standard.contrastReport() == [])
        #expect(Theme.default == Theme.standard)
    }

    /// Icons are non-text content (WCAG 1.4.11): 3:1 on the surface in every kind and variant.
    @Test("the standard icons keep 3:1 on their surface")
    func standardIconsStandOut() {
        for variant in ThemeVariant.allCases {
            let palette = Theme.standard.palette(for: variant)
            for kind in SnackKind.paletteKinds {
                let ratio = palette[kind].icon.contrastRatio(on: palette[kind].background)
                #expect(ratio >= 3, "\(variant) \(kind): \(ratio)")
            }
        }
    }

    /// With no shadow around it (no compositor, a picture), a pale light card is set off a white desktop by
    /// its border alone: 3:1 against white (WCAG's non-text contrast), in the kind's icon colour. Dark and
    /// high-contrast cards look the same with and without a shadow.
    @Test("without a shadow light borders keep 3:1 on white; dark and high contrast do not change")
    func bordersWithoutShadow() {
        let flat = Theme.standard.palette(for: .light, shadowed: false)
        for kind in SnackKind.paletteKinds {
            let ratio = flat[kind].border.contrastRatio(on: .white)
            #expect(ratio >= 3, "light \(kind): \(ratio)")
            #expect(flat[kind].border == Theme.standard.light[kind].icon, "light \(kind)")
            #expect(Theme.standard.light[kind].border.contrastRatio(on: .white) < 3, "the shadowed hairline stays faint")
        }
        #expect(Theme.standard.palette(for: .light, shadowed: true) == Theme.standard.light)
        for variant in ThemeVariant.allCases {
            #expect(
                Theme.standard.palette(for: variant, highContrast: true, shadowed: false)
                    == Theme.standard.palette(for: variant, highContrast: true))
        }
        #expect(Theme.standard.palette(for: .dark, shadowed: false) == Theme.standard.dark)
        let css = Theme.standard.css(variant: .light, shadowed: false)
        #expect(css.contains("border-color: \(Theme.standard.light.info.icon.css);"), "\(css)")
        #expect(Theme.standard.css(variant: .dark, shadowed: false) == Theme.standard.css(variant: .dark))
        // A border that already stands out is kept.
        var custom = Theme.standard.light.info
        custom.border = .black
        #expect(custom.borderWithoutShadow == .black)
    }

    /// A light and a dark popup of one kind are told apart at a glance: their surfaces are at least 7:1
    /// apart, and each variant keeps its side (light surfaces lighter than dark text, and the reverse).
    @Test("the light and dark variants are clearly distinct")
    func variantsAreDistinct() {
        let light = Theme.standard.palette(for: .light)
        let dark = Theme.standard.palette(for: .dark)
        for kind in SnackKind.paletteKinds {
            let ratio = light[kind].background.contrastRatio(on: dark[kind].background)
            #expect(ratio >= 7, "\(kind): light and dark surfaces \(ratio):1 apart")
            #expect(light[kind].background.relativeLuminance > light[kind].foreground.relativeLuminance, "light \(kind)")
            #expect(dark[kind].background.relativeLuminance < dark[kind].foreground.relativeLuminance, "dark \(kind)")
        }
    }

    @Test("the high-contrast palettes keep 7:1 (WCAG AAA) for text and actions, icons and borders included, and a 2 px border")
    func highContrastPasses() {
        #expect(Theme.standard.contrastReport(highContrast: true) == [])
        for variant in ThemeVariant.allCases {
            let palette = Theme.standard.palette(for: variant, highContrast: true)
            for kind in SnackKind.paletteKinds {
                #expect(palette[kind].icon.contrastRatio(on: palette[kind].background) >= 7, "\(variant) \(kind)")
                #expect(palette[kind].border.contrastRatio(on: palette[kind].background) >= 7, "\(variant) \(kind)")
            }
        }
        #expect(Theme.standard.css(variant: .light, highContrast: true).contains("border-width: 2px"))
        #expect(Theme.standard.css(variant: .light).contains("border-width: 1px"))
    }

    /// The countdown's bar is drawn in the action colour over a 15 % wash of the text colour: the bar keeps
    /// 3:1 (WCAG's non-text contrast) against both the wash and the background in every palette, and 7:1 on
    /// the background in the high-contrast ones.
    @Test("the countdown bar stands out in every kind, variant and contrast")
    func countdownContrast() {
        for highContrast in [false, true] {
            for variant in ThemeVariant.allCases {
                let palette = Theme.standard.palette(for: variant, highContrast: highContrast)
                for kind in SnackKind.paletteKinds {
                    let colors = palette[kind]
                    let trough = colors.foreground.withAlpha(0.15).composited(over: colors.background)
                    let bar = colors.action.composited(over: colors.background)
                    #expect(bar.contrastRatio(on: trough) >= 3, "\(variant) \(kind) high contrast: \(highContrast)")
                    #expect(bar.contrastRatio(on: colors.background) >= (highContrast ? 7 : 4.5), "\(variant) \(kind)")
                }
            }
            let css = Theme.standard.css(variant: .dark, highContrast: highContrast)
            #expect(
                css.contains(
                    ".snackbar.neutral .countdown progress {\n  background-color: \(Theme.standard.palette(for: .dark, highContrast: highContrast).neutral.action.css);\n}"
                ), "\(css)")
        }
    }

    @Test("a high-contrast action below 7:1 is flagged against 7, though it passes AA")
    func highContrastThreshold() throws {
        var theme = Theme.standard
        theme.highContrastDark.info.action = RGBAColor(hex: 0x3584E4)
        let issue = try #require(theme.contrastReport(highContrast: true).first)
        #expect(issue.required == 7 && issue.variant == .dark && issue.kind == .info && issue.role == .action)
        #expect(theme.contrastReport() == [])
    }

    @Test("a low-contrast foreground is flagged with its kind, variant, role and ratio")
    func badForeground() throws {
        var theme = Theme.standard
        theme.dark.warning.foreground = RGBAColor(hex: 0x7A5C14)
        let issues = theme.contrastReport()
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.kind == .warning)
        #expect(issue.variant == .dark)
        #expect(issue.role == .foreground)
        #expect(issue.ratio < 4.5)
        #expect(issue.required == 4.5)
        #expect(issue.description.hasPrefix("dark warning: foreground contrast"))
    }

    @Test("a low-contrast action and a faint translucent foreground are both flagged")
    func badActionAndTranslucent() {
        var theme = Theme.standard
        theme.light.info.action = RGBAColor(hex: 0x3584E4)
        theme.light.neutral.foreground = RGBAColor.white.withAlpha(0.2)
        let found = Set(theme.contrastReport().map { "\($0.variant) \($0.kind.cssClass) \($0.role)" })
        #expect(found == ["light info action", "light neutral foreground"])
    }

    @Test("a ratio just above 4.5 passes and just below fails")
    func threshold() {
        var theme = Theme.standard
        theme.light.neutral = KindPalette(
            background: .white, foreground: RGBAColor(hex: 0x767676), action: RGBAColor(hex: 0x767676),
            border: .black
        )
        #expect(theme.contrastReport() == [])
        theme.light.neutral.action = RGBAColor(hex: 0x777777)
        #expect(theme.contrastReport().map(\.role) == [.action])
    }
}
