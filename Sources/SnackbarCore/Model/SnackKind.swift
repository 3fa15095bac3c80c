/// What a snack says about the thing it reports; chooses the palette and the default icon.
public enum SnackKind: Sendable, Hashable {
    /// Something went well ("Item added").
    case positive
    /// Something needs attention soon ("Connection unstable").
    case warning
    /// Something failed ("Could not save").
    case negative
    /// Plain information with an info icon.
    case info
    /// Plain information without an icon.
    case neutral
    /// Plain information with the given icon (an icon-theme name or a file path).
    case neutralIcon(String)

    /// The CSS class the renderer puts on the snack's window (`.snackbar.<name>`).
    public var cssClass: String {
        switch self {
        case .positive: "positive"
        case .warning: "warning"
        case .negative: "negative"
        case .info: "info"
        case .neutral, .neutralIcon: "neutral"
        }
    }

    /// The icon-theme name of the kind's default icon, or nil for no icon: what a desktop notification
    /// server is sent. The renderer draws the kind's `SnackGlyph` instead, which looks the same.
    public var defaultIcon: String? {
        switch self {
        case .positive: "emblem-ok-symbolic"
        case .warning: "dialog-warning-symbolic"
        case .negative: "dialog-error-symbolic"
        case .info: "dialog-information-symbolic"
        case .neutral: nil
        case .neutralIcon(let icon): icon
        }
    }

    /// The word screen readers say for the kind, first in the snack's accessible name and as its default
    /// icon's name, in the user's language: nil for neutral snacks, which say nothing about what they report.
    public var spokenName: String? {
        switch self {
        case .positive: localized("Success")
        case .warning: localized("Warning")
        case .negative: localized("Error")
        case .info: localized("Information")
        case .neutral, .neutralIcon: nil
        }
    }

    /// Every kind with a palette of its own, in display order.
    public static let paletteKinds: [SnackKind] = [.positive, .warning, .negative, .info, .neutral]

    /// Parses a kind name as the CLI and C ABI spell it (`positive`, `warning`, `negative`, `info`, `neutral`).
    public init?(name: String) {
        switch name.lowercased() {
        case "positive", "success": self = .positive
        case "warning": self = .warning
        case "negative", "error": self = .negative
        case "info": self = .info
        case "neutral": self = .neutral
        default: return nil
        }
    }
}
