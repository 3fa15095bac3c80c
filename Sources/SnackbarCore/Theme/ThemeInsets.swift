/// Space inside an edge, in pixels.
public struct ThemeInsets: Sendable, Hashable {
    /// Space above the content.
    public var top: Int
    /// Space at the start of a line (left in left-to-right text).
    public var leading: Int
    /// Space below the content.
    public var bottom: Int
    /// Space at the end of a line.
    public var trailing: Int

    /// Creates insets with a value per side.
    public init(top: Int, leading: Int, bottom: Int, trailing: Int) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets with one value above and below and another at both sides.
    public init(vertical: Int, horizontal: Int) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// CSS `padding` text: `top right bottom left` in pixels, for left-to-right layouts.
    public var css: String { "\(top)px \(trailing)px \(bottom)px \(leading)px" }
}
