import Testing

@testable import SnackbarCore

@Suite("Theme → GTK 3 CSS")
struct ThemeCSSTests {
    /// The body of the first rule whose selector list is exactly `selector`.
    private func rule(_ selector: String, in css: String) -> Substring? {
        guard let start = css.ranges(of: "\n" + selector + " {\n").first else { return nil }
        let rest = css[start.upperBound...]
        guard let end = rest.firstIndex(of: "}") else { return nil }
        return rest[..<end]
    }

    @Test("every documented class has a selector", arguments: ThemeVariant.allCases)
    func classSelectors(variant: ThemeVariant) {
        let css = Theme.standard.css(variant: variant)
        for selector in [
            ".snackbar", ".snackbar .title", ".snackbar .message", ".snackbar .icon", ".snackbar button",
            ".snackbar .long-action", ".snackbar .close", ".snackbar .progress trough"
        ] {
            #expect(rule(selector, in: css) != nil, "missing \(selector)")
        }
        for kind in SnackKind.paletteKinds {
            let root = ".snackbar.\(kind.cssClass)"
            for selector in [root, "\(root) label", "\(root) .icon", "\(root) .spinner", "\(root) button:hover"] {
                #expect(rule(selector, in: css) != nil, "missing \(selector)")
            }
        }
    }

    @Test("each kind's rules carry its palette colours", arguments: ThemeVariant.allCases)
    func kindColours(variant: ThemeVariant) throws {
        let theme = Theme.standard
        let css = theme.css(variant: variant)
        for kind in SnackKind.paletteKinds {
            let colors = theme.palette(for: variant)[kind]
            let root = ".snackbar.\(kind.cssClass)"
            let window = try #require(rule(root, in: css))
            #expect(window.contains("background-color: \(colors.background.css);"))
            #expect(window.contains("border-color: \(colors.border.css);"))
            #expect(window.contains("color: \(colors.foreground.css);"))
            #expect(try #require(rule("\(root) label", in: css)).contains("color: inherit;"))
            #expect(try #require(rule("\(root) .icon", in: css)).contains("color: \(colors.icon.css);"))
            let buttons = try #require(rule("\(root) button", in: css))
            #expect(buttons.contains("color: \(colors.action.css);"))
            let hover = try #require(rule("\(root) button:hover", in: css))
            #expect(hover.contains("background-color: \(colors.hoverOverlay.css);"))
        }
    }

    @Test("buttons lose Adwaita's gradient, border and shadows")
    func buttonReset() throws {
        let buttons = try #require(rule(".snackbar button", in: Theme.standard.css(variant: .light)))
        for declaration in [
            "background-image: none;", "border-style: none;", "box-shadow: none;",
            "text-shadow: none;", "-gtk-icon-shadow: none;", "background-color: transparent;"
        ] {
            #expect(buttons.contains(declaration), "missing \(declaration)")
        }
        #expect(
            rule(".snackbar button:focus", in: Theme.standard.css(variant: .light))?
                .contains("outline-style: solid;") == true)
    }

    @Test("GTK 4's CSS leaves out the outline radius GTK 4 refuses and resets the bar's margins")
    func gtk4Dialect() throws {
        let gtk3 = Theme.standard.css(variant: .light)
        let gtk4 = Theme.standard.css(variant: .light, dialect: .gtk4)
        #expect(gtk3.contains("-gtk-outline-radius"))
        #expect(!gtk4.contains("-gtk-outline-radius"))
        #expect(rule(".snackbar button:focus", in: gtk4)?.contains("outline-style: solid;") == true)
        #expect(rule(".snackbar .progress progress", in: gtk4)?.contains("margin: 0;") == true)
        #expect(rule(".snackbar .progress progress", in: gtk3)?.contains("margin") == false)
    }

    @Test("typography and layout reach the CSS")
    func typographyAndLayout() throws {
        var theme = Theme.standard
        theme.typography.title = ThemeTextStyle(size: 13.5, weight: .semibold)
        theme.layout.padding = ThemeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let css = theme.css(variant: .dark)
        let title = try #require(rule(".snackbar .title", in: css))
        #expect(title.contains("font-size: 13.5pt;"))
        #expect(title.contains("font-weight: 600;"))
        #expect(try #require(rule(".snackbar > *", in: css)).contains("margin: 1px 4px 3px 2px;"))
    }

    @Test("the corner radius is emitted only when rounded")
    func corners() throws {
        let rounded = try #require(rule(".snackbar", in: Theme.standard.css(variant: .light)))
        #expect(rounded.contains("border-radius: 12px;"))
        let square = try #require(rule(".snackbar", in: Theme.standard.css(variant: .light, rounded: false)))
        #expect(square.contains("border-radius: 0;"))
        #expect(!square.contains("border-radius: 12px"))
    }

    @Test("the dark variant differs from the light one in every kind's surface")
    func darkDiffers() {
        let theme = Theme.standard
        #expect(theme.css(variant: .light) != theme.css(variant: .dark))
        for kind in SnackKind.paletteKinds {
            #expect(theme.light[kind].background != theme.dark[kind].background)
            #expect(theme.css(variant: .dark).contains(theme.dark[kind].background.css))
            #expect(!theme.css(variant: .dark).contains(theme.light[kind].background.css))
        }
    }

    @Test("neutralIcon shares neutral's palette and class")
    func neutralIcon() {
        #expect(Theme.standard.light[.neutralIcon("folder")] == Theme.standard.light.neutral)
        #expect(SnackKind.neutralIcon("folder").cssClass == "neutral")
    }

    @Test("braces balance and every declaration ends in a semicolon")
    func wellFormed() {
        let css = Theme.standard.css(variant: .light)
        #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
        for line in css.split(separator: "\n") where line.hasPrefix("  ") {
            #expect(line.hasSuffix(";"), "\(line)")
        }
    }
}
