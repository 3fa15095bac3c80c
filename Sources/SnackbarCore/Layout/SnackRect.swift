/// A rectangle in screen pixels (GDK's root-window coordinates).
public struct SnackRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge (exclusive).
    public var maxY: Int { y + height }
    /// The right edge (exclusive).
    public var maxX: Int { x + width }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: SnackRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Whether this rectangle and `other` share a pixel.
    public func intersects(_ other: SnackRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// `x y width height`, the form the testbed prints.
    public var description: String { "\(x) \(y) \(width) \(height)" }
}
