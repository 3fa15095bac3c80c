import Foundation
import SnackbarTestTags
import Testing

/// The popup service on sway (layer surfaces) waits for the user: a popup holds its time while the seat is
/// idle (`org_kde_kwin_idle`) and normal popups wait while the focused window is fullscreen
/// (`zwlr_foreign_toplevel_manager_v1`). What a popup did is read from its call's outcome.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayAttentionTests {
    let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// Shell helpers: `conf LINE…` writes the service's snackbar.conf, `waiting PID` says whether that call
    /// waits for its popup's end (it has its outcome's signal handling: the popup was taken), `exited PID`
    /// whether it ended.
    private static let helpers =
        WaylandSession.busHelpers + #"""
            conf() { mkdir -p "$XDG_CONFIG_HOME/snackbar"; printf '%s\n' "$@" > "$XDG_CONFIG_HOME/snackbar/snackbar.conf"; }
            waiting() { _caught=$(awk '/^SigCgt/ { print $2 }' /proc/$1/status 2>/dev/null)
                [ -n "$_caught" ] && { [ $(( 0x${_caught#${_caught%?}} & 2 )) -ne 0 ] || grep -qs '^sigmask:' /proc/$1/fdinfo/*; }; }
            exited() { [ ! -e /proc/$1 ] || grep -qs '^State:[[:space:]]*Z' /proc/$1/status; }

            """#

    /// The lines the script printed: the accessibility registry, which the script's bus starts, writes its
    /// own line to the same output.
    private func printed(_ result: ToolResult) -> String {
        result.output.split(separator: "\n").filter { !$0.hasPrefix("SpiRegistry daemon") }.map { $0 + "\n" }.joined()
    }

    /// `Tests/Fixtures/idle-observer.c` built with the service's protocol code, once.
    private static let observer: Result<String, any Error> = Result {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("idle-observer-\(UUID())").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let sources = root.appendingPathComponent("Sources/CSnackbarWayland").path
        process.arguments = [
            "-c",
            "cc -O1 -I \(sources)/include -o \(output) \(root.path)/Tests/Fixtures/idle-observer.c \(sources)/*.c $(pkg-config --cflags --libs wayland-client)"
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ToolError("idle-observer did not build") }
        return output
    }

    /// A 2 s popup shown while no one touches the seat is still waiting for its end when an observer's 5 s
    /// idle timer fires; keys (`wtype`, every 50 ms) bring the user back and it times out.
    @Test func anIdleSeatKeepsThePopupUntilTheUserIsBack() async throws {
        let observer = try Self.observer.get()
        let result = try await sway.notifyScript(
            Self.helpers + #"""
                conf '[server]' 'idle-threshold = 1'
                "$1" 5000 > "$XDG_CONFIG_HOME/idle" & watcher=$!
                wait_for 'grep -q ready "$XDG_CONFIG_HOME/idle"' || exit 1
                "$0" --json --wait --duration 2 "While you were away" > "$XDG_CONFIG_HOME/outcome" & call=$!
                wait_for "waiting $call" || exit 1
                wait_for 'grep -q idle "$XDG_CONFIG_HOME/idle"' || exit 1
                exited $call || echo "still shown while away"
                wait_for 'wtype -k Shift_L; exited $call' || exit 1
                wait $call; cat "$XDG_CONFIG_HOME/outcome"
                kill $watcher
                """#, arguments: [observer])
        #expect(printed(result) == "still shown while away\n{\"id\":1,\"reason\":\"timeout\",\"action\":null}\n", "\(result.errors)")
    }

    /// While the app is fullscreen and focused a normal popup waits (a critical one shows and ends at once);
    /// it shows once the app leaves fullscreen, and ends in its time.
    @Test func aFullscreenWindowKeepsNormalPopupsWaiting() async throws {
        let app = try await sway.app()
        try await app.send("app")
        try #require(try await Tool.eventually { try await sway.focusedWindowName() == WaylandSession.appTitle }, "the app never got focus")
        try await sway.swaymsg(["fullscreen", "enable"])
        let result = try await sway.notifyScript(
            Self.helpers + #"""
                "$0" --json --wait --duration 1 "Over the app" > "$XDG_CONFIG_HOME/outcome" & call=$!
                wait_for "waiting $call" || exit 1
                "$0" --json --wait -u critical --duration 1 "Battery low"
                exited $call || echo "waits over the fullscreen app"
                swaymsg fullscreen disable > /dev/null
                wait $call; cat "$XDG_CONFIG_HOME/outcome"
                """#)
        #expect(
            printed(result) == """
                {"id":2,"reason":"timeout","action":null}
                waits over the fullscreen app
                {"id":1,"reason":"timeout","action":null}

                """, "\(result.errors)")
        #expect(try await app.close() == 0)
    }
}
