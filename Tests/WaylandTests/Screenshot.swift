import Foundation
import SnackbarGtk

/// A screenshot as RGB pixels, read from the binary PPM (`P6`) that `grim -t ppm` writes.
struct Screenshot {
    /// One pixel's colour.
    struct Color: Hashable, CustomStringConvertible {
        var red, green, blue: UInt8
        var description: String { "rgb(\(red),\(green),\(blue))" }
    }

    let width: Int
    let height: Int
    private let pixels: [UInt8]

    /// Parses a PPM: "P6", width, height and 255 as text, each ended by whitespace, then three bytes a pixel.
    init(ppm: Data) throws {
        let bytes = [UInt8](ppm)
        var fields: [String] = []
        var field = ""
        var index = 0
        while fields.count < 4, index < bytes.count {
            let character = Character(UnicodeScalar(bytes[index]))
            if !character.isWhitespace {
                field.append(character)
            } else if !field.isEmpty {
                fields.append(field)
                field = ""
            }
            index += 1
        }
        guard fields.count == 4, fields[0] == "P6", fields[3] == "255", let width = Int(fields[1]), let height = Int(fields[2]),
            bytes.count - index == width * height * 3
        else { throw ToolError("not a 24-bit PPM screenshot") }
        (self.width, self.height, pixels) = (width, height, Array(bytes[index...]))
    }

    /// The colour at `(x, y)`.
    func color(x: Int, y: Int) -> Color {
        let offset = (y * width + x) * 3
        return Color(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// The smallest rectangle holding every pixel of exactly `color` inside `region`; nil if none is.
    func bounds(of color: Color, in region: SnackRect) -> SnackRect? {
        var xs: ClosedRange<Int>?
        var ys: ClosedRange<Int>?
        for y in max(0, region.y)..<min(height, region.maxY) {
            for x in max(0, region.x)..<min(width, region.maxX) where self.color(x: x, y: y) == color {
                xs = xs.map { min($0.lowerBound, x)...max($0.upperBound, x) } ?? x...x
                ys = ys.map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
            }
        }
        guard let xs, let ys else { return nil }
        return SnackRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.count, height: ys.count)
    }

    /// The pixels inside `region` whose colour differs from `other`'s (a screenshot of the same size).
    func differences(from other: Screenshot, in region: SnackRect) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in max(0, region.y)..<min(height, region.maxY) {
            for x in max(0, region.x)..<min(width, region.maxX) where color(x: x, y: y) != other.color(x: x, y: y) {
                points.append((x, y))
            }
        }
        return points
    }
}
