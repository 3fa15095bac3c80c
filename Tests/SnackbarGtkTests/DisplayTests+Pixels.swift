import Foundation
import SnackbarCore
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

    private func background(_ arguments: [String], settings: [String] = [], environment: [String: String] = [:]) async throws -> Shown {
        let testbed = try launch(["kind"] + arguments, settings: settings, environment: environment)
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

    @Test("the dark variant changes the background: forced, or from GTK's prefer-dark setting, theme name or GTK_THEME")
    func darkVariant() async throws {
        let forced = try await background(["info", "dark"])
        #expect(forced.color == forced.dark)
        #expect(forced.dark != forced.light)
        let followed = try await background(["info"], settings: ["gtk-application-prefer-dark-theme=1"])
        #expect(followed.color == followed.dark)
        let themeName = try await background(["info"], settings: ["gtk-theme-name=Adwaita-dark"])
        #expect(themeName.color == themeName.dark)
        let variable = try await background(["info"], environment: ["GTK_THEME": "Adwaita:dark"])
        #expect(variable.color == variable.dark, "GTK_THEME=Adwaita:dark")
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

/// The card's edge where no compositor draws a shadow (this display has none): a light card's border must
/// set it off a white desktop by itself.
extension DisplayTests {
    /// The pixels of snack `k` of kind `kind` in `variant`: its left border and, 4 px in, its surface.
    private func edge(_ kind: String, _ variant: String) async throws -> (border: RGBAColor, surface: RGBAColor) {
        let testbed = try launch(["kind", kind, variant])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("k"))
        var column: [String] = []
        _ = try await eventually {
            column = try XDisplay.row(x: frame.x, y: frame.midY, width: 5)
            return column.count == 5 && column[4] != "#000000"
        }
        return (try RGBAColor(parsing: column[0], field: "border"), try RGBAColor(parsing: column[4], field: "surface"))
    }

    @Test(
        "without a compositor a light card's border is its icon colour, 3:1 or more against white",
        arguments: SnackKind.paletteKinds)
    func lightBorderShowsWithoutShadow(_ kind: SnackKind) async throws {
        let shown = try await edge(kind.cssClass, "light")
        let palette = Theme.standard.light[kind]
        #expect(shown.surface == palette.background)
        #expect(shown.border == palette.icon)
        #expect(shown.border.contrastRatio(on: .white) >= 3, "\(kind): \(shown.border.contrastRatio(on: .white)):1")
    }

    @Test("without a compositor a dark card keeps its faint light hairline")
    func darkBorderIsUnchanged() async throws {
        let shown = try await edge("info", "dark")
        let palette = Theme.standard.dark.info
        #expect(shown.surface == palette.background)
        // GTK blends the translucent border itself, rounding a channel a step off ours.
        let blended = palette.border.composited(over: palette.background)
        let steps = [shown.border.red - blended.red, shown.border.green - blended.green, shown.border.blue - blended.blue]
        #expect(steps.allSatisfy { abs($0) <= 1 }, "\(shown.border) against \(blended)")
    }
}
