import Foundation
import SnackbarGtk
import Testing

/// What the layer-shell suites (sway, KWin) check alike: `snack-wayland-app`'s red snacks as layer
/// surfaces, driven and read through the session's own pointer, keys and screenshots.
extension WaylandSession {
    /// The app window's title.
    static let appTitle = "snack-wayland-app"
    /// The app's snacks' colour on screen.
    static let snackRed = Screenshot.Color(red: 0xC6, green: 0x28, blue: 0x28)

    /// A fresh Wayland-native app on layer shell with its window focused, and the pointer parked where
    /// no snack goes.
    func startLayerShellApp() async throws -> WaylandAppProcess {
        let app = try await self.app()
        #expect(app.backend == "wayland")
        #expect(app.hasLayerShell)
        try await app.send("app")
        try await movePointer(x: 640, y: 400)
        try #require(try await Tool.eventually { try await focusedWindowName() == Self.appTitle }, "the app never got focus")
        return app
    }

    /// Where red shows on screen around each frame (a little beyond it, less than the 16 px between snacks).
    func redBounds(around frames: [SnackRect]) async throws -> [SnackRect?] {
        let screen = try await screenshot()
        return frames.map {
            screen.bounds(of: Self.snackRed, in: SnackRect(x: $0.x - 8, y: $0.y - 8, width: $0.width + 16, height: $0.height + 16))
        }
    }

    /// Expects exactly these frames red on screen (once they got there).
    func expectOnScreen(_ frames: [SnackRect]) async throws {
        try await Tool.eventually { try await redBounds(around: frames) == frames }
        #expect(try await redBounds(around: frames) == frames)
    }

    /// Keys typed before and after a snack comes, and after a click on its body with the pointer gone
    /// back, all reach the app, which keeps the keyboard.
    func expectTheKeyboardStaysWithTheAppAfterAClick() async throws {
        let app = try await startLayerShellApp()
        try await type("ab")
        let frame = try await app.add("k")
        try await type("cd")
        try await Tool.eventually { try await app.entryText() == "abcd" }
        try await click(x: frame.x + 40, y: frame.y + frame.height / 2)
        try await movePointer(x: 640, y: 400)
        try await type("e")
        try await Tool.eventually { try await app.entryText() == "abcde" }
        #expect(try await app.entryText() == "abcde")
        #expect(try await focusedWindowName() == Self.appTitle)
        #expect(try await app.close() == 0)
    }

    /// The app's entry has the keyboard, the pointer comes to rest on a snack with an action (its hover holds
    /// the snack's time), and the user types on with a space: every key reaches the entry, the Space presses
    /// nothing, and the snack stays, held. The pointer moves on the snack as a user's does: a jump onto it is
    /// taken for the snack arriving under a resting pointer while it has not stood still for 0.15 s.
    func expectKeysTypedWithThePointerOnASnackReachTheApp() async throws {
        let app = try await startLayerShellApp()
        let frame = try await app.add("p", seconds: "30", action: true)
        try await expectOnScreen([frame])
        var step = 0
        let held = try await Tool.eventually {
            step += 1
            try await movePointer(x: frame.x + 60 + step % 2, y: frame.y + 20)
            return try await app.send("paused p") == "paused p yes"
        }
        try #require(held, "the hover never held the snack")
        try await type("typing a reply")
        try await Tool.eventually { try await app.entryText() == "typing a reply" }
        #expect(try await app.entryText() == "typing a reply", "keys were lost")
        #expect(try await app.send("paused p") == "paused p yes", "the snack went: the Space pressed its action")
        #expect(try await focusedWindowName() == Self.appTitle)
        try await movePointer(x: 640, y: 400)
        #expect(try await app.close() == 0)
    }

    /// Three snacks at the top centre 16 px apart, the newest 16 px from the top, and a stack in each
    /// bottom corner: a lone one at its own corner's inset, the next growing up from it.
    func expectTopCentreAndBottomCornerStacks() async throws {
        let app = try await startLayerShellApp()
        let oldest = try await app.add("a")
        _ = try await app.add("b")
        let top = try await app.add("c")
        #expect(top.y == 16 && top.x == 426)
        let step = oldest.height + 16
        // The older ones slide down to make room: each 16 px below the one nearer the edge.
        #expect(
            try await Tool.eventually {
                let (b, a) = (try await app.frame("b"), try await app.frame("a"))
                return b?.y == 16 + step && a?.y == 16 + 2 * step
            })
        let trailing = try await app.add("t", .bottom, .trailing)
        let leading = try await app.add("l", .bottom, .leading)
        // Each corner's layer surface is anchored to its own sides with its own 16 px margins.
        #expect(leading.x == 16 && leading.maxY == 784, "a lone bottom-leading snack at its corner's inset")
        #expect(trailing.maxX == 1264 && trailing.maxY == 784)
        let newer = try await app.add("l2", .bottom, .leading)
        #expect(newer.x == 16 && newer.maxY == 784)
        #expect(
            try await Tool.eventually { try await app.frame("l")?.maxY == newer.y - 16 }, "the leading stack grows up from its own corner")
        #expect(try await app.frame("t") == trailing, "the trailing stack did not move")
        var frames: [SnackRect] = []
        for id in ["c", "b", "a", "t", "l", "l2"] { frames.append(try #require(try await app.frame(id))) }
        try await expectOnScreen(frames)
        #expect(try await windowNames() == [Self.appTitle], "a snack is never a window")
        #expect(try await focusedWindowName() == Self.appTitle)
        #expect(try await app.close() == 0)
    }

    /// The pointer resting on a snack of `seconds` holds it past `heldFor` seconds; leaving resumes it,
    /// and it ends within the rest of its time. The pointer jumps onto the snack on screen (an enter and
    /// no motion: a Wayland compositor sends motion only when the pointer moves on the surface).
    func expectHoverHoldsAndLeavingResumes(seconds: Int, heldFor: Int) async throws {
        let app = try await startLayerShellApp()
        let added = Date()
        let frame = try await app.add("h", seconds: String(seconds))
        try await expectOnScreen([frame])
        // The user's pointer arrives on a snack that stands still (a crossing within 0.15 s of the
        // snack's last move is taken for the snack sliding under a resting pointer).
        try await Task.sleep(for: .milliseconds(300))
        try await movePointer(x: frame.x + 60, y: frame.y + 20)
        #expect(try await Tool.eventually { try await app.send("paused h") == "paused h yes" }, "the hover never held the timer")
        // What is tested is that nothing happens until `heldFor` seconds after the snack came.
        await #expect(throws: ToolError.self) {
            try await app.dismissal(of: "h", timeout: Double(heldFor) - Date().timeIntervalSince(added))
        }
        try await movePointer(x: 640, y: 400)
        // The rest of its time, and as much again for a loaded machine.
        #expect(try await app.dismissal(of: "h", timeout: 2 * Double(seconds)) == "timeout")
        #expect(try await app.close() == 0)
    }
}
