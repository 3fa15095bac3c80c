import Foundation
import SnackbarTestTags
import Testing

/// The popup service on sway through Xwayland (`GDK_BACKEND=x11`), beside a Wayland-native app that has
/// the keyboard: popups are override-redirect X11 windows at their designed place (not windows sway
/// manages or centres), they never take the keyboard, and they end in their time when the pointer jumps
/// off them (Xwayland then sends no leave) and when the workspace changes.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayXwaylandSnackTests {
    private static let title = "snack-wayland-app"
    let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// Shell helpers: `move X Y` moves sway's pointer, `popups` lists the popups on sway's Xwayland, and
    /// `elapsed` prints the milliseconds since `$start`.
    private static let helpers =
        WaylandSession.busHelpers + #"""
            export GDK_BACKEND=x11
            move() { swaymsg seat seat0 cursor set "$1" "$2" > /dev/null; }
            popups() { xdotool search --onlyvisible --name '^snackbar: '; }
            elapsed() { echo $(( ($(date +%s%N) - start) / 1000000 )); }
            out=$(mktemp)

            """#

    private func startApp() async throws -> WaylandAppProcess {
        let app = try await sway.app()
        #expect(app.backend == "wayland")
        try await app.send("app")
        try await sway.movePointer(x: 640, y: 500)
        try #require(try await Tool.eventually { try await sway.focusedWindowName() == Self.title }, "the app never got focus")
        return app
    }

    private func milliseconds(_ output: String, after prefix: String) -> Int? {
        output.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    /// The popup sits at the top centre, 16 px in (its X window carries a 16 px shadow margin), is not in
    /// sway's tree, and keys typed while it shows and after the pointer crossed it reach the app. The
    /// pointer rests on it, then jumps off to the app: the popup still ends, within the Xwayland
    /// stillness bound (6 s) plus the rest of its time after the jump.
    @Test func aPopupIsAtItsPlaceTakesNoKeyboardAndEndsAfterThePointerJumpsOff() async throws {
        let app = try await startApp()
        let script =
            Self.helpers + #"""
                start=$(date +%s%N)
                timeout 30 "$0" --duration 3 --wait --json "Through Xwayland" > "$out" &
                call=$!
                wait_for '[ -n "$(popups)" ]' || exit 1
                xdotool getwindowgeometry --shell "$(popups)" | grep -E '^(X|Y|WIDTH)='
                swaymsg -t get_tree | grep -c '"name": "snackbar' | sed 's/^/tree /'
                wtype -s 100 ab
                move 640 40; sleep 0.3; move 660 44; sleep 0.3; move 640 500
                echo "left $(elapsed)"
                wtype -s 100 cd
                wait $call || exit 1
                echo "ended $(elapsed)"
                cat "$out"
                """#
        let result = try await sway.notifyScript(script)
        try #require(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("X=410\nY=0\nWIDTH=460"), "placed by us, not centred by sway: \(result.output)")
        #expect(result.output.contains("tree 0"), "\(result.output)")
        #expect(result.output.contains("\"reason\":\"timeout\""), "\(result.output)")
        // Counted from the jump off: what came before (the service's start, the typing) is the machine's pace.
        let left = try #require(milliseconds(result.output, after: "left "), "\(result.output)")
        let ended = try #require(milliseconds(result.output, after: "ended "), "\(result.output)")
        #expect(ended - left < 3000 + 6000 + 4000, "the popup outlived its time and the bound: \(result.output)")
        try await Tool.eventually { try await app.entryText() == "abcd" }
        #expect(try await app.entryText() == "abcd", "keys typed around the popup reach the app")
        #expect(try await sway.focusedWindowName() == Self.title)
        #expect(try await app.close() == 0)
    }

    /// A popup shown while the user moves to another workspace still ends in its time.
    @Test func aPopupEndsInItsTimeAfterTheWorkspaceChanges() async throws {
        let app = try await startApp()
        let script =
            Self.helpers + #"""
                start=$(date +%s%N)
                timeout 30 "$0" --duration 2 --wait --json "Elsewhere" > "$out" &
                call=$!
                wait_for '[ -n "$(popups)" ]' || exit 1
                swaymsg workspace 2 > /dev/null
                wait $call || exit 1
                echo "ended $(elapsed)"
                swaymsg workspace 1 > /dev/null
                cat "$out"
                """#
        let result = try await sway.notifyScript(script)
        try #require(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"reason\":\"timeout\""), "\(result.output)")
        let ended = milliseconds(result.output, after: "ended ")
        #expect(ended.map { $0 < 2000 + 4000 } == true, "\(result.output)")
        #expect(try await app.close() == 0)
    }
}
