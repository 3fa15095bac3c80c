import Foundation
import Testing

/// Languages, text direction and text size: the snack's own words from the `snackbar` catalogue, leading
/// and trailing after the locale's direction, each label after its text's, the width after the text scale.
extension DisplayTests {
    @Test("under de_DE.UTF-8 the close button is named and labelled from the catalogue: Schließen")
    func closeButtonSpeaksGerman() async throws {
        try XDisplay.parkPointer()
        let testbed = try Testbed(["accessible"], environment: ["LC_ALL": "de_DE.UTF-8", "LANGUAGE": ""])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("described") != nil, "\(testbed.lines) \(testbed.standardError)")
        #expect(testbed.lines.contains("accessible n role=push button name=Schließen"), "\(testbed.lines)")
        #expect(!testbed.lines.contains { $0.hasSuffix("name=Close") }, "\(testbed.lines)")
    }
}

/// Direction: placement after the locale, each label after its own text.
extension DisplayTests {
    /// The frame snack `t` of `text ALIGN MESSAGE` got, checked against the X server's, and the box its
    /// text is drawn in (screen pixels).
    private func shownText(_ alignment: String, _ message: String, environment: [String: String]) async throws -> (frame: Frame, ink: Frame) {
        try XDisplay.parkPointer()
        let testbed = try Testbed(["text", alignment, message], environment: environment)
        defer { testbed.finish() }
        let placed = try #require(await testbed.placedFrame("t"), "\(testbed.lines) \(testbed.standardError)")
        let window = try #require(await XDisplay.visibleWindow(of: "t"), "no visible window for t")
        #expect(try XDisplay.frame(ofWindow: window) == placed)
        var ink: Frame?
        // The first frame may not be drawn yet when the window is placed.
        _ = try await eventually {
            ink = try XDisplay.ink(in: placed)
            return ink != nil
        }
        return (placed, try #require(ink, "no text drawn in \(placed)"))
    }

    @Test("under he_IL leading is the right side of the screen and trailing the left", arguments: ["leading", "trailing"])
    func placementFollowsTheLocale(_ alignment: String) async throws {
        let hebrew = ["LC_ALL": "he_IL.UTF-8"]
        let frame = try await shownText(alignment, "Saved to disk", environment: hebrew).frame
        if alignment == "leading" { #expect(frame.maxX == 1280 - 16, "\(frame)") } else { #expect(frame.x == 16, "\(frame)") }
    }

    @Test("each label starts where its own text does: Hebrew at the right under C, English at the left under he_IL")
    func labelFollowsItsText() async throws {
        let english = try await shownText("center", "Saved to disk", environment: ["LC_ALL": "C"])
        let hebrew = try await shownText("center", "נשמר בדיסק", environment: ["LC_ALL": "C"])
        let englishUnderHebrew = try await shownText("center", "Saved to disk", environment: ["LC_ALL": "he_IL.UTF-8"])
        // The text's near side sits at the body's padding; its far side well inside.
        func gaps(_ shown: (frame: Frame, ink: Frame)) -> (left: Int, right: Int) {
            (shown.ink.x - shown.frame.x, shown.frame.maxX - shown.ink.maxX)
        }
        for latin in [english, englishUnderHebrew] {
            #expect(gaps(latin).left < 40 && gaps(latin).right > 200, "left-aligned: \(gaps(latin))")
        }
        #expect(gaps(hebrew).right < 40 && gaps(hebrew).left > 200, "right-aligned: \(gaps(hebrew))")
    }
}

/// Large text: the width grows with the desktop's text scale, up to the work area.
extension DisplayTests {
    @Test(
        "the popup is the theme's 428 px times the text scale, capped by the work area inside its insets",
        arguments: [("1", 428), ("1.5", 642), ("4", 1280 - 2 * 16)])
    func widthFollowsTheTextScale(scale: String, width: Int) async throws {
        try XDisplay.parkPointer()
        let testbed = try Testbed(["text", "center", "Saved to disk"], environment: ["GDK_DPI_SCALE": scale])
        defer { testbed.finish() }
        let placed = try #require(await testbed.placedFrame("t"), "\(testbed.lines) \(testbed.standardError)")
        #expect(placed.width == width)
        let window = try #require(await XDisplay.visibleWindow(of: "t"))
        #expect(try XDisplay.frame(ofWindow: window) == placed)
    }
}

/// Large text comes with large targets: the close cross grows with the text scale.
extension DisplayTests {
    @Test("the close cross is twice as large at twice the text size")
    func closeCrossFollowsTheTextScale() async throws {
        try XDisplay.parkPointer()
        var sizes: [Int] = []
        for scale in ["1", "2"] {
            let testbed = try Testbed(["close"], environment: ["GDK_DPI_SCALE": scale])
            defer { testbed.finish() }
            let placed = try #require(await testbed.placedFrame("c"), "\(testbed.lines) \(testbed.standardError)")
            // The cross is the only thing drawn in the snack's last 64 px ("Closable" sits at its start).
            let corner = Frame(x: placed.maxX - 64, y: placed.y, width: 64, height: placed.height)
            var cross: Frame?
            #expect(
                try await eventually {
                    cross = try XDisplay.ink(in: corner)
                    return cross != nil
                }, "scale \(scale): nothing drawn in \(corner)")
            sizes.append(max(cross?.width ?? 0, cross?.height ?? 0))
        }
        #expect(sizes[1] >= sizes[0] * 2 - 2 && sizes[1] <= sizes[0] * 2 + 2, "the cross at 1× and 2×: \(sizes)")
    }
}

extension XDisplay {
    /// The box of what is drawn inside `frame` in a colour other than its body's (the text, an icon),
    /// 8 px in from its sides so the rounded corners count as body; nil while nothing is drawn.
    static func ink(in frame: Frame) throws -> Frame? {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("snack-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        try run("import", ["-window", "root", shot])
        let crop = Frame(x: frame.x + 8, y: frame.y + 8, width: frame.width - 16, height: frame.height - 16)
        // -trim cuts the body's colour (the corner pixel's) from every side; %@ is the box left: WxH+X+Y.
        let box = try run(
            "convert",
            [
                shot, "-crop", "\(crop.width)x\(crop.height)+\(crop.x)+\(crop.y)", "+repage",
                "-fuzz", "10%", "-format", "%@", "info:"
            ])
        let numbers = box.split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.count == 4, numbers[0] < crop.width else { return nil }
        return Frame(x: crop.x + numbers[2], y: crop.y + numbers[3], width: numbers[0], height: numbers[1])
    }
}
