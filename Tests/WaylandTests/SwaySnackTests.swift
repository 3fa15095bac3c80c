import Foundation
import SnackbarGtk
import Testing

/// SnackbarGtk in a Wayland-native GTK app on a real wlroots compositor (headless sway 1.7, one for the
/// suite): snacks are layer surfaces at the designed places, not windows; the keyboard stays with the
/// app; clicks, keys and hover work; nothing waits on frames.
@Suite(.serialized, .compositor(.sway))
struct SwaySnackTests {
    private static let title = "snack-wayland-app"
    private static let red = Screenshot.Color(red: 0xC6, green: 0x28, blue: 0x28)
    private let sway: WaylandSession
    private let app: WaylandAppProcess

    /// A fresh app with its window focused, and the pointer parked where no snack goes.
    init() throws {
        sway = try #require(WaylandSession.current)
        app = try sway.app()
        #expect(app.backend == "wayland")
        #expect(app.hasLayerShell)
        try app.send("app")
        try sway.movePointer(x: 640, y: 400)
        try #require(try Tool.eventually { try sway.focusedWindowName() == Self.title }, "the app window never got focus")
    }

    /// Where red shows on screen around `frame` (a little beyond it, less than the 16 px between snacks).
    private func redBounds(around frame: SnackRect) throws -> SnackRect? {
        let region = SnackRect(x: frame.x - 8, y: frame.y - 8, width: frame.width + 16, height: frame.height + 16)
        return try sway.screenshot().bounds(of: Self.red, in: region)
    }

    private func expectOnScreen(_ frame: SnackRect) throws {
        try Tool.eventually { try redBounds(around: frame) == frame }
        #expect(try redBounds(around: frame) == frame)
    }

    @Test func aSnackIsALayerSurfaceAtTopCentre16PxInsetAndNotAWindow() throws {
        let frame = try app.add("a")
        #expect(frame.x == 426 && frame.y == 16 && frame.width == 428)
        try expectOnScreen(frame)
        #expect(try sway.swayWindows().map(\.name) == [Self.title], "a snack is never a window in sway's tree")
        #expect(try sway.focusedWindowName() == Self.title)
    }

    @Test func threeStack16PxApartAndTheBottomCornersAreTheirs() throws {
        let oldest = try app.add("a"), _ = try app.add("b"), top = try app.add("c")
        #expect(top.y == 16 && top.x == 426)
        let height = oldest.height
        // The older ones slide down to make room: each 16 px below the one nearer the edge.
        #expect(try Tool.eventually { try app.frame("b")?.y == 16 + height + 16 && app.frame("a")?.y == 16 + 2 * (height + 16) })
        _ = try app.add("t", .bottom, .trailing)
        let leading = try app.add("l", .bottom, .leading)
        #expect(leading.x == 16 && leading.maxY == 784)
        #expect(try Tool.eventually { try app.frame("t")?.maxY == leading.y - 16 }, "one bottom stack, newest nearest the edge")
        let frames = try ["c", "b", "a", "t", "l"].map { try #require(try app.frame($0)) }
        #expect(frames[3].maxX == 1264)
        for frame in frames { try expectOnScreen(frame) }
        #expect(try sway.swayWindows().count == 1)
    }

    @Test func theKeyboardStaysWithTheAppWhileSnacksComeAndAfterAClick() throws {
        try sway.type("ab")
        let frame = try app.add("k")
        try sway.type("cd")
        try Tool.eventually { try app.entryText() == "abcd" }
        try sway.click(x: frame.x + 40, y: frame.y + frame.height / 2)
        try sway.movePointer(x: 640, y: 400)
        try sway.type("e")
        try Tool.eventually { try app.entryText() == "abcde" }
        #expect(try app.entryText() == "abcde")
        #expect(try sway.focusedWindowName() == Self.title)
    }

    @Test func theCloseButtonAndEscapeUnderThePointerDismiss() throws {
        let closable = try app.add("x")
        try sway.click(x: closable.maxX - 29, y: closable.y + closable.height / 2)
        #expect(try app.dismissal(of: "x") == "closed")
        let escapable = try app.add("e")
        try sway.movePointer(x: escapable.x + 60, y: escapable.y + escapable.height / 2)
        try sway.press("Escape")
        #expect(try app.dismissal(of: "e") == "escape", "under the pointer the snack takes the keyboard (on demand)")
        try sway.movePointer(x: 640, y: 400)
        #expect(try Tool.eventually { try sway.focusedWindowName() == Self.title }, "and gives it back")
    }

    /// The hold starts with the pointer's first motion inside and ends when it leaves.
    @Test func hoverHoldsTheTimerAndLeavingResumesIt() throws {
        let frame = try app.add("h", seconds: "1")
        try sway.movePointer(x: frame.x + 60, y: frame.y + 20)
        try sway.movePointer(x: frame.x + 80, y: frame.y + 24)
        // What is tested is that nothing happens: 2 s is twice the snack's time.
        #expect(throws: ToolError.self) { try app.dismissal(of: "h", timeout: 2) }
        try sway.movePointer(x: 640, y: 400)
        #expect(try app.dismissal(of: "h", timeout: 5) == "timeout")
    }

    /// A surface the compositor does not show gets no frame callbacks: the snack expires and its window
    /// goes anyway. Anchored snacks are subsurfaces of the app window, hidden with it on another workspace.
    @Test func aHiddenSnackExpiresAndClosesWithoutFrames() throws {
        try app.send("anchor")
        _ = try app.add("hidden", seconds: "1.5")
        try sway.swaymsg(["[title=\"\(Self.title)\"]", "move", "container", "to", "workspace", "9"])
        #expect(try app.dismissal(of: "hidden", timeout: 5) == "timeout")
        #expect(throws: Never.self) { try app.waitFor("closed hidden", timeout: 3) }
        try sway.swaymsg(["[title=\"\(Self.title)\"]", "move", "container", "to", "workspace", "1"])
    }

    @Test func anchoredSnacksSitInsideTheAppWindowAndFollowIt() throws {
        try app.send("anchor")
        let frame = try app.add("in")
        let window = try #require(try sway.swayWindows().first { $0.name == Self.title })
        let content = try app.send("content").split(separator: " ").dropFirst().compactMap { Int($0) }
        try #require(content.count == 4)
        #expect(frame.y == content[1] + 16 && frame.x == content[0] + (content[2] - 428) / 2)
        let onScreen = SnackRect(x: window.contentOrigin.x + frame.x, y: window.contentOrigin.y + frame.y,
                                 width: frame.width, height: frame.height)
        try expectOnScreen(onScreen)
        #expect(try sway.swayWindows().count == 1)
        #expect(try sway.focusedWindowName() == Self.title)
    }
}
