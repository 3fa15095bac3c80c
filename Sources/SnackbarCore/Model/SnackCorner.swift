/// A corner of the screen (or of an app's window) where snacks stack: an edge and a place along it. Each
/// corner is a stack of its own: its queue, its room and its inset.
public struct SnackCorner: Sendable, Hashable, CustomStringConvertible {
    /// The edge the stack grows away from.
    public var edge: SnackEdge
    /// Where along the edge the stack sits.
    public var alignment: SnackAlignment

    /// The corner at `alignment` along `edge`.
    public init(edge: SnackEdge, alignment: SnackAlignment) {
        self.edge = edge
        self.alignment = alignment
    }

    /// Every corner, edge by edge, leading first.
    public static let allCases: [SnackCorner] = SnackEdge.allCases.flatMap { edge in
        SnackAlignment.allCases.map { SnackCorner(edge: edge, alignment: $0) }
    }

    /// `edge-alignment`, as in `bottom-leading`.
    public var description: String { "\(edge.rawValue)-\(alignment.rawValue)" }
}
