import SnackbarGtk
import Testing

/// `LayerShellPlacement` on a real wlroots compositor (headless sway 1.7, one for the suite): snacks are
/// layer surfaces at their place, not windows, and the keyboard stays with the app.
@Suite(.serialized, .compositor(.sway))
struct SwayLayerShellTests {
    private static let app = "snack-layer-probe app"
    private static let red = Screenshot.Color(red: 0xC6, green: 0x28, blue: 0x28)
    private let sway: WaylandSession
    private let probe: LayerProbeProcess

    /// A fresh probe with its app window focused, and the pointer parked where no snack goes.
    init() throws {
        sway = try #require(WaylandSession.current)
        probe = try sway.probe()
        #expect(probe.backend == "wayland")
        #expect(probe.hasLayerShell)
        try probe.send("app")
        try sway.movePointer(x: 640, y: 400)
        try #require(try Tool.eventually { try sway.focusedWindowName() == Self.app }, "the app window never got focus")
    }

    /// Where `frame` shows red on screen now, looking a little beyond it (less than the 16 px between snacks).
    private func redBounds(around frame: SnackRect) throws -> SnackRect? {
        let margin = 8
        let region = SnackRect(x: frame.x - margin, y: frame.y - margin, width: frame.width + 2 * margin, height: frame.height + 2 * margin)
        return try sway.screenshot().bounds(of: Self.red, in: region)
    }

    /// Waits until the app's entry holds `text`, then checks it (a failure shows what it holds).
    private func expectEntry(_ text: String) throws {
        try Tool.eventually { try probe.entryText() == text }
        #expect(try probe.entryText() == text)
    }

    @Test func aSnackIsALayerSurfaceAtTopCentre16PxInsetAndNotAWindow() throws {
        #expect(try probe.send("snack top center") == "snack layer 440 16 400 60")
        let frame = SnackRect(x: 440, y: 16, width: 400, height: 60)
        try Tool.eventually { try redBounds(around: frame) == frame }
        #expect(try redBounds(around: frame) == frame)
        #expect(try sway.swayWindows().map(\.name) == [Self.app])
        #expect(try sway.focusedWindowName() == Self.app)
    }

    /// Each edge is one stack whatever the alignment, as on X11.
    @Test func snacksStack16PxApartAndGoToEveryEdgeAndAlignment() throws {
        let frames = [SnackRect(x: 440, y: 16, width: 400, height: 60), SnackRect(x: 440, y: 92, width: 400, height: 60),
                      SnackRect(x: 864, y: 724, width: 400, height: 60), SnackRect(x: 16, y: 648, width: 400, height: 60)]
        for (place, frame) in zip(["top center", "top center", "bottom trailing", "bottom leading"], frames) {
            #expect(try probe.send("snack " + place) == "snack layer \(frame)")
        }
        try Tool.eventually { try frames.allSatisfy { try redBounds(around: $0) == $0 } }
        let seen = try frames.map { try redBounds(around: $0) }
        #expect(seen == frames)
        // Two stacked 16 px apart: the rows between them are not red.
        #expect(try sway.screenshot().bounds(of: Self.red, in: SnackRect(x: 440, y: 76, width: 400, height: 16)) == nil)
        #expect(try sway.swayWindows().count == 1)
    }

    @Test func typingGoesToTheAppWhileASnackMapsAndAfterItIsClicked() throws {
        try sway.type("ab")
        try probe.send("snack top center")
        try sway.type("cd")
        try expectEntry("abcd")
        try sway.click(x: 640, y: 46)
        try sway.type("e")
        try expectEntry("abcde")
        #expect(try sway.focusedWindowName() == Self.app)
    }

    /// sway 1.7 gives an on-demand overlay surface the keyboard at once (no click needed) and gives it back
    /// to the window when the mode returns to none: the renderer may turn on-demand on only while hovered.
    @Test func keyboardOnDemandTakesTheKeyboardAndNoneGivesItBack() throws {
        try probe.send("snack top center")
        #expect(try probe.send("keyboard on-demand") == "keyboard on-demand")
        #expect(try Tool.eventually { try sway.focusedWindowName() == nil })
        try sway.type("x")
        try probe.send("keyboard none")
        #expect(try Tool.eventually { try sway.focusedWindowName() == Self.app })
        try sway.type("y")
        try expectEntry("y")
    }

    /// Through sway's Xwayland GDK has no layer shell: the check says so (no abort), and the fallback
    /// toplevel is an ordinary X11 window in sway's tree.
    @Test func onXwaylandThereIsNoLayerShellAndTheSnackIsAWindow() throws {
        let x11 = try sway.probe(environment: sway.xwayland)
        #expect(x11.backend == "x11")
        #expect(!x11.hasLayerShell)
        #expect(try x11.send("snack top center") == "snack toplevel")
        #expect(try Tool.eventually { try sway.swayWindows().contains { $0.shell == "xwayland" } })
        #expect(x11.close() == 0)
    }
}
