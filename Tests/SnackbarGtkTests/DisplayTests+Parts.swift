import Foundation
import SnackbarGtk
import Testing

/// One layout for screen and picture: `--render-png` (`SnackbarRenderer`, cairo and Pango without GTK's
/// widgets) puts every part of a snack where the on-screen window's widgets put it.
extension DisplayTests {
    /// `part <layout> <screen|painted> <part> x y w h` lines of the testbed's `parts` scenario, by layout
    /// and part, each side's frame.
    private typealias Parts = [String: [String: [String: [Int]]]]

    private func parts(in lines: [String]) -> Parts {
        var parts: Parts = [:]
        for line in lines where line.hasPrefix("part ") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 8 else { continue }
            parts[fields[1], default: [:]][fields[3], default: [:]][fields[2]] = fields[4...].compactMap { Int($0) }
        }
        return parts
    }

    @Test("the picture's text rows, icon, button, close, progress and counter frames are the screen's, within 2 px")
    func paintedPartsAreWhereTheScreenShowsThem() async throws {
        let testbed = try launch(["parts"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("done", limit: 60) != nil, "\(testbed.lines) \(testbed.standardError)")
        let layouts = parts(in: testbed.lines)
        #expect(
            Set(layouts.keys)
                == [
                    "plain", "glyph", "themed-icon", "picture", "inline", "two", "long-action", "close", "progress", "wrapped", "counter",
                    "under", "title-only", "rows"
                ],
            "\(testbed.lines)")
        for (layout, parts) in layouts.sorted(by: { $0.key < $1.key }) {
            for (part, sides) in parts.sorted(by: { $0.key < $1.key }) {
                let screen = try #require(sides["screen"], "\(layout) \(part): drawn in the picture only")
                let painted = try #require(sides["painted"], "\(layout) \(part): on screen only")
                let off = zip(screen, painted).map { abs($0 - $1) }.max() ?? 0
                #expect(screen.count == 4 && off <= 2, "\(layout) \(part): screen \(screen), picture \(painted)")
            }
        }
        // Each layout shows what it is for, on both sides.
        let expected: [String: [String]] = [
            "plain": ["message", "text"], "glyph": ["icon", "title", "message"], "themed-icon": ["icon", "message"],
            "picture": ["icon", "title", "message"], "inline": ["action-0", "action-0-label"],
            "two": ["icon", "action-0", "action-1", "action-1-label"], "long-action": ["long-action", "long-action-label"],
            "close": ["close", "title"], "progress": ["progress", "close"], "wrapped": ["title", "message", "action-0"],
            "counter": ["counter", "close"], "under": ["title", "message", "action-0", "action-1", "close"], "title-only": ["title", "text"],
            "rows": ["text"] + SnackTextRow.allCases.map(SnackPartNames.row)
        ]
        for (layout, names) in expected {
            #expect(Set(names).isSubset(of: Set(layouts[layout]?.keys.map { $0 } ?? [])), "\(layout): \(layouts[layout] ?? [:])")
        }
        #expect(layouts["picture"]?["icon"]?["screen"]?[2] == 48, "a picture at the theme's picture size")
        #expect((layouts["wrapped"]?["message"]?["screen"]?[3] ?? 0) > 40, "the long message wraps onto three lines")
        #expect(layouts["title-only"]?["message"] == nil, "an empty message takes no room, on either side")
        // Two buttons beside a mail's text would leave it a column of a word a line: they go under it, and a
        // short text keeps them beside it.
        for side in ["screen", "painted"] {
            let text = layouts["under"]?["text"]?[side] ?? []
            let reply = layouts["under"]?["action-0"]?[side] ?? []
            #expect(text.count == 4 && reply.count == 4 && reply[1] >= text[1] + text[3], "under, \(side): text \(text), Reply \(reply)")
            #expect((layouts["under"]?["text"]?[side]?[2] ?? 0) > 300, "under, \(side): the text takes the row")
            // Its close button level with the title, as a notification's, not halfway down the message.
            let close = layouts["under"]?["close"]?[side] ?? []
            let message = layouts["under"]?["message"]?[side] ?? []
            #expect(close.count == 4 && message.count == 4 && close[1] < message[1], "under, \(side): close \(close), message \(message)")
            let sync = layouts["two"]?["text"]?[side] ?? []
            let retry = layouts["two"]?["action-0"]?[side] ?? []
            #expect(sync.count == 4 && retry.count == 4 && retry[0] >= sync[0] + sync[2], "two, \(side): Retry beside the text")
        }
        #expect(
            layouts["rows"]?["title"]?["screen"]?[3] == layouts["wrapped"]?["title"]?["screen"]?[3],
            "a title past two lines is cut to the two a wrapped title takes")
    }
}
