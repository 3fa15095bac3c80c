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
    init() async throws {
        sway = try #require(WaylandSession.current)
        probe = try await sway.probe()
        #expect(probe.backend == "wayland")
        #expect(probe.hasLayerShell)
        try await probe.send("app")
        try await sway.movePointer(x: 640, y: 400)
        try #require(try await Tool.eventually { try await sway.focusedWindowName() == Self.app }, "the app window never got focus")
    }

    /// `frame` and 8 px around it: where to look for a snack, less than the 16 px between two.
    private static func around(_ frame: SnackRect) -> SnackRect {
        SnackRect(x: frame.x - 8, y: frame.y - 8, width: frame.width + 16, height: frame.height + 16)
    }

    /// Where each of `frames` shows red on screen now, from one screenshot.
    private func onScreen(_ frames: [SnackRect]) async throws -> [SnackRect?] {
        let screenshot = try await sway.screenshot()
        return frames.map { screenshot.bounds(of: Self.red, in: Self.around($0)) }
    }

    /// Waits until the app's entry holds `text`, then checks it (a failure shows what it holds).
    private func expectEntry(_ text: String) async throws {
        try await Tool.eventually { try await probe.entryText() == text }
        #expect(try await probe.entryText() == text)
    }

    @Test func aSnackIsALayerSurfaceAtTopCentre16PxInsetAndNotAWindow() async throws {
        #expect(try await probe.send("snack top center") == "snack layer 440 16 400 60")
        let frame = SnackRect(x: 440, y: 16, width: 400, height: 60)
        try await Tool.eventually { try await onScreen([frame]) == [frame] }
        #expect(try await onScreen([frame]) == [frame])
        #expect(try await sway.swayWindows().map(\.name) == [Self.app])
        #expect(try await sway.focusedWindowName() == Self.app)
    }

    /// Each edge is one stack whatever the alignment, as on X11.
    @Test func snacksStack16PxApartAndGoToEveryEdgeAndAlignment() async throws {
        let frames = [SnackRect(x: 440, y: 16, width: 400, height: 60), SnackRect(x: 440, y: 92, width: 400, height: 60),
                      SnackRect(x: 864, y: 724, width: 400, height: 60), SnackRect(x: 16, y: 648, width: 400, height: 60)]
        for (place, frame) in zip(["top center", "top center", "bottom trailing", "bottom leading"], frames) {
            #expect(try await probe.send("snack " + place) == "snack layer \(frame)")
        }
        try await Tool.eventually { try await onScreen(frames) == frames }
        #expect(try await onScreen(frames) == frames)
        // Two stacked 16 px apart: the rows between them are not red.
        #expect(try await sway.screenshot().bounds(of: Self.red, in: SnackRect(x: 440, y: 76, width: 400, height: 16)) == nil)
        #expect(try await sway.swayWindows().count == 1)
    }

    @Test func typingGoesToTheAppWhileASnackMapsAndAfterItIsClicked() async throws {
        try await sway.type("ab")
        try await probe.send("snack top center")
        try await sway.type("cd")
        try await expectEntry("abcd")
        try await sway.click(x: 640, y: 46)
        try await sway.type("e")
        try await expectEntry("abcde")
        #expect(try await sway.focusedWindowName() == Self.app)
    }

    /// sway 1.7 gives an on-demand overlay surface the keyboard at once (no click needed) and gives it back
    /// to the window when the mode returns to none: the renderer may turn on-demand on only while hovered.
    @Test func keyboardOnDemandTakesTheKeyboardAndNoneGivesItBack() async throws {
        try await probe.send("snack top center")
        #expect(try await probe.send("keyboard on-demand") == "keyboard on-demand")
        #expect(try await Tool.eventually { try await sway.focusedWindowName() == nil })
        try await sway.type("x")
        try await probe.send("keyboard none")
        #expect(try await Tool.eventually { try await sway.focusedWindowName() == Self.app })
        try await sway.type("y")
        try await expectEntry("y")
    }

    /// Through sway's Xwayland GDK has no layer shell: the check says so (no abort), and the fallback
    /// toplevel is an ordinary X11 window in sway's tree.
    @Test func onXwaylandThereIsNoLayerShellAndTheSnackIsAWindow() async throws {
        let x11 = try await sway.probe(environment: sway.xwayland)
        #expect(x11.backend == "x11")
        #expect(!x11.hasLayerShell)
        #expect(try await x11.send("snack top center") == "snack toplevel")
        #expect(try await Tool.eventually { try await sway.swayWindows().contains { $0.shell == "xwayland" } })
        #expect(try await x11.close() == 0)
    }
}
