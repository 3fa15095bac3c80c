import Foundation
import Testing

/// Colours on screen: each kind's background, the dark variant, a user CSS override.
extension DisplayTests {
    /// The background colour inside the window's left padding, once the window has drawn.
    private func background(_ arguments: [String], settings: [String] = []) throws -> (color: String, testbed: Testbed) {
        let testbed = try launch(["kind"] + arguments, settings: settings)
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("k"))
        var color = ""
        // The first frame may not be drawn yet when the window is placed.
        _ = try eventually { color = try XDisplay.pixel(x: frame.x + 4, y: frame.midY); return color != "#000000" }
        return (color, testbed)
    }

    @Test("each kind shows its own background colour")
    func kindBackgrounds() throws {
        var colors: [String: String] = [:]
        for kind in ["positive", "warning", "negative", "info", "neutral"] {
            colors[kind] = try background([kind]).color
        }
        #expect(Set(colors.values).count == 5, "\(colors)")
        #expect(!colors.values.contains("#000000"))
    }

    @Test("the dark variant changes the background, forced or from GTK's prefer-dark setting")
    func darkVariant() throws {
        let light = try background(["info", "light"]).color
        let forced = try background(["info", "dark"]).color
        let followed = try background(["info"], settings: ["gtk-application-prefer-dark-theme=1"]).color
        #expect(light != forced)
        #expect(followed == forced)
    }

    @Test("a user CSS file overrides the theme; its errors come back with file:line:column")
    func userCSS() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snack-user-\(UUID().uuidString).css")
        try ".snackbar.info { background-color: #ff00ff; }\n.snackbar { colour: red; }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (color, testbed) = try background(["info", "css", file.path])
        #expect(color == "#FF00FF")
        #expect(testbed.lines.contains { $0.hasPrefix("css-problem \(file.path):2:") }, "\(testbed.lines)")
    }
}
