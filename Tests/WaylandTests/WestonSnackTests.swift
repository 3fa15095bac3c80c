import Foundation
import Testing

/// weston 10 (nested in a private Xvfb, one for the suite) has neither layer shell nor a notification
/// server. With Xwayland the service's popups are override-redirect X windows, which weston's window
/// manager neither frames, places nor focuses: at their designed place, a Wayland app keeps the
/// keyboard while the pointer crosses them, and they end in their time. Without Xwayland the first call
/// says that placement is up to the compositor.
@Suite(.serialized, .compositor(.weston))
struct WestonSnackTests {
    private let weston: WaylandSession

    init() async throws {
        weston = try await WaylandSession.current()
    }

    @Test func popupsAreOverrideRedirectWindowsInPlaceThatLeaveTheKeyboardToTheApp() async throws {
        let app = try await weston.app()
        #expect(app.backend == "wayland")
        try await app.send("app")
        try #require(try await Tool.eventually { try await app.send("active") == "active yes" }, "the app never had the focus")
        let script =
            WaylandSession.busHelpers + #"""
                move() { DISPLAY="$SCREEN_DISPLAY" xdotool mousemove "$1" "$2"; }
                out=$(mktemp)
                # Long enough to be read in place on a loaded machine (load 28 took more than 6 s) before either goes.
                "$0" --duration 12 --wait --json "Top" > "$out" &
                top=$!
                "$0" --duration 12 --position bottom --align leading "Corner" || exit 1
                wait_for '[ "$(xdotool search --onlyvisible --name "^snackbar: " | wc -l)" -ge 2 ]' || exit 1
                # Both in their slots (the top one slides in from above the screen).
                settled() { for id in $(xdotool search --onlyvisible --name '^snackbar: '); do xdotool getwindowgeometry "$id"; done | grep -c 'Position: \(410,0\|0,718\) '; }
                wait_for '[ "$(settled)" = 2 ]' || exit 1

                for id in $(xdotool search --onlyvisible --name '^snackbar: '); do
                  eval "$(xdotool getwindowgeometry --shell "$id")"
                  redirect=$(xwininfo -id "$id" | sed -n 's/.*Override Redirect State: //p')
                  echo "$(xdotool getwindowname "$id")|$X $Y|$redirect"
                  move $((X + 100)) $((Y + 40)); move $((X + 110)) $((Y + 42))
                done
                move 640 400
                DISPLAY="$SCREEN_DISPLAY" xdotool type --delay 60 typed
                wait $top
                cat "$out"; rm "$out"
                """#
        let result = try await weston.notifyScript(script)
        try #require(result.status == 0, "\(result.errors)")
        let popups = result.output.split(separator: "\n").filter { $0.hasPrefix("snackbar: ") }.map { $0.split(separator: "|").map(String.init) }
        // The windows hold a shadow room of 16 px around the body: top centre and bottom leading, 16 px in.
        #expect(Set(popups.map { $0[1] }) == ["410 0", "0 718"], "\(result.output)")
        #expect(popups.allSatisfy { $0[2] == "yes" }, "\(result.output)")
        #expect(result.output.contains("\"reason\":\"timeout\""), "\(result.output)")
        #expect(try await app.send("active") == "active yes", "a popup took the focus")
        #expect(try await Tool.eventually { try await app.send("text") == "text typed" }, "the keys typed were lost")
        #expect(try await app.close() == 0)
    }

    @Test func withoutXwaylandTheFirstCallSaysPlacementIsUpToTheCompositor() async throws {
        let result = try await weston.notifyScript(#""$0" --duration 1 "First" && "$0" --duration 1 "Second""#, hidingXwayland: true)
        try #require(result.status == 0, "\(result.errors)")
        #expect(result.errors.components(separatedBy: "placement is up to the compositor").count == 2, "\(result.errors)")
    }
}
