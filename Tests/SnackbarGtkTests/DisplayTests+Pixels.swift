import Foundation
import Testing

/// Colours on screen: each kind's background, the dark variant, a user CSS override.
extension DisplayTests {
    /// What one `kind` scenario showed: the background inside the window's left padding once drawn,
    /// and the theme's light and dark backgrounds for that kind as the testbed printed them.
    private struct Shown {
        var color = ""
        var light = ""
        var dark = ""
        var lines: [String] = []
    }

    private func background(_ arguments: [String], settings: [String] = []) async throws -> Shown {
        let testbed = try launch(["kind"] + arguments, settings: settings)
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("k"))
        let palette = try #require(await testbed.waitFor("background ", prefix: true)).split(separator: " ").map(String.init)
        var shown = Shown(light: palette[2], dark: palette[4])
        // The first frame may not be drawn yet when the window is placed.
        _ = try await eventually {
            shown.color = try XDisplay.pixel(x: frame.x + 4, y: frame.midY)
            return shown.color != "#000000"
        }
        shown.lines = testbed.lines
        return shown
    }

    @Test("each kind shows its theme background colour", arguments: ["positive", "warning", "negative", "info", "neutral"])
    func kindBackground(_ kind: String) async throws {
        let shown = try await background([kind, "light"])
        #expect(shown.color == shown.light)
    }

    @Test("the dark variant changes the background: forced, or from GTK's prefer-dark setting or theme name")
    func darkVariant() async throws {
        let forced = try await background(["info", "dark"])
        #expect(forced.color == forced.dark)
        #expect(forced.dark != forced.light)
        let followed = try await background(["info"], settings: ["gtk-application-prefer-dark-theme=1"])
        #expect(followed.color == followed.dark)
        let themeName = try await background(["info"], settings: ["gtk-theme-name=Adwaita-dark"])
        #expect(themeName.color == themeName.dark)
    }

    @Test("a user CSS file overrides the theme; its errors come back with file:line:column")
    func userCSS() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snack-user-\(UUID().uuidString).css")
        try ".snackbar.info { background-color: #ff00ff; }\n.snackbar { colour: red; }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let shown = try await background(["info", "css", file.path])
        #expect(shown.color == "#FF00FF")
        #expect(shown.lines.contains { $0.hasPrefix("css-problem \(file.path):2:") }, "\(shown.lines)")
    }
}
