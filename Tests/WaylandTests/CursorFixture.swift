import Foundation

/// Cursor themes written for a test: Xcursor files of one 40×40 image in one colour, hot spot at the
/// top left, so the pointer's colour on screen tells which theme's file the client loaded.
enum CursorFixture {
    /// Opaque ARGB colours.
    static let magenta: UInt32 = 0xFFFF_00FF
    static let cyan: UInt32 = 0xFF00_FFFF
    /// Each theme's image size (nominal and drawn).
    static let size: UInt32 = 40
    /// Cursors every theme also holds, which a popup never shows.
    static let fillers = (0..<20).map { "filler-\($0)" }

    /// Writes `directory/name/cursors/…` (`cursors` by name and colour, and the fillers in grey) and an
    /// `index.theme` inheriting `inherits`.
    static func theme(_ name: String, in directory: String, inherits: String? = nil, cursors: [String: UInt32]) throws {
        let folder = "\(directory)/\(name)"
        try FileManager.default.createDirectory(atPath: folder + "/cursors", withIntermediateDirectories: true)
        let index = "[Icon Theme]\nName=\(name)\n" + (inherits.map { "Inherits=\($0)\n" } ?? "")
        try Data(index.utf8).write(to: URL(fileURLWithPath: folder + "/index.theme"))
        var files = cursors
        for filler in fillers { files[filler] = 0xFF80_8080 }
        for (cursor, color) in files {
            try file(color: color).write(to: URL(fileURLWithPath: "\(folder)/cursors/\(cursor)"))
        }
    }

    /// One Xcursor file: its header, a table of one image, the image's chunk (little-endian words).
    private static func file(color: UInt32) -> Data {
        let imageType: UInt32 = 0xFFFD_0002
        var words: [UInt32] = [0x7275_6358, 16, 0x1_0000, 1, imageType, size, 28]
        words += [36, imageType, size, 1, size, size, 0, 0, 0]
        words += Array(repeating: color, count: Int(size * size))
        var data = Data(capacity: words.count * 4)
        for word in words { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }
}
