/// The text styles of a snack: its bold title line, its message, and its action labels.
public struct ThemeTypography: Sendable, Hashable {
    /// The title line above the message.
    public var title: ThemeTextStyle
    /// The message text.
    public var message: ThemeTextStyle
    /// Inline and long action button labels.
    public var action: ThemeTextStyle

    /// Creates typography.
    public init(title: ThemeTextStyle, message: ThemeTextStyle, action: ThemeTextStyle) {
        self.title = title
        self.message = message
        self.action = action
    }

    /// The standard typography: sizes follow Adwaita's 11 pt body text.
    public static let standard = ThemeTypography(
        title: ThemeTextStyle(size: 11, weight: .bold),
        message: ThemeTextStyle(size: 10.5, weight: .regular),
        action: ThemeTextStyle(size: 10.5, weight: .bold)
    )
}
