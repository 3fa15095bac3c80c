import Foundation
import Testing

/// The keyboard reaches a snack in an app (`SnackbarPresenter.focusNewest()`), and a cut text opens in place.
extension DisplayTests {
    /// The window that has the keyboard now (`xdotool getwindowfocus`).
    private func focusedWindow() throws -> String {
        try XDisplay.run("xdotool", ["getwindowfocus"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("focusNewest gives the snack the keyboard: Tab, Enter run the second action, the app gets the focus back")
    func keyboardReachesTheSnack() async throws {
        let testbed = try launch(["keyboard"])
        defer { testbed.finish() }
        _ = try #require(await testbed.placedFrame("k"))
        let app = try #require(await XDisplay.visibleWindow(named: "^keyboard app$"))
        try XDisplay.run("xdotool", ["windowfocus", "--sync", app])
        let snack = try #require(await XDisplay.visibleWindow(of: "k"))
        testbed.send("focus")
        #expect(await testbed.waitFor("focused true") != nil, "\(testbed.lines)")
        #expect(try await eventually { try focusedWindow() == snack }, "the snack has the keyboard")
        testbed.send("paused k")
        #expect(await testbed.waitFor("paused k true") != nil, "its timer holds while it has the focus: \(testbed.lines)")
        try XDisplay.run("xdotool", ["key", "Tab", "Return"])
        #expect(await testbed.waitFor("dismissed k action(redo)") != nil, "\(testbed.lines)")
        #expect(testbed.lines.contains("action-ran k redo"))
        #expect(try await eventually { try focusedWindow() == app }, "the app window has the keyboard again")
    }

    /// A snack in an app whose body tap has a name: the keyboard starts on the body, Return runs the tap, and
    /// Tab goes on to the first action.
    @Test("focusNewest on a snack with a named tap: Return on its body runs the tap; Tab reaches the actions")
    func keyboardRunsANamedTap() async throws {
        let testbed = try launch(["keyboard", "tap"])
        defer { testbed.finish() }
        _ = try #require(await testbed.placedFrame("k"))
        testbed.send("focus")
        #expect(await testbed.waitFor("focused true") != nil, "\(testbed.lines)")
        try XDisplay.run("xdotool", ["key", "Return"])
        #expect(await testbed.waitFor("tap-ran k") != nil, "\(testbed.lines)")
        try XDisplay.run("xdotool", ["key", "Tab", "Return"])
        #expect(await testbed.waitFor("dismissed k action(undo)") != nil, "\(testbed.lines)")
    }

    /// 20 lines fit: the snack shows them all and its neighbour moves up. 100 do not: the snack takes the
    /// work area's height (800 less the 16 px insets) less its older neighbour's, which moves to the top inset
    /// and stays whole, and scrolls.
    @Test("a click on a cut message opens it in place: taller, timer held, the stack follows", arguments: [20, 100])
    func clickExpandsTheText(lines: Int) async throws {
        let testbed = try launch(["expand", String(lines)])
        defer { testbed.finish() }
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        let cut = try #require(await testbed.placedFrame("e"))
        let neighbour = try #require(await testbed.placedFrame("n"))
        // The text starts after the icon; a third of the way across is inside it.
        try XDisplay.click(x: cut.x + cut.width / 3, y: cut.midY)
        let placed = { (id: String, line: String) -> Frame? in
            guard line.hasPrefix("placed \(id) ") else { return nil }
            return Frame(fields: line.split(separator: " ").dropFirst(2).map(String.init))
        }
        let grownLine = await testbed.waitFor { (placed("e", $0)?.height ?? 0) > cut.height }
        let grown = try #require(grownLine.flatMap { placed("e", $0) }, "\(testbed.lines)")
        let window = try #require(await XDisplay.visibleWindow(of: "e"))
        #expect(try await eventually { try XDisplay.frame(ofWindow: window)?.height == grown.height }, "the window itself grew")
        testbed.send("paused e")
        #expect(await testbed.waitFor("paused e true") != nil, "the timer holds while the text is open: \(testbed.lines)")
        if lines == 100 {
            let older = await testbed.waitFor { placed("n", $0)?.y == 16 }
            let frame = try #require(older.flatMap { placed("n", $0) }, "the neighbour moves to the top inset: \(testbed.lines)")
            #expect(frame.height == neighbour.height, "and stays whole: \(neighbour) → \(frame)")
            #expect(grown.y == frame.maxY + 16 && grown.maxY == 800 - 16, "the rest of the work area, no more: \(grown)")
        } else {
            #expect(grown.height > 3 * cut.height && grown.height < 800 - 2 * 16, "all 20 lines: \(cut) → \(grown)")
            let moved = await testbed.waitFor { placed("n", $0).map { $0 != neighbour } ?? false }
            let frame = try #require(moved.flatMap { placed("n", $0) }, "the neighbour restacks: \(testbed.lines)")
            #expect(frame.maxY + 16 <= grown.y, "above the opened snack, spaced: \(frame) over \(grown)")
            // No compositor: the grown window got a new shape (its lower part shows, its corner is cut),
            // the neighbour that only moved kept its own.
            for shaped in [grown, frame] {
                let desktop = try XDisplay.pixel(x: shaped.x - 1, y: shaped.maxY - 1)
                #expect(
                    try await eventually {
                        try XDisplay.pixel(x: shaped.x + shaped.width / 2, y: shaped.maxY - 2) != desktop
                            && XDisplay.pixel(x: shaped.x, y: shaped.maxY - 1) == desktop
                    }, "\(shaped): drawn to its bottom, its corner cut")
            }
        }
    }

    /// A paragraph cut after four lines, opened: the snack grows by the lines it cut, no more (no empty band
    /// above and below the text), and shows no part it did not show before (a progress bar it has not).
    @Test func anOpenedParagraphTakesTheHeightOfItsTextAndShowsNothingElse() async throws {
        let testbed = try launch(["paragraph"])
        defer { testbed.finish() }
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        let cut = try #require(await testbed.placedFrame("p"))
        testbed.send("parts p")
        let before = try #require(await testbed.waitFor { $0.hasPrefix("parts p") }, "\(testbed.lines)")
        try XDisplay.click(x: cut.x + cut.width / 3, y: cut.y + 40)
        let grownLine = await testbed.waitFor { line in
            line.hasPrefix("placed p ") && (Frame(fields: line.split(separator: " ").dropFirst(2).map(String.init))?.height ?? 0) > cut.height
        }
        let grown = try #require(grownLine.flatMap { Frame(fields: $0.split(separator: " ").dropFirst(2).map(String.init)) }, "\(testbed.lines)")
        // Eight sentences take nine or ten lines at the text's width: five or six more than the four shown.
        #expect(grown.height < cut.height + 7 * 20, "\(cut) → \(grown)")
        testbed.send("parts p")
        let answers = { testbed.lines.filter { $0.hasPrefix("parts p") } }
        #expect(await eventually { answers().count == 2 }, "\(testbed.lines)")
        #expect(answers().last == before, "the parts it shows")
    }

    /// An older snack opened (100 lines, more than the screen) grows away from the edge, in the room the newer
    /// snack below it and the older one above it leave: it covers neither; the newer one stays where it was, the
    /// older one moves to the top inset, whole.
    @Test("an older snack's opened text grows away from the edge, never over a newer snack")
    func anOlderSnacksTextGrowsAwayFromTheNewerOnes() async throws {
        let testbed = try launch(["expand", "100", "1"])
        defer { testbed.finish() }
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        let cut = try #require(await testbed.placedFrame("e"))
        let newer = try #require(await testbed.placedFrame("w0"))
        try #require(newer.y > cut.maxY, "the newer snack is below: \(cut), \(newer)")
        try XDisplay.click(x: cut.x + cut.width / 3, y: cut.midY)
        let grownLine = await testbed.waitFor { line in
            guard line.hasPrefix("placed e "), let frame = Frame(fields: line.split(separator: " ").dropFirst(2).map(String.init)) else {
                return false
            }
            return frame.height > 3 * cut.height
        }
        let grown = try #require(grownLine.flatMap { Frame(fields: $0.split(separator: " ").dropFirst(2).map(String.init)) }, "\(testbed.lines)")
        let older = try #require(testbed.placedFrames("n").last)
        #expect(
            older.y == 16 && grown.maxY == cut.maxY && grown.y == older.maxY + 16,
            "from its old foot up to the older one: \(cut) → \(grown), \(older)")
        #expect(grown.maxY < newer.y, "not over the newer snack: \(grown) and \(newer)")
        let newerPlaces = testbed.placedFrames("w0")
        #expect(newerPlaces.allSatisfy { $0 == newer }, "the newer one stays: \(newerPlaces)")
    }

    /// Opens the text of `expand 100`'s snack with a click, and returns the frame it grows to: the area's height
    /// from under its older neighbour, moved to the top inset, down to the bottom inset.
    private func openHundredLines(_ testbed: Testbed) async throws -> Frame {
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        let cut = try #require(await testbed.placedFrame("e"))
        try XDisplay.click(x: cut.x + cut.width / 3, y: cut.midY)
        let opened = await testbed.waitFor { _ in
            guard let e = testbed.placedFrames("e").last, let n = testbed.placedFrames("n").last else { return false }
            return n.y == 16 && e.y == n.maxY + 16 && e.maxY == 800 - 16
        }
        return try #require(opened.flatMap { _ in testbed.placedFrames("e").last }, "the text fills the area: \(testbed.lines)")
    }

    /// An opened text (100 lines: all the area its older neighbour leaves) makes room for a newer snack arriving
    /// afterwards below it, scrolling more of itself, and takes the room back when it goes.
    @Test("a newer snack arriving under an opened text pushes it into less room, never under or over it")
    func newerSnacksMakeAnOpenedTextShrink() async throws {
        let testbed = try launch(["expand", "100"])
        defer { testbed.finish() }
        let opened = try await openHundredLines(testbed)
        testbed.send("add w0 bottom")
        let placed = await testbed.waitFor { _ in
            guard let e = testbed.placedFrames("e").last, let w0 = testbed.placedFrames("w0").last, let n = testbed.placedFrames("n").last
            else { return false }
            return e.maxY + 16 <= w0.y && e.y == n.maxY + 16 && n.y == 16
        }
        #expect(
            placed != nil,
            "the opened snack ends above the newer one, under the older one: \(testbed.placedFrames("e")), \(testbed.placedFrames("w0"))")
        testbed.send("remove w0")
        let regrown = await testbed.waitFor { _ in testbed.placedFrames("e").last.map { $0.height == opened.height } ?? false }
        #expect(regrown != nil, "it takes the room back: \(testbed.placedFrames("e"))")
    }

    /// An opened text of 100 lines scrolls: the title and the close button stay at the top while the lines
    /// move under them, and a scrollbar, drawn whatever the desktop's theme does with scrollbars, shows how
    /// much more there is and where the text is.
    @Test("an opened text scrolls under its title, and a scrollbar shows that there is more")
    func anOpenedTextScrollsUnderItsTitle() async throws {
        let testbed = try launch(["expand", "100"])
        defer { testbed.finish() }
        let body = try await openHundredLines(testbed)
        let title = try await partFrame("title", of: body, in: testbed)
        let close = try await partFrame("close", of: body, in: testbed)
        let bar = try await partFrame("scrollbar", of: body, in: testbed)
        #expect(close.y < title.maxY, "the close button is level with the title: \(close), \(title)")
        #expect(bar.height > body.height / 2 && bar.x > title.x, "a scrollbar beside the text: \(bar)")
        let titlePixels = try XDisplay.pixels(in: title)
        #expect(Set(titlePixels).count > 2, "the title is drawn")
        // The slider starts at the top of its trough: the bar's top differs from its bottom.
        let barColumn = { try XDisplay.column(x: bar.x + bar.width / 2, y: bar.y + 2, height: bar.height - 4) }
        let atTop = try barColumn()
        #expect(atTop.first != atTop.last, "the slider is drawn: \(atTop.first ?? ""), \(atTop.last ?? "")")
        try XDisplay.run("xdotool", ["mousemove", "\(title.x + 20)", "\(body.midY)", "click", "--repeat", "60", "--delay", "10", "5"])
        #expect(
            try await eventually {
                let column = try barColumn()
                return column.first == atTop.last && column.last == atTop.first
            }, "the slider went down to the end of its trough")
        #expect(try XDisplay.pixels(in: title) == titlePixels, "the title stayed where it was, whole")
        #expect(try await partFrame("close", of: body, in: testbed) == close, "so did the close button")
    }

    /// The frame on the screen of `e`'s `part`, placed at `body`, once it shows (the scrollbar of an opened text
    /// maps with the window's next frame).
    private func partFrame(_ part: String, of body: Frame, in testbed: Testbed) async throws -> Frame {
        for _ in 0..<50 {
            let asked = testbed.lines.count
            testbed.send("frame e \(part)")
            let answer = { testbed.lines.dropFirst(asked).first { $0.hasPrefix("frame e \(part) ") } }
            _ = await testbed.waitFor { _ in answer() != nil }
            if let local = answer().flatMap({ Frame(fields: $0.split(separator: " ").dropFirst(3).map(String.init)) }) {
                return Frame(x: body.x + local.x, y: body.y + local.y, width: local.width, height: local.height)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TestbedError.noAnswer("frame e \(part): \(testbed.lines.suffix(3))")
    }

    /// An opened text scrolls from the keyboard: End shows its last lines, Home its first, Page Down a page on.
    @Test("the keyboard scrolls an opened text: End, Home, Page Down")
    func theKeyboardScrollsAnOpenedText() async throws {
        let testbed = try launch(["expand", "100"])
        defer { testbed.finish() }
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        testbed.send("focus")
        #expect(await testbed.waitFor("focused true") != nil, "\(testbed.lines)")
        try XDisplay.run("xdotool", ["key", "space"])
        let opened = await testbed.waitFor { _ in testbed.placedFrames("e").last.map { $0.maxY == 800 - 16 && $0.height > 400 } ?? false }
        let body = try #require(opened.flatMap { _ in testbed.placedFrames("e").last }, "opened: \(testbed.lines)")
        let bar = try await partFrame("scrollbar", of: body, in: testbed)
        // Where the slider is: the rows of the bar's middle column that differ from its trough's colour.
        let slider = {
            let column = try XDisplay.column(x: bar.x + bar.width / 2, y: bar.y, height: bar.height)
            let trough = Dictionary(grouping: column, by: { $0 }).max { $0.value.count < $1.value.count }?.key
            return column.indices.filter { column[$0] != trough }
        }
        let top = try slider()
        #expect(top.first.map { $0 < 4 } ?? false, "the slider starts at the top: \(top.first ?? -1)")
        try XDisplay.run("xdotool", ["key", "End"])
        #expect(try await eventually { try slider().last.map { $0 >= bar.height - 4 } ?? false }, "End: the slider at the foot")
        try XDisplay.run("xdotool", ["key", "Home"])
        #expect(try await eventually { try slider().first.map { $0 < 4 } ?? false }, "Home: back at the top")
        try XDisplay.run("xdotool", ["key", "Next"])
        #expect(try await eventually { try slider().first.map { $0 > 8 } ?? false }, "Page Down: a page on")
    }

    /// A snack with no buttons starts the keyboard on its cut text; Space opens it.
    @Test("Space on a focused cut text opens it")
    func spaceExpandsTheText() async throws {
        let testbed = try launch(["expand", "20"])
        defer { testbed.finish() }
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        let cut = try #require(await testbed.placedFrame("e"))
        let window = try #require(await XDisplay.visibleWindow(of: "e"))
        testbed.send("focus")
        #expect(await testbed.waitFor("focused true") != nil, "\(testbed.lines)")
        #expect(try await eventually { try focusedWindow() == window }, "the snack has the keyboard")
        try XDisplay.run("xdotool", ["key", "space"])
        let grown = await testbed.waitFor { line in
            guard line.hasPrefix("placed e "), let frame = Frame(fields: line.split(separator: " ").dropFirst(2).map(String.init)) else {
                return false
            }
            return frame.height > 3 * cut.height
        }
        #expect(grown != nil, "\(testbed.lines)")
    }
}
