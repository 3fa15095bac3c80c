/// Everything about how snacks look and move: colours per kind in a light and a dark variant,
/// text styles, layout, shadow and animation. A value; the renderer turns it into GTK 3 CSS
/// with `css(variant:rounded:)` and reads the layout and animation numbers directly.
public struct Theme: Sendable, Hashable {
    /// Colours for light desktops.
    public var light: Palette
    /// Colours for dark desktops.
    public var dark: Palette
    /// Colours for a high-contrast desktop (GTK's HighContrast theme, GNOME's high-contrast switch).
    public var highContrastLight: Palette
    /// Colours for a high-contrast dark desktop (GTK's HighContrastInverse theme).
    public var highContrastDark: Palette
    /// Text sizes and weights.
    public var typography: ThemeTypography
    /// Sizes and distances.
    public var layout: ThemeLayout
    /// The drop shadow.
    public var elevation: ThemeElevation
    /// Entrance, rearrange and exit motion.
    public var animation: ThemeAnimation

    /// Creates a theme; every part defaults to the standard one.
    public init(
        light: Palette = .standardLight,
        dark: Palette = .standardDark,
        highContrastLight: Palette = .highContrastLight,
        highContrastDark: Palette = .highContrastDark,
        typography: ThemeTypography = .standard,
        layout: ThemeLayout = .standard,
        elevation: ThemeElevation = .standard,
        animation: ThemeAnimation = .standard
    ) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
        self.typography = typography
        self.layout = layout
        self.elevation = elevation
        self.animation = animation
    }

    /// The standard theme: accessible (WCAG AA) colours, 16 px spacing, 428 px wide, slide-and-fade.
    public static let standard = Theme()

    /// The default theme, the same as `standard`.
    public static var `default`: Theme { standard }

    /// The palette of a variant, or of its high-contrast counterpart.
    public func palette(for variant: ThemeVariant, highContrast: Bool = false) -> Palette {
        switch (variant, highContrast) {
        case (.light, false): light
        case (.dark, false): dark
        case (.light, true): highContrastLight
        case (.dark, true): highContrastDark
        }
    }

    /// The palette cards are drawn with when `shadowed` is false: no shadow sets a pale light card off a
    /// white desktop, so each light kind takes its `borderWithoutShadow`. Dark and high-contrast cards keep
    /// their borders: they stand out by themselves.
    public func palette(for variant: ThemeVariant, highContrast: Bool = false, shadowed: Bool) -> Palette {
        var palette = palette(for: variant, highContrast: highContrast)
        guard !shadowed, Self.strengthensBorderWithoutShadow(variant: variant, highContrast: highContrast) else {
            return palette
        }
        for kind in SnackKind.paletteKinds { palette[kind].border = palette[kind].borderWithoutShadow }
        return palette
    }

    /// Whether cards of `variant` take their `borderWithoutShadow` where no shadow is drawn: light ones, whose
    /// pale surface would vanish on a white desktop (not the high-contrast ones, whose border is their ink).
    public static func strengthensBorderWithoutShadow(variant: ThemeVariant, highContrast: Bool) -> Bool {
        variant == .light && !highContrast
    }

    /// The border width in pixels: 2 in high contrast, where the border must show, else a 1 px hairline.
    public static func borderWidth(highContrast: Bool) -> Int { highContrast ? 2 : 1 }
}
