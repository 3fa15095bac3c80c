import Foundation
import Testing

/// GNOME Shell 43 as its users run it (nested in a private Xvfb, one for the suite), with a Wayland-native
/// app in front: the popup service's popups are X11 windows through Xwayland, which never take the
/// keyboard (an X11 window there cannot give it back to a Wayland window), hold their time under the
/// pointer and always end; without Xwayland they are GNOME Shell's banners, whose actions are reported.
/// The pointer and the keys come from the Xvfb that shows GNOME Shell (`SCREEN_DISPLAY`).
@Suite(.serialized, .compositor(.gnomeShell))
struct GnomeShellSnackTests {
    private let shell: WaylandSession

    init() async throws {
        shell = try await WaylandSession.current()
    }

    /// Shell helpers for pointer and keys on GNOME Shell's screen: `WaylandSession.pointerHelpers` and
    /// `typed TEXT`.
    private static let input =
        WaylandSession.pointerHelpers + #"""
            typed() { DISPLAY="$SCREEN_DISPLAY" xdotool type --delay 60 "$1"; }

            """#

    /// A fresh Wayland-native app whose window has the keyboard.
    private func startApp() async throws -> WaylandAppProcess {
        let app = try await shell.app()
        #expect(app.backend == "wayland")
        try await app.send("app")
        try #require(try await Tool.eventually { try await app.send("active") == "active yes" }, "the app never had the focus")
        return app
    }

    private func scratch(_ name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    private func read(_ directory: String, _ name: String) -> String {
        (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? ""
    }

    /// The GNOME user's complaint: the pointer passing over popups took the keyboard from the Wayland app
    /// for good. Now showing takes nothing, the pointer crosses two popups and goes back, the keys typed
    /// then reach the app's entry, `--focus` refuses with a reason and status 2, and both popups end.
    @Test func thePointerCrossingPopupsLeavesTheKeyboardWithTheAppAndThePopupsEnd() async throws {
        let app = try await startApp()
        let directory = try scratch("crossing")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script =
            WaylandSession.busHelpers + Self.input + #"""
                d=$1
                "$0" --duration 3 --wait --json "First" > "$d/first" &
                first=$!
                "$0" --duration 3 --wait --json "Second" > "$d/second" &
                second=$!
                wait_for '[ "$(popups | wc -l)" -ge 2 ]' || exit 1
                touch "$d/shown"
                wait_for '[ -e "$d/go" ]' || exit 1
                for id in $(popups); do hover "$id"; done
                move 640 500
                typed "typed"
                "$0" --focus 2> "$d/focus"; echo "status $?" >> "$d/focus"
                wait $first $second
                """#
        async let finished = shell.notifyScript(script, arguments: [directory])
        let shown = try await Tool.eventually { FileManager.default.fileExists(atPath: directory + "/shown") }
        let focusWhileShown = shown ? try await app.send("active") : "never shown"
        _ = FileManager.default.createFile(atPath: directory + "/go", contents: nil)
        let result = try await finished
        try #require(result.status == 0, "\(result.errors)")
        #expect(focusWhileShown == "active yes", "a popup took the focus on appearing")
        let typed = try await Tool.eventually { try await app.send("text") == "text typed" }
        let text = try await app.send("text")
        #expect(typed, "the keys typed after the crossing were lost: \(text) \(result.errors)")
        #expect(try await app.send("active") == "active yes", "the app lost the keyboard")
        #expect(read(directory, "first").contains("\"reason\":\"timeout\""), "\(read(directory, "first"))")
        #expect(read(directory, "second").contains("\"reason\":\"timeout\""), "\(read(directory, "second"))")
        let focus = read(directory, "focus")
        #expect(focus.contains("--focus: the keyboard stays where it is: snacks here are X11 windows through Xwayland"), "\(focus)")
        #expect(focus.hasSuffix("status 2\n"), "\(focus)")
        #expect(try await app.close() == 0)
    }

    /// The pointer resting on a popup holds its time (a 2 s popup is still there after 4 s); once the
    /// pointer leaves, the rest of the time runs and it ends.
    @Test func hoverHoldsThePopupAndLeavingResumesIt() async throws {
        let app = try await startApp()
        let (held, afterLeaving, output) = try await shell.restOnPopup(duration: 2, seconds: 4)
        #expect(held, "the hover did not hold the popup: \(output)")
        // The rest (under 2 s) plus the exit motion and a loaded machine's delay.
        #expect(afterLeaving.map { $0 < 6000 } == true, "\(output)")
        #expect(try await app.close() == 0)
    }

    /// The pointer resting on a popup for 10 s holds it all along (Xwayland reports no motion while it
    /// rests; GNOME Shell's idle time grows); jumping onto the Wayland app (which Xwayland need not
    /// report) lets the rest of its time run: it ends within that rest plus 2 s. The service runs on
    /// GNOME Shell's bus, as in a GNOME session.
    @Test func aRestingPointerHoldsThePopupAndAJumpOffEndsIt() async throws {
        let app = try await startApp()
        let (held, afterLeaving, output) = try await shell.restOnPopup(duration: 3, seconds: 10, onShellBus: true)
        #expect(held, "the resting pointer did not hold the popup: \(output)")
        // The time left (under 3 s) plus 2 s.
        #expect(afterLeaving.map { $0 < 5000 } == true, "\(output)")
        #expect(try await app.close() == 0)
    }

    /// The service on GNOME Shell's bus holds a popup's time while the seat is idle (the idle monitor GNOME
    /// Shell runs, threshold 1 s) and lets it run on once the pointer moves on its screen.
    @Test func anIdleSeatKeepsThePopupUntilTheUserIsBack() async throws {
        let result = try await shell.idleScript(comeBack: WaylandSession.pointerMovedOnScreen, onShellBus: true)
        #expect(shell.printed(result) == WaylandSession.idleOutcome, "\(result.errors)")
    }

    /// A GNOME Shell banner covers the popup's slot at the top while the pointer passes over it: the
    /// popup still ends in its time.
    @Test func aPopupUnderGnomeShellsBannerEndsInItsTime() async throws {
        let script =
            WaylandSession.busHelpers + Self.input + #"""
                DBUS_SESSION_BUS_ADDRESS="$SHELL_BUS" notify-send "Cover" "GNOME Shell's own banner over the top slot"
                start=$(date +%s%N)
                "$0" --duration 3 --wait --json "Covered" || exit 1
                echo "ended after $(( ($(date +%s%N) - start) / 1000000 )) ms"
                """#
        let mover =
            Self.input + #"""
                for attempt in $(seq 200); do [ -n "$(popups)" ] && break; sleep 0.05; done
                for step in 1 2 3 4 5 6; do move $((560 + step * 10)) $((50 + step)); sleep 0.1; done
                move 640 500
                """#
        async let pointer = shell.run(["sh", "-c", mover], environment: shell.variables.mapValues { $0 })
        let result = try await shell.notifyScript(script)
        _ = try await pointer
        try #require(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"reason\":\"timeout\""), "\(result.output)")
        let elapsed = result.output.split(separator: "\n").first { $0.hasPrefix("ended after ") }
            .flatMap { Int($0.split(separator: " ")[2]) }
        #expect(elapsed.map { $0 < 8000 } == true, "\(result.output)")
    }

    /// Without Xwayland the popups are GNOME Shell's banners: the action the user clicks in a banner is
    /// what `snack-notify` reports, every time (three runs).
    @Test func theActionClickedInAGnomeShellBannerIsTheOutcome() async throws {
        let script =
            WaylandSession.busHelpers + Self.input + #"""
                pixel() { import -display "$SCREEN_DISPLAY" -window root -crop "1x1+$1+$2" -depth 8 txt:- | sed -n 's/^0,0: .*\(#[0-9A-F]\{6\}\).*/\1/p'; }
                backdrop=$(pixel 639 400)
                for run in 1 2 3; do
                  "$0" -A undo=Undo --wait "Deleted $run" "3 files" &
                  call=$!
                  # The banner (top centre, below the top bar), then its action row once the pointer is on it.
                  wait_for '[ "$(pixel 639 60)" != "$backdrop" ]' || exit 1
                  for step in 1 2 3 4; do move $((600 + step * 5)) $((60 + step * 3)); sleep 0.1; done
                  wait_for '[ "$(pixel 639 132)" != "$backdrop" ]' || exit 1
                  move 639 132; DISPLAY="$SCREEN_DISPLAY" xdotool click 1
                  wait $call || exit 1
                  move 640 500
                  wait_for '[ "$(pixel 639 60)" = "$backdrop" ]' || exit 1
                done
                """#
        let result = try await shell.notifyScript(script, hidingXwayland: true, onShellBus: true)
        try #require(result.status == 0, "\(result.errors)")
        #expect(result.output == "undo\nundo\nundo\n", "\(result.output) \(result.errors)")
    }
}
