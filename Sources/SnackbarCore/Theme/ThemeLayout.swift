/// Sizes and distances of snacks on screen, in pixels.
public struct ThemeLayout: Sendable, Hashable {
    /// The gap between two stacked snacks.
    public var spacing: Int
    /// The gap between a stack and the edges of the monitor's work area.
    public var contentInset: Int
    /// The widest a snack gets; narrower screens shrink it to fit inside the insets.
    public var maxWidth: Int
    /// The corner radius (used only where the renderer can draw rounded corners cleanly).
    public var cornerRadius: Int
    /// The space between the snack's border and its content.
    public var padding: ThemeInsets
    /// The gap between the icon, the text and the buttons.
    public var innerSpacing: Int
    /// The icon's width and height: the kinds' glyphs and icon-theme icons.
    public var iconSize: Int
    /// The side a picture is scaled to fit: an image file given as the icon or a notification's image,
    /// 48 px as notification servers show pictures.
    public var pictureSize = 48
    /// The message wraps up to this many lines, then ends in an ellipsis.
    public var maxMessageLines: Int

    /// Creates a layout.
    public init(
        spacing: Int,
        contentInset: Int,
        maxWidth: Int,
        cornerRadius: Int,
        padding: ThemeInsets,
        innerSpacing: Int,
        iconSize: Int,
        maxMessageLines: Int
    ) {
        self.spacing = spacing
        self.contentInset = contentInset
        self.maxWidth = maxWidth
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.innerSpacing = innerSpacing
        self.iconSize = iconSize
        self.maxMessageLines = maxMessageLines
    }

    /// The standard layout: 16 px spacing and insets, 428 px wide at most, 12 px corners.
    public static let standard = ThemeLayout(
        spacing: 16,
        contentInset: 16,
        maxWidth: 428,
        cornerRadius: 12,
        padding: ThemeInsets(vertical: 12, horizontal: 16),
        innerSpacing: 12,
        iconSize: 24,
        maxMessageLines: 4
    )
}
