import Foundation

/// Reads single pixels of a PNG with ImageMagick's `convert` (installed with the test dependencies).
enum ScreenPixels {
    /// The colour at `(x, y)` as `RRGGBB` hex.
    static func color(in file: String, x: Int, y: Int) async throws -> String {
        // `txt:` prints e.g. "0,0: (198,40,40)  #C62828  srgb(198,40,40)".
        let result = try await Command.run(["convert", file, "-crop", "1x1+\(x)+\(y)", "+repage", "txt:-"])
        guard result.status == 0, let hash = result.output.split(separator: "#").last else {
            throw PixelError(message: "convert failed on \(file): \(result.errors)")
        }
        return String(hash.prefix(6))
    }

    /// How many distinct colours the whole picture holds (text's anti-aliasing gives dozens, a flat fill one).
    static func colorCount(in file: String) async throws -> Int {
        let result = try await Command.run(["convert", file, "-format", "%k", "info:"])
        guard result.status == 0, let count = Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw PixelError(message: "convert failed on \(file): \(result.errors)")
        }
        return count
    }

    /// The width and height in a PNG's header (bytes 16–23, big-endian).
    static func size(of file: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)).prefix(24))
        guard bytes.count == 24, bytes[1...3] == [0x50, 0x4E, 0x47] else { throw PixelError(message: "\(file) is not a PNG") }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}

struct PixelError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
