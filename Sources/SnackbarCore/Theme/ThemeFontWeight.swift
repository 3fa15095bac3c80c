/// A font weight GTK 3 CSS understands (`font-weight: 400` … `700`).
public enum ThemeFontWeight: Int, Sendable, Hashable, CaseIterable {
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700

    /// The CSS value, e.g. `600`.
    public var css: String { String(rawValue) }
}
