extension Palette {
    /// For GTK's HighContrast theme (and GNOME's high-contrast switch): black text on white with a black
    /// border; each kind keeps a dark colour of its own for its icon and actions. Every text colour
    /// keeps at least 7:1 (WCAG AAA) on its surface; `ThemeContrastTests` holds them to it.
    public static let highContrastLight = Palette(
        positive: highContrast(.light, accent: RGBAColor(hex: 0x00521B)),
        warning: highContrast(.light, accent: RGBAColor(hex: 0x5C3600)),
        negative: highContrast(.light, accent: RGBAColor(hex: 0x8A0012)),
        info: highContrast(.light, accent: RGBAColor(hex: 0x0B3D91)),
        neutral: highContrast(.light, accent: RGBAColor(hex: 0x000000))
    )

    /// For GTK's HighContrastInverse theme (and the high-contrast switch on a dark desktop): white text on
    /// black with a white border; each kind keeps a light colour of its own for its icon and actions.
    public static let highContrastDark = Palette(
        positive: highContrast(.dark, accent: RGBAColor(hex: 0x8FF0A4)),
        warning: highContrast(.dark, accent: RGBAColor(hex: 0xF9E27A)),
        negative: highContrast(.dark, accent: RGBAColor(hex: 0xFFA8B0)),
        info: highContrast(.dark, accent: RGBAColor(hex: 0x99C8FF)),
        neutral: highContrast(.dark, accent: RGBAColor(hex: 0xFFFFFF))
    )

    private static func highContrast(_ variant: ThemeVariant, accent: RGBAColor) -> KindPalette {
        let (surface, text) =
            variant == .light
            ? (RGBAColor(hex: 0xFFFFFF), RGBAColor(hex: 0x000000))
            : (RGBAColor(hex: 0x000000), RGBAColor(hex: 0xFFFFFF))
        return KindPalette(background: surface, foreground: text, action: accent, icon: accent, border: text)
    }
}
