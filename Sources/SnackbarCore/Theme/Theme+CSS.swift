extension Theme {
    /// GTK 3 CSS for one variant, to load into a GtkCssProvider for the snack windows.
    ///
    /// Selectors use the classes of `SnackbarCSSClass`: the window carries `.snackbar` and its kind
    /// class and the kind foreground, which its labels inherit; icons take the icon colour, buttons are flattened
    /// (Adwaita's gradients, borders and shadows reset) and take the action colour, with a wash on
    /// hover and press and a ring on keyboard focus. The theme's padding is the margin of the
    /// window's single child (`.snackbar > *`), because GtkWindow ignores CSS padding.
    /// - Parameters:
    ///   - variant: light or dark colours.
    ///   - rounded: emit the corner radius. Pass false when the window is not composited: GTK then
    ///     paints the corners black, and the renderer rounds the window with a shape mask instead.
    ///   - highContrast: the high-contrast palette of the variant, with a 2 px border.
    ///   - shadowed: whether a shadow is drawn around the snacks; without one, light cards take a border
    ///     that shows on a white desktop (`palette(for:highContrast:shadowed:)`).
    ///   - dialect: GTK 3's CSS, or GTK 4's (whose focus outline follows the border radius by itself).
    /// - Returns: CSS text; parses in GTK 3.24 (or 4.8 for `.gtk4`) without errors.
    public func css(
        variant: ThemeVariant, rounded: Bool = true, highContrast: Bool = false, shadowed: Bool = true,
        dialect: CSSDialect = .gtk3
    ) -> String {
        var rules = sharedRules(rounded: rounded, borderWidth: Self.borderWidth(highContrast: highContrast), dialect: dialect)
        let palette = palette(for: variant, highContrast: highContrast, shadowed: shadowed)
        for kind in SnackKind.paletteKinds {
            rules += kindRules(selector: ".\(SnackbarCSSClass.snackbar).\(kind.cssClass)", palette[kind])
        }
        let name = highContrast ? "high-contrast \(variant.rawValue)" : variant.rawValue
        let header = "/* Snackbar theme, \(name) variant. Override any rule in your own gtk.css. */\n"
        return header + rules.map(\.text).joined(separator: "\n")
    }

    /// Rules that do not depend on the kind: box model, fonts (each text row's, `SnackTextRow`) and the
    /// button reset.
    private func sharedRules(rounded: Bool, borderWidth: Int, dialect: CSSDialect) -> [CSSRule] {
        let root = "." + SnackbarCSSClass.snackbar
        let buttons = "\(root) button"
        return [
            CSSRule(
                root,
                [
                    ("background-image", "none"),
                    ("border-width", "\(borderWidth)px"),
                    ("border-style", "solid"),
                    ("border-radius", rounded ? "\(layout.cornerRadius)px" : "0"),
                    ("padding", "0"),
                    ("box-shadow", "none")
                ]),
            // GtkWindow ignores CSS padding, so the inner space is the margin of its one child.
            CSSRule("\(root) > *", [("margin", layout.padding.css)])
        ] + SnackTextRow.allCases.map { CSSRule("\(root) .\($0.cssClass)", font($0.style(in: typography))) } + [
            CSSRule(
                "\(root) .\(SnackbarCSSClass.icon)",
                [
                    ("-gtk-icon-style", "symbolic"),
                    ("min-width", "\(layout.iconSize)px"),
                    ("min-height", "\(layout.iconSize)px")
                ]),
            CSSRule(
                buttons,
                [
                    ("background-color", "transparent"),
                    ("background-image", "none"),
                    ("border-style", "none"),
                    ("border-radius", "6px"),
                    ("box-shadow", "none"),
                    ("text-shadow", "none"),
                    ("-gtk-icon-shadow", "none"),
                    ("min-height", "0"),
                    ("min-width", "0"),
                    ("padding", "6px 10px"),
                    ("outline-style", "none")
                ] + font(typography.action)),
            CSSRule("\(buttons) label", font(typography.action)),
            CSSRule(
                "\(buttons):focus",
                [
                    ("outline-color", "currentColor"),
                    ("outline-style", "solid"),
                    ("outline-width", "2px"),
                    ("outline-offset", "-2px")
                ] + (dialect == .gtk3 ? [("-gtk-outline-radius", "6px")] : [])),
            // An opened text's scrollbar: a thin bar in the text's own colour that stays in view while there is
            // more to read, whatever the desktop's theme does with scrollbars (the service loads none).
            CSSRule(
                "\(root) scrollbar",
                [
                    ("background-color", "transparent"),
                    ("background-image", "none"),
                    ("border-style", "none")
                ] + (dialect == .gtk3 ? [("-GtkScrollbar-has-backward-stepper", "false"), ("-GtkScrollbar-has-forward-stepper", "false")] : [])),
            CSSRule(
                "\(root) scrollbar slider",
                [
                    ("min-width", "6px"),
                    ("min-height", "24px"),
                    ("margin", "0 0 0 6px"),
                    ("border-style", "none"),
                    ("border-radius", "999px"),
                    ("background-image", "none"),
                    ("background-color", "alpha(currentColor, 0.45)")
                ]),
            CSSRule("\(root) scrollbar slider:hover", [("background-color", "alpha(currentColor, 0.65)")]),
            CSSRule("\(root) .\(SnackbarCSSClass.longAction)", [("margin-top", "4px")]),
            CSSRule("\(root) .\(SnackbarCSSClass.close)", [("padding", "4px"), ("border-radius", "999px")]),
            // The countdown: a 3 px line along the foot, as wide as the text, drawn in no time.
            CSSRule(
                "\(root) .\(SnackbarCSSClass.countdown), \(root) .\(SnackbarCSSClass.countdown) trough, \(root) .\(SnackbarCSSClass.countdown) progress",
                [
                    ("background-image", "none"),
                    ("border-style", "none"),
                    ("border-radius", "0"),
                    ("box-shadow", "none"),
                    ("min-width", "0"),
                    ("min-height", "3px"),
                    ("padding", "0"),
                    ("margin", "0"),
                    ("transition", "none")
                ]),
            CSSRule("\(root) .\(SnackbarCSSClass.countdown)", [("margin-top", "6px")]),
            CSSRule(
                "\(root) .\(SnackbarCSSClass.progress) trough",
                [
                    ("background-image", "none"),
                    ("border-style", "none"),
                    ("border-radius", "2px"),
                    ("min-height", "4px")
                ]),
            CSSRule(
                "\(root) .\(SnackbarCSSClass.progress) progress",
                [
                    ("background-image", "none"),
                    ("border-style", "none"),
                    ("border-radius", "2px"),
                    ("box-shadow", "none"),
                    ("min-height", "4px")
                    // GTK 4's own sheet gives the bar negative margins, which without its border measure
                    // below zero.
                ] + (dialect == .gtk4 ? [("margin", "0")] : []))
        ]
    }

    /// The colour rules of one kind.
    private func kindRules(selector root: String, _ colors: KindPalette) -> [CSSRule] {
        let foreground = colors.foreground.css
        let action = colors.action.css
        return [
            CSSRule(
                root,
                [
                    ("background-color", colors.background.css),
                    ("border-color", colors.border.css),
                    ("color", foreground)
                ]),
            // Labels take the snack's colour, beating a desktop theme's `label` colour, so that a colour set on
            // `.snackbar` (or `.action`) reaches the text under it.
            CSSRule("\(root) label", [("color", "inherit")]),
            CSSRule(
                "\(root) label selection",
                [
                    ("background-color", colors.foreground.withAlpha(0.3).css),
                    ("color", foreground)
                ]),
            CSSRule("\(root) *:link", [("color", action)]),
            CSSRule("\(root) .\(SnackbarCSSClass.icon)", [("color", colors.icon.css)]),
            CSSRule("\(root) .\(SnackbarCSSClass.spinner)", [("color", foreground)]),
            CSSRule("\(root) button", [("color", action)]),
            CSSRule("\(root) button:hover", [("background-color", colors.hoverOverlay.css)]),
            CSSRule(
                "\(root) button:active, \(root) button:checked",
                [
                    ("background-color", colors.pressedOverlay.css)
                ]),
            // The cross in the snack's own colour (the kind's text colour unless a theme sets one on `.snackbar`),
            // not the action colour other buttons take.
            CSSRule(
                "\(root) button.\(SnackbarCSSClass.close), \(root) button.\(SnackbarCSSClass.close) image",
                [
                    ("color", "inherit")
                ]),
            // The "More" menu's nodes descend from its button (GTK 3 styles an attached menu under the
            // widget it is attached to), so the action colour meant for the snack would colour its items
            // on the menu's own background: the menu takes the snack's background and text colours instead,
            // whose contrast the theme checks.
            CSSRule(
                "\(root) menu",
                [
                    ("background-color", colors.background.css),
                    ("border-color", colors.border.css),
                    ("color", foreground)
                ]),
            CSSRule("\(root) menuitem, \(root) menuitem label", [("color", foreground)]),
            CSSRule("\(root) menuitem:hover", [("background-color", colors.hoverOverlay.css)]),
            CSSRule(
                "\(root) .\(SnackbarCSSClass.progress) trough",
                [
                    ("background-color", colors.foreground.withAlpha(0.25).css)
                ]),
            CSSRule("\(root) .\(SnackbarCSSClass.progress) progress", [("background-color", action)]),
            CSSRule(
                "\(root) .\(SnackbarCSSClass.countdown) trough",
                [
                    ("background-color", colors.foreground.withAlpha(0.15).css)
                ]),
            CSSRule("\(root) .\(SnackbarCSSClass.countdown) progress", [("background-color", action)])
        ]
    }

    private func font(_ style: ThemeTextStyle) -> [(property: String, value: String)] {
        [("font-size", "\(CSSNumber.format(style.size))pt"), ("font-weight", style.weight.css)]
    }
}
