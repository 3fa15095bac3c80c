import Foundation
import Testing

/// A stylesheet for one snack: it styles that snack's window and no other.
extension DisplayTests {
    @Test("a snack's own stylesheet or palette variant colours it alone; bad rules come back with file:line:column")
    func scopedStyleSheet() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snack-scoped-\(UUID().uuidString).css")
        try ".snackbar.info { background-color: #00ff00; }\n.snackbar { colour: red; }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let testbed = try launch(["scoped", file.path])
        defer { testbed.finish() }
        let own = try #require(await testbed.placedFrame("own"))
        let plain = try #require(await testbed.placedFrame("plain"))
        let dark = try #require(await testbed.placedFrame("dark"))
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        let palette = try #require(await testbed.waitFor("background ", prefix: true)).split(separator: " ").map(String.init)
        var ownColor = ""
        var plainColor = ""
        var darkColor = ""
        _ = try await eventually {
            ownColor = try XDisplay.pixel(x: own.x + 4, y: own.midY)
            plainColor = try XDisplay.pixel(x: plain.x + 4, y: plain.midY)
            darkColor = try XDisplay.pixel(x: dark.x + 4, y: dark.midY)
            return ownColor == "#00FF00" && darkColor == palette[4]
        }
        #expect(ownColor == "#00FF00")
        #expect(plainColor == palette[2], "the plain snack keeps the light theme colour")
        #expect(darkColor == palette[4], "the dark palette applies to that snack alone")
        #expect(palette[2] != palette[4])
        #expect(testbed.lines.contains { $0.hasPrefix("css-problem \(file.path):2:") }, "\(testbed.lines)")
    }
}
