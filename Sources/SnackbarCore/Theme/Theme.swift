/// Everything about how snacks look and move: colours per kind in a light and a dark variant,
/// text styles, layout, shadow and animation. A value; the renderer turns it into GTK 3 CSS
/// with `css(variant:rounded:)` and reads the layout and animation numbers directly.
public struct Theme: Sendable, Hashable {
    /// Colours for light desktops.
    public var light: Palette
    /// Colours for dark desktops.
    public var dark: Palette
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
        typography: ThemeTypography = .standard,
        layout: ThemeLayout = .standard,
        elevation: ThemeElevation = .standard,
        animation: ThemeAnimation = .standard
    ) {
        self.light = light
        self.dark = dark
        self.typography = typography
        self.layout = layout
        self.elevation = elevation
        self.animation = animation
    }

    /// The standard theme: accessible (WCAG AA) colours, 16 px spacing, 428 px wide, slide-and-fade.
    public static let standard = Theme()

    /// The default theme, the same as `standard`.
    public static var `default`: Theme { standard }

    /// The palette of a variant.
    public func palette(for variant: ThemeVariant) -> Palette {
        switch variant {
        case .light: light
        case .dark: dark
        }
    }
}
