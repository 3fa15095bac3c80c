extension Theme {
    /// The contrast WCAG 2.x level AA asks of normal-size text.
    public static let minimumTextContrast = 4.5

    /// Every kind × variant whose foreground or action colour has less than 4.5:1 contrast
    /// (WCAG AA) on its background; empty when the theme is readable everywhere.
    /// Translucent colours are judged as composited over their background.
    public func contrastReport() -> [ContrastIssue] {
        var issues: [ContrastIssue] = []
        for variant in ThemeVariant.allCases {
            let palette = palette(for: variant)
            for kind in SnackKind.paletteKinds {
                let colors = palette[kind]
                let pairs: [(ContrastIssue.Role, RGBAColor)] = [
                    (.foreground, colors.foreground),
                    (.action, colors.action),
                ]
                for (role, color) in pairs {
                    let ratio = color.contrastRatio(on: colors.background)
                    if ratio < Self.minimumTextContrast {
                        issues.append(ContrastIssue(
                            kind: kind, variant: variant, role: role,
                            ratio: ratio, required: Self.minimumTextContrast
                        ))
                    }
                }
            }
        }
        return issues
    }
}
