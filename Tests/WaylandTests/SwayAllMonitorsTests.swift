import Foundation
import SnackbarGtk
import SnackbarTestTags
import Testing

/// `MonitorChoice.all` on sway with two headless outputs side by side (a second one made with
/// `swaymsg create_output`): one snack shows as a layer surface on each output, at the same place in
/// each, and a click on either copy ends both with one reason.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayAllMonitorsTests {
    private static let red = Screenshot.Color(red: 0xC6, green: 0x28, blue: 0x28)
    private let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// Where red shows on the whole layout around `frame` (a little beyond it).
    private func redBounds(around frame: SnackRect) async throws -> SnackRect? {
        let screen = try await sway.screenshot()
        return screen.bounds(of: Self.red, in: SnackRect(x: frame.x - 8, y: frame.y - 8, width: frame.width + 16, height: frame.height + 16))
    }

    @Test func aSnackShowsOnBothOutputsAndOneClickEndsBoth() async throws {
        try await sway.swaymsg(["create_output"])
        try await sway.swaymsg(["output", "HEADLESS-2", "resolution", "1280x800", "position", "1280", "0"])
        try await sway.swaymsg(["output", "HEADLESS-1", "position", "0", "0"])
        let app = try await sway.app()
        #expect(app.hasLayerShell)
        #expect(try await app.send("monitor all") == "monitor all 2", "GDK sees both outputs")
        try await sway.movePointer(x: 640, y: 400)
        let frames = try await app.addEverywhere("a", copies: 2)
        #expect(frames.map(\.x) == [426, 1280 + 426], "top centre of each output")
        #expect(frames.map(\.y) == [16, 16])
        for frame in frames {
            try await Tool.eventually { try await redBounds(around: frame) == frame }
            #expect(try await redBounds(around: frame) == frame, "a copy on screen at \(frame)")
        }
        #expect(try await sway.swayWindows().count == 0, "layer surfaces, not windows")
        // The close button of the right output's copy: 16 px padding, a 24 px button, at the trailing end.
        let right = frames[1]
        try await sway.click(x: right.maxX - 1 - 16 - 12, y: right.y + right.height / 2)
        #expect(try await app.dismissal(of: "a") == "\(DismissReason.closeButton)")
        _ = try await app.waitFor("closed a")
        for frame in frames {
            try await Tool.eventually { try await redBounds(around: frame) == nil }
            #expect(try await redBounds(around: frame) == nil, "both copies went")
        }
        // Lines come in order: once the answer to `frame` is read, any second dismissal would be read too.
        _ = try await app.send("frame a")
        await #expect(throws: (any Error).self, "one dismissal, one reason") { try await app.waitFor("dismissed a", timeout: 0) }
        #expect(try await app.close() == 0)
    }
}
