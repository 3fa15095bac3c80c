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
    func clickAction(clicks: Int) throws {
        let testbed = try launch(["action"])
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("a"))
        let button = trailingButton(frame)
        try XDisplay.click(x: button.x, y: button.y, count: clicks)
        #expect(testbed.waitFor("dismissed a action(undo)") != nil, "\(testbed.lines)")
        #expect(testbed.waitFor("closed a") != nil)
        #expect(testbed.lines.filter { $0 == "action-ran a undo" }.count == 1)
        #expect(try XDisplay.window(of: "a") == nil)
    }

    @Test("the close button dismisses with closeButton")
    func closeButton() throws {
        let testbed = try launch(["close"])
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("c"))
        let button = trailingButton(frame)
        try XDisplay.click(x: button.x, y: button.y)
        #expect(testbed.waitFor("dismissed c closed") != nil, "\(testbed.lines)")
    }

    @Test("hovering keeps a short snack past its time; it expires after the pointer leaves")
    func hoverPauses() throws {
        let testbed = try launch(["hover", "1.5"])
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("h"))
        try XDisplay.move(x: frame.x + frame.width / 2, y: frame.midY)
        Thread.sleep(forTimeInterval: 2.5)
        #expect(!testbed.lines.contains { $0.hasPrefix("dismissed h") }, "\(testbed.lines)")
        #expect(try XDisplay.window(of: "h") != nil)
        try XDisplay.parkPointer()
        #expect(testbed.waitFor("dismissed h timeout") != nil, "\(testbed.lines)")
    }

    /// When the snack under the pointer goes and the next one appears in its place, X sends the new
    /// window an enter but no motion: only a pointer that moves over a snack holds it (a notification
    /// under a resting mouse would never go otherwise).
    @Test("a snack that appears under a resting pointer still times out")
    func restingPointerDoesNotHold() throws {
        let testbed = try launch(["successor", "1.5"])
        defer { testbed.finish() }
        let first = try #require(testbed.placedFrame("first"))
        let pointer = (x: first.x + first.width / 2, y: first.midY)
        try XDisplay.move(x: pointer.x, y: pointer.y)
        defer { try? XDisplay.parkPointer() }
        testbed.send("remove first")
        let next = try #require(testbed.placedFrame("next"))
        let underPointer = (next.x..<next.x + next.width).contains(pointer.x) && (next.y..<next.y + next.height).contains(pointer.y)
        try #require(underPointer, "the pointer rests on the next snack: \(next)")
        #expect(testbed.waitFor("dismissed next timeout", limit: 6) != nil, "\(testbed.lines)")
    }

    @Test("dragging sideways past the threshold dismisses with swipe")
    func dragSwipes() throws {
        let testbed = try launch(["drag"])
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("d"))
        try XDisplay.drag(x: frame.x + 100, y: frame.midY, dx: 220)
        #expect(testbed.waitFor("dismissed d swiped") != nil, "\(testbed.lines)")
    }

    @Test("a short drag snaps back and does not dismiss")
    func shortDragStays() throws {
        let testbed = try launch(["drag"])
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("d"))
        try XDisplay.drag(x: frame.x + 100, y: frame.midY, dx: 40)
        let window = try #require(try XDisplay.window(of: "d"))
        #expect(try eventually { try XDisplay.frame(ofWindow: window) == frame })
        #expect(!testbed.lines.contains { $0.hasPrefix("dismissed d") })
    }
}

/// Clicks on the body and the keyboard.
extension DisplayTests {
    @Test("a click on the body runs onTap and keeps the snack; Escape with the pointer inside dismisses it")
    func tapThenEscape() throws {
        let testbed = try launch(["close"])
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("c"))
        try XDisplay.click(x: frame.x + frame.width / 2, y: frame.midY)
        #expect(testbed.waitFor("tap-ran c") != nil, "\(testbed.lines)")
        #expect(!testbed.lines.contains { $0.hasPrefix("dismissed c") })
        try XDisplay.run("xdotool", ["key", "Escape"])
        #expect(testbed.waitFor("dismissed c escape") != nil, "\(testbed.lines)")
    }
}

/// Long-running actions.
extension DisplayTests {
    @Test("a long-running action keeps the snack until its work finished, then dismisses with the action")
    func longRunningAction() throws {
        let testbed = try launch(["long"])
        defer { testbed.finish() }
        let frame = try #require(testbed.placedFrame("l"))
        try XDisplay.click(x: frame.maxX - 16 - 12, y: frame.midY)
        #expect(testbed.waitFor("dismissed l action(work)") != nil, "\(testbed.lines)")
        let lines = testbed.lines
        let workDone = try #require(lines.firstIndex(of: "work-done l"))
        #expect(workDone < (lines.firstIndex(of: "dismissed l action(work)") ?? 0))
    }
}
