import Foundation
import Testing

/// A stylesheet for one snack: it styles that snack's window and no other.
extension DisplayTests {
    @Test("a snack's own stylesheet colours it alone; its bad rules come back with file:line:column")
    func scopedStyleSheet() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snack-scoped-\(UUID().uuidString).css")
        try ".snackbar.info { background-color: #00ff00; }\n.snackbar { colour: red; }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let testbed = try launch(["scoped", file.path])
        defer { testbed.finish() }
        let own = try #require(testbed.placedFrame("own"))
        let plain = try #require(testbed.placedFrame("plain"))
        #expect(testbed.waitFor("ready") != nil, "\(testbed.lines)")
        var ownColor = "", plainColor = ""
        _ = try eventually {
            ownColor = try XDisplay.pixel(x: own.x + 4, y: own.midY)
            plainColor = try XDisplay.pixel(x: plain.x + 4, y: plain.midY)
            return ownColor == "#00FF00"
        }
        #expect(ownColor == "#00FF00")
        #expect(plainColor != "#00FF00" && plainColor != "#000000", "the other snack keeps the theme's colour")
        #expect(testbed.lines.contains { $0.hasPrefix("css-problem \(file.path):2:") }, "\(testbed.lines)")
    }
}
