import Foundation
import Testing

/// Real pointer input with xdotool: clicks, double clicks, hover, drag.
extension DisplayTests {
    /// The inline action (or, with a close button, the close button) sits last in the row, at the
    /// trailing side inside the 16 px padding.
    private func trailingButton(_ frame: Frame) -> (x: Int, y: Int) {
        (frame.maxX - 16 - 12, frame.midY)
    }

    @Test("a real click on the action runs its handler once and the window goes", arguments: [1, 2])
    func clickAction(clicks: Int) async throws {
        let testbed = try launch(["action"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("a"))
        let button = trailingButton(frame)
        try XDisplay.click(x: button.x, y: button.y, count: clicks)
        #expect(await testbed.waitFor("dismissed a action(undo)") != nil, "\(testbed.lines)")
        #expect(await testbed.waitFor("closed a") != nil)
        #expect(testbed.lines.filter { $0 == "action-ran a undo" }.count == 1)
        #expect(try XDisplay.window(of: "a") == nil)
    }

    @Test("the close button dismisses with closeButton")
    func closeButton() async throws {
        let testbed = try launch(["close"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("c"))
        let button = trailingButton(frame)
        try XDisplay.click(x: button.x, y: button.y)
        #expect(await testbed.waitFor("dismissed c closed") != nil, "\(testbed.lines)")
    }

    /// The snack's 60 s are more than any lag of this process between the snack's map and the pointer's
    /// arrival, which under `make test` can run past a short snack's time.
    @Test("hovering holds a snack's time; it runs again once the pointer leaves")
    func hoverPauses() async throws {
        let testbed = try launch(["hover", "60"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("h"))
        try XDisplay.move(x: frame.x + frame.width / 2, y: frame.midY)
        #expect(await answersPaused(testbed, "h", true), "\(testbed.lines)")
        try XDisplay.parkPointer()
        #expect(await answersPaused(testbed, "h", false), "\(testbed.lines)")
    }

    /// Asks `paused ID` every 20 ms, for up to 30 s, until it answers `expected`.
    private func answersPaused(_ testbed: Testbed, _ id: String, _ expected: Bool) async -> Bool {
        let start = testbed.lines.count
        for _ in 0..<1500 {
            testbed.send("paused \(id)")
            try? await Task.sleep(for: .milliseconds(20))
            if testbed.lines.dropFirst(start).contains("paused \(id) \(expected)") { return true }
        }
        return false
    }

    /// When the snack under the pointer goes and the next one appears in its place, X sends the new
    /// window an enter but no motion: only a pointer that moves over a snack holds it (a notification
    /// under a resting mouse would never go otherwise).
    @Test("a snack that appears under a resting pointer still times out")
    func restingPointerDoesNotHold() async throws {
        let testbed = try launch(["successor", "1.5"])
        defer { testbed.finish() }
        let first = try #require(await testbed.placedFrame("first"))
        let pointer = (x: first.x + first.width / 2, y: first.midY)
        try XDisplay.move(x: pointer.x, y: pointer.y)
        defer { try? XDisplay.parkPointer() }
        testbed.send("remove first")
        let next = try #require(await testbed.placedFrame("next"))
        let underPointer = (next.x..<next.x + next.width).contains(pointer.x) && (next.y..<next.y + next.height).contains(pointer.y)
        try #require(underPointer, "the pointer rests on the next snack: \(next)")
        #expect(await testbed.waitFor("dismissed next timeout", limit: 6) != nil, "\(testbed.lines)")
    }

    @Test("dragging sideways past the threshold dismisses with swipe")
    func dragSwipes() async throws {
        let testbed = try launch(["drag"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("d"))
        try XDisplay.drag(x: frame.x + 100, y: frame.midY, dx: 220)
        #expect(await testbed.waitFor("dismissed d swiped") != nil, "\(testbed.lines)")
    }

    @Test("a short drag snaps back and does not dismiss")
    func shortDragStays() async throws {
        let testbed = try launch(["drag"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("d"))
        try XDisplay.drag(x: frame.x + 100, y: frame.midY, dx: 40)
        let window = try #require(await XDisplay.visibleWindow(of: "d"))
        #expect(try await eventually { try XDisplay.frame(ofWindow: window) == frame })
        #expect(!testbed.lines.contains { $0.hasPrefix("dismissed d") })
    }
}

/// Clicks on the body and the keyboard.
extension DisplayTests {
    /// Without a window manager the X server sends keys to the window under the pointer (PointerRoot): the
    /// snack gets them unasked, and Space, Return and Escape do nothing there. The click after them comes
    /// in order on the same connection, so once it ran they were handled. Asked for (`focusNewest()`), the
    /// keyboard dismisses it with Escape.
    @Test("a click on the body runs onTap and keeps the snack; keys reach it only once the keyboard was asked for")
    func tapThenEscape() async throws {
        let testbed = try launch(["close"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("c"))
        try XDisplay.move(x: frame.x + frame.width / 2, y: frame.midY)
        try XDisplay.run("xdotool", ["key", "space", "Return", "Escape"])
        try XDisplay.click(x: frame.x + frame.width / 2, y: frame.midY)
        #expect(await testbed.waitFor("tap-ran c") != nil, "\(testbed.lines)")
        #expect(!testbed.lines.contains { $0.hasPrefix("dismissed c") }, "a key the snack got unasked dismissed it")
        testbed.send("focus")
        #expect(await testbed.waitFor("focused true") != nil, "\(testbed.lines)")
        try XDisplay.run("xdotool", ["key", "Escape"])
        #expect(await testbed.waitFor("dismissed c escape") != nil, "\(testbed.lines)")
    }
}

/// Long-running actions.
extension DisplayTests {
    @Test("a long-running action keeps the snack until its work finished, then dismisses with the action")
    func longRunningAction() async throws {
        let testbed = try launch(["long"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("l"))
        try XDisplay.click(x: frame.maxX - 16 - 12, y: frame.midY)
        #expect(await testbed.waitFor("dismissed l action(work)") != nil, "\(testbed.lines)")
        let lines = testbed.lines
        let workDone = try #require(lines.firstIndex(of: "work-done l"))
        #expect(workDone < (lines.firstIndex(of: "dismissed l action(work)") ?? 0))
    }
}

extension DisplayTests {
    /// A closed snack's window is kept hidden for the next snack (`DesktopHost`): the next one must be
    /// wholly its own — its title, its text, its buttons telling the board about it, not the old snack.
    @Test("the next snack gets the closed one's window, and its action runs the new snack's handler")
    func theNextSnackReusesTheClosedWindow() async throws {
        let testbed = try launch(["reuse"])
        defer { testbed.finish() }
        _ = try #require(await testbed.placedFrame("a"))
        let first = try #require(await XDisplay.visibleWindow(of: "a"), "no window for a: \(testbed.lines)")
        testbed.send("remove a")
        try #require(await testbed.waitFor("closed a") != nil, "\(testbed.lines)")
        try #require(await XDisplay.waitUntilHidden(first), "a's window stays on screen")
        testbed.send("add b")
        try await clickRetry(of: "b", testbed) {
            let shown = try XDisplay.window(of: "b")
            #expect(shown == first, "b shows in a's window, titled for b")
        }
    }

    /// The same when `b` comes from within the closing snack's own click (a C app dismissing from its tap
    /// callback and showing the next one from the dismissed callback, with animations off): the window
    /// hidden in that same turn cannot map again yet, so `b` gets another one, and must work as well.
    @Test("a snack shown from the closing one's click handler maps and takes clicks")
    func aSnackShownFromTheClosingOnesClickWorks() async throws {
        let testbed = try launch(["reuse"], settings: ["gtk-enable-animations=0"])
        defer { testbed.finish() }
        let old = try #require(await testbed.placedFrame("a"))
        try XDisplay.click(x: old.x + old.width / 3, y: old.midY)
        try await clickRetry(of: "b", testbed)
    }

    /// Waits until `id` is mapped, runs `check`, clicks its Retry action (the trailing button) and expects
    /// its handler.
    private func clickRetry(of id: String, _ testbed: Testbed, check: () throws -> Void = {}) async throws {
        let frame = try #require(await testbed.placedFrame(id), "\(testbed.lines)")
        try #require(await testbed.waitFor("mapped \(id)") != nil, "\(testbed.lines)")
        try check()
        try XDisplay.click(x: frame.maxX - 16 - 12, y: frame.midY)
        #expect(await testbed.waitFor("dismissed \(id) action(retry)") != nil, "\(testbed.lines)")
        #expect(testbed.lines.contains("action-ran \(id)"), "\(testbed.lines)")
    }
}
