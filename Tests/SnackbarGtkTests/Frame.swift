/// A window rectangle in screen pixels, as the testbed and `xwininfo` report it.
struct Frame: Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Parses `x y w h`.
    init?(fields: [String]) {
        let numbers = fields.compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var midY: Int { y + height / 2 }

    func intersects(_ other: Frame) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    var description: String { "\(x) \(y) \(width) \(height)" }
}
