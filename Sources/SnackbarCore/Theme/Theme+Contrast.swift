extension Theme {
    /// The contrast WCAG 2.x level AA asks of normal-size text.
    public static let minimumTextContrast = 4.5
    /// The contrast WCAG 2.x level AAA asks of normal-size text: what the high-contrast palettes keep.
    public static let minimumHighContrastText = 7.0

    /// Every kind × variant whose foreground or action colour has less than 4.5:1 contrast
    /// (WCAG AA) on its background, or in the high-contrast palettes (`highContrast`) less than 7:1
    /// (AAA); empty when the theme is readable everywhere. Translucent colours are judged as
    /// composited over their background.
    public func contrastReport(highContrast: Bool = false) -> [ContrastIssue] {
        let required = highContrast ? Self.minimumHighContrastText : Self.minimumTextContrast
        var issues: [ContrastIssue] = []
        for variant in ThemeVariant.allCases {
            let palette = palette(for: variant, highContrast: highContrast)
            for kind in SnackKind.paletteKinds {
                let colors = palette[kind]
                let pairs: [(ContrastIssue.Role, RGBAColor)] = [
                    (.foreground, colors.foreground),
                    (.action, colors.action)
                ]
                for (role, color) in pairs {
                    let ratio = color.contrastRatio(on: colors.background)
                    if ratio < required {
                        issues.append(ContrastIssue(kind: kind, variant: variant, role: role, ratio: ratio, required: required))
                    }
                }
            }
        }
        return issues
    }
}
