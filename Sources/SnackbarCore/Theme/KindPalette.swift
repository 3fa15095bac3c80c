/// The colours of one snack kind in one variant.
public struct KindPalette: Sendable, Hashable {
    /// The snack's surface (the window background).
    public var background: RGBAColor
    /// Title, message and close-button colour.
    public var foreground: RGBAColor
    /// Action button label colour.
    public var action: RGBAColor
    /// Icon colour (symbolic icons are recoloured with it).
    public var icon: RGBAColor
    /// A hairline around the surface that separates it from a background of similar colour.
    public var border: RGBAColor

    /// Creates a palette; the icon takes the foreground colour unless given.
    public init(
        background: RGBAColor,
        foreground: RGBAColor,
        action: RGBAColor,
        icon: RGBAColor? = nil,
        border: RGBAColor
    ) {
        self.background = background
        self.foreground = foreground
        self.action = action
        self.icon = icon ?? foreground
        self.border = border
    }

    /// The border where no shadow sets the card off the desktop (no compositor, a picture): the border if it
    /// stands out 3:1 against a white desktop (WCAG's non-text contrast), else the icon colour, else the
    /// foreground, whichever does first.
    public var borderWithoutShadow: RGBAColor {
        [border, icon, foreground].first { $0.contrastRatio(on: .white) >= 3 } ?? border
    }

    /// The wash behind a hovered button: the foreground at low opacity, so it reads on any surface.
    public var hoverOverlay: RGBAColor { foreground.withAlpha(0.14) }

    /// The wash behind a pressed button.
    public var pressedOverlay: RGBAColor { foreground.withAlpha(0.24) }
}
