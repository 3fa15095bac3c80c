import Testing
@testable import SnackbarCore

@Suite("Theme contrast report")
struct ThemeContrastTests {
    @Test("the standard theme passes WCAG AA in every kind and variant")
    func standardPasses() {
        #expect(Theme.standard.contrastReport() == [])
        #expect(Theme.default == Theme.standard)
    }

    @Test("a low-contrast foreground is flagged with its kind, variant, role and ratio")
    func badForeground() throws {
        var theme = Theme.standard
        theme.dark.warning.foreground = RGBAColor(hex: 0xE0B020)
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
