/// A built-in symbol the renderer draws itself, in the icon's CSS colour: the kinds' default icons and
/// the close button's cross.
///
/// Drawn rather than looked up so that a process whose snacks name no icon never loads the icon theme
/// (its index, its cache files, GTK's built-in icon resources and the image loaders: ~3 MB of the popup
/// service's resident memory). Each glyph is a few shapes on a 16-unit square, scaled to the size drawn:
/// filled or stroked with round ends, and cut-outs that clear what they cover.
public enum SnackGlyph: Sendable, Hashable, CaseIterable {
    /// A check mark (positive snacks).
    case success
    /// A triangle with an exclamation mark (warning snacks).
    case warning
    /// A disc with a bar across (negative snacks).
    case error
    /// A disc with an "i" (info snacks).
    case information
    /// A cross (the close button).
    case close

    /// The side of the square the shapes are drawn on.
    public static let gridSize = 16.0

    /// The glyph a kind shows when its snack names no icon; nil for neutral kinds.
    public init?(kind: SnackKind) {
        switch kind {
        case .positive: self = .success
        case .warning: self = .warning
        case .negative: self = .error
        case .info: self = .information
        case .neutral, .neutralIcon: return nil
        }
    }

    /// The shapes in drawing order: later cut-outs clear what earlier shapes covered.
    public var shapes: [GlyphShape] {
        switch self {
        case .success:
            [GlyphShape(.stroke(width: 2), [.move(3, 8.5), .line(6.5, 12), .line(13, 4.5)])]
        case .warning:
            [
                GlyphShape(.fillAndStroke(width: 2), [.move(8, 1.5), .line(14.5, 14), .line(1.5, 14), .close]),
                GlyphShape(.stroke(width: 2), [.move(8, 5.5), .line(8, 8.5)], cutsOut: true),
                GlyphShape(.fill, [.circle(8, 11.5, radius: 1.1)], cutsOut: true)
            ]
        case .error:
            [
                GlyphShape(.fill, [.circle(8, 8, radius: 7)]),
                GlyphShape(.fill, [.move(4, 7), .line(12, 7), .line(12, 9), .line(4, 9), .close], cutsOut: true)
            ]
        case .information:
            [
                GlyphShape(.fill, [.circle(8, 8, radius: 7)]),
                GlyphShape(.fill, [.circle(8, 4.75, radius: 1.1)], cutsOut: true),
                GlyphShape(.stroke(width: 2), [.move(8, 7.5), .line(8, 11.5)], cutsOut: true)
            ]
        case .close:
            [GlyphShape(.stroke(width: 2), [.move(4.5, 4.5), .line(11.5, 11.5), .move(11.5, 4.5), .line(4.5, 11.5)])]
        }
    }
}

/// What a snack's icon slot shows: an icon-theme name or image file path, or a built-in glyph.
public enum SnackIcon: Sendable, Hashable {
    case named(String)
    case glyph(SnackGlyph)
}

/// One shape of a glyph: a path on the glyph's 16-unit square and how it is painted.
public struct GlyphShape: Sendable, Hashable {
    /// How the path is painted. Strokes have round ends and joins.
    public enum Paint: Sendable, Hashable {
        case fill
        case stroke(width: Double)
        /// Filled, then stroked: the stroke rounds the corners.
        case fillAndStroke(width: Double)
    }

    /// A step of the path.
    public enum Step: Sendable, Hashable {
        case move(Double, Double)
        case line(Double, Double)
        /// A whole circle, a closed path of its own.
        case circle(Double, Double, radius: Double)
        case close
    }

    public let paint: Paint
    public let path: [Step]
    /// Whether the shape clears what it covers instead of painting it.
    public let cutsOut: Bool

    public init(_ paint: Paint, _ path: [Step], cutsOut: Bool = false) {
        self.paint = paint
        self.path = path
        self.cutsOut = cutsOut
    }
}
