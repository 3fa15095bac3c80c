/// The colours of every snack kind in one variant (light or dark).
public struct Palette: Sendable, Hashable {
    /// `.positive`: something went well.
    public var positive: KindPalette
    /// `.warning`: something needs attention soon.
    public var warning: KindPalette
    /// `.negative`: something failed.
    public var negative: KindPalette
    /// `.info`: plain information with an icon.
    public var info: KindPalette
    /// `.neutral` and `.neutralIcon`: plain information.
    public var neutral: KindPalette

    /// Creates a palette from one `KindPalette` per kind.
    public init(
        positive: KindPalette,
        warning: KindPalette,
        negative: KindPalette,
        info: KindPalette,
        neutral: KindPalette
    ) {
        self.positive = positive
        self.warning = warning
        self.negative = negative
        self.info = info
        self.neutral = neutral
    }

    /// The colours of a kind; `.neutralIcon` shares `.neutral`'s, as its CSS class does.
    public subscript(kind: SnackKind) -> KindPalette {
        get {
            switch kind {
            case .positive: positive
            case .warning: warning
            case .negative: negative
            case .info: info
            case .neutral, .neutralIcon: neutral
            }
        }
        set {
            switch kind {
            case .positive: positive = newValue
            case .warning: warning = newValue
            case .negative: negative = newValue
            case .info: info = newValue
            case .neutral, .neutralIcon: neutral = newValue
            }
        }
    }
}
