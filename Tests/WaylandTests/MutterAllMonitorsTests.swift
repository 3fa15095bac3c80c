import Foundation
import SnackbarGtk
import SnackbarTestTags
import Testing

/// `MonitorChoice.all` on X11 with two RandR monitors: an app on Xwayland under mutter with two dummy
/// monitors side by side (nested in a 2560×800 Xvfb). Xvfb 21.1 itself cannot be used: it has one RandR
/// output, and GTK 3.24.38 makes one monitor per output (a second `xrandr --setmonitor` monitor on the
/// same output collapses into the first). sway's Xwayland has the outputs but places X11 windows itself.
/// One X window per monitor at the same place in each; one click on a copy's close button ends both with
/// one reason.
@Suite(.serialized, .compositor(.mutter, monitors: 2), .tags(.compositor))
struct MutterAllMonitorsTests {
    private static let red = Screenshot.Color(red: 0xC6, green: 0x28, blue: 0x28)
    private let mutter: WaylandSession

    init() async throws {
        mutter = try await WaylandSession.current()
    }

    /// What mutter shows now: its nested window fills the Xvfb (`SCREEN_DISPLAY`) it runs on.
    private func screen() async throws -> Screenshot {
        let result = try await mutter.run(
            ["sh", "-c", #"import -display "$SCREEN_DISPLAY" -window root -depth 8 ppm:-"#],
            environment: mutter.xwayland)
        guard result.status == 0 else { throw ToolError("import failed: \(result.errors)") }
        return try Screenshot(ppm: result.data)
    }

    /// Where red shows around `frame` (a little beyond it).
    private func redBounds(around frame: SnackRect) async throws -> SnackRect? {
        try await screen().bounds(of: Self.red, in: SnackRect(x: frame.x - 8, y: frame.y - 8, width: frame.width + 16, height: frame.height + 16))
    }

    /// The X windows titled `snackbar: ID` that are shown, as `X Y WIDTH HEIGHT` from `xdotool`.
    private func snackWindows(_ id: String) async throws -> [[Int]] {
        let script = #"""
            for window in $(xdotool search --onlyvisible --name "^snackbar: $0\$"); do
              eval "$(xdotool getwindowgeometry --shell "$window")"; echo "$X $Y $WIDTH $HEIGHT"
            done
            """#
        let result = try await mutter.run(["sh", "-c", script, id], environment: mutter.xwayland)
        return result.output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }.sorted { $0[0] < $1[0] }
    }

    @Test func aSnackShowsOneXWindowOnEachMonitorAndOneClickEndsBoth() async throws {
        let app = try await mutter.app(environment: mutter.xwayland)
        #expect(app.backend == "x11")
        #expect(try await app.send("monitor all") == "monitor all 2", "GDK sees both RandR outputs")
        let frames = try await app.addEverywhere("a", copies: 2)
        #expect(frames.map(\.x) == [426, 1280 + 426], "top centre of each monitor")
        #expect(frames.map(\.y) == [16, 16])

        // Two X windows, each holding its body in a transparent shadow room of (width - 428) / 2.
        try #require(try await Tool.eventually { try await snackWindows("a").count == 2 }, "not two X windows")
        let windows = try await snackWindows("a")
        let bodies = windows.map { window in
            let margin = (window[2] - 428) / 2
            return SnackRect(x: window[0] + margin, y: window[1] + margin, width: 428, height: window[3] - 2 * margin)
        }
        #expect(bodies == frames, "X windows at \(windows)")
        for frame in frames {
            #expect(try await Tool.eventually { try await redBounds(around: frame) == frame }, "a copy on screen at \(frame)")
        }

        // The right copy's close button, clicked on mutter's screen: 16 px padding, a 24 px button at the end.
        let right = frames[1]
        let click = ["xdotool", "mousemove", String(right.maxX - 1 - 16 - 12), String(right.y + right.height / 2), "click", "1"]
        let clicked = try await mutter.run(["sh", "-c", #"DISPLAY="$SCREEN_DISPLAY" "$@""#, "sh"] + click, environment: mutter.xwayland)
        #expect(clicked.status == 0, "\(clicked.errors)")
        #expect(try await app.dismissal(of: "a") == "\(DismissReason.closeButton)")
        _ = try await app.waitFor("closed a")
        #expect(try await Tool.eventually { try await snackWindows("a").isEmpty }, "both X windows went")
        for frame in frames {
            #expect(try await Tool.eventually { try await redBounds(around: frame) == nil }, "the copy at \(frame) went")
        }
        // Lines come in order: once the answer to `frame` is read, any second dismissal would be read too.
        _ = try await app.send("frame a")
        await #expect(throws: (any Error).self, "one dismissal, one reason") { try await app.waitFor("dismissed a", timeout: 0) }
        #expect(try await app.close() == 0)
    }
}
