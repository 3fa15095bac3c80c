/// Size and weight of one kind of text in a snack; the family is left to the desktop's font.
public struct ThemeTextStyle: Sendable, Hashable {
    /// Font size in points.
    public var size: Double
    /// Font weight.
    public var weight: ThemeFontWeight

    /// Creates a text style.
    public init(size: Double, weight: ThemeFontWeight) {
        self.size = size
        self.weight = weight
    }
}
