import Foundation
import SnackbarCore
import SnackbarTestTags
import Testing

/// A snack's time runs only while its window is in the user's sight, in both renderers (GTK 3's
/// `snack-testbed script`, GTK 4's `snack-gtk4-demo --script`): on an X server with openbox, the window
/// minimized or another window made active (`xdotool`, through the window manager, as a user does) holds
/// it; activated again, the snack runs on with the time it had left. Under the same window manager, where a
/// snack anchored in a window sits.
///
/// Each snack is shown once its window is out of sight, so no step of the test races the snack's time: under
/// `make test` this process's steps can lag by seconds (many suites share its threads and its process-start
/// lock), and a snack shown first could end before the window left the user's sight.
@Suite(.serialized, .tags(.display))
struct UnseenWindowTests {
    static let display = Result { try PrivateDisplay() }
    typealias Renderer = Gtk4DemoRun.ScriptRenderer

    /// Starts openbox on the suite's display once (it ends with the display); ready once a probe window it
    /// maps shows (openbox names itself before it handles map requests).
    private func windowManager() async throws -> PrivateDisplay {
        let display = try Self.display.get()
        let start = try await Command.run(
            [
                "bash", "-c",
                #"""
                managed() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; }
                probe_shows() {
                    xmessage -title probe probe < /dev/null > /dev/null 2>&1 & probe=$!
                    for _ in $(seq 20); do xdotool search --onlyvisible --name '^probe$' > /dev/null 2>&1 && break; sleep 0.05; done
                    xdotool search --onlyvisible --name '^probe$' > /dev/null 2>&1; shown=$?; kill -KILL $probe; wait $probe 2> /dev/null
                    return $shown; }
                managed && exit 0
                start-stop-daemon --start --background --make-pidfile --pidfile "$(mktemp -d)/openbox.pid" \
                    --exec /usr/bin/openbox -- --sm-disable || exit 1
                for _ in $(seq 200); do managed && break; sleep 0.05; done
                for _ in $(seq 20); do probe_shows && exit 0; done; exit 1
                """#
            ], environment: display.environment)
        #expect(start.status == 0, "openbox did not start: \(start.errors)")
        return display
    }

    private func xdotool(_ arguments: [String], on display: PrivateDisplay) async throws {
        let result = try await Command.run(["xdotool"] + arguments, environment: display.environment)
        #expect(result.status == 0, "xdotool \(arguments): \(result.errors)")
    }

    /// The renderer's window under openbox, activated: the app says it is the active one.
    private func activeWindow(_ renderer: Renderer) async throws -> (PrivateDisplay, Gtk4DemoRun, String) {
        let display = try await windowManager()
        let run = try await Gtk4DemoRun(on: display, renderer: renderer)
        let window = try await run.window()
        try await xdotool(["windowactivate", "--sync", window], on: display)
        #expect(try await run.poll("active", until: "active yes") == "active yes")
        return (display, run, window)
    }

    /// A 4 s snack outlives its time in a minimized window, its countdown standing still; once the
    /// window is activated it ends with `timeout`, no sooner than the time it had left.
    @Test(arguments: Renderer.allCases)
    func aMinimizedWindowHoldsItsSnackUntilItIsActiveAgain(renderer: Renderer) async throws {
        let (display, run, window) = try await activeWindow(renderer)
        try await xdotool(["windowminimize", "--sync", window], on: display)
        #expect(try await run.poll("active", until: "active no") == "active no")
        try await run.show("m seconds=4 Minimized")
        #expect(try await run.poll("held m", until: "held m yes") == "held m yes")
        let heldAt = try await run.secondsLeft("m")
        // The time under test: more than the snack's time passes while the window stays minimized.
        let end = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < end {
            #expect(!run.lines.contains { $0.hasPrefix("dismissed m") }, "ended unseen")
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(try await run.secondsLeft("m") == heldAt, "the held countdown stands still")
        let activated = ContinuousClock.now
        try await xdotool(["windowactivate", "--sync", window], on: display)
        #expect(try await run.waitFor(prefix: "dismissed m ") == "dismissed m timeout")
        #expect(ContinuousClock.now - activated >= .seconds(heldAt - 0.05), "it ran on with the \(heldAt) s it had left")
    }

    /// Under a window manager that draws a title bar (openbox), GTK 3's snacks anchored in a window sit inside
    /// its content area, below the title bar, at the theme's inset.
    @Test func anAnchoredSnackSitsBelowTheTitleBar() async throws {
        let (display, run, window) = try await activeWindow(.gtk3)
        try await run.show("t forever edge=top Below the title bar")
        let top = { (id: String) async throws -> Int in
            let info = try await Command.run(["xwininfo", "-id", id], environment: display.environment)
            let line = info.output.split(separator: "\n").first { $0.contains("Absolute upper-left Y:") }
            return Int(line?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? -1
        }
        let content = try await top(window)
        let snack = try await top(try await run.window(titled: "snackbar: t"))
        #expect(snack == content + Theme.standard.layout.contentInset, "the snack's top \(snack), the content's \(content)")
    }

    /// A GTK 4 window made smaller than a snack (its content out, then sized 69×16 through the window
    /// manager) clips the card to a sliver: the snack's time holds until the window is large enough again.
    @Test func aWindowTooSmallForTheCardHoldsItsSnack() async throws {
        let (display, run, window) = try await activeWindow(.gtk4)
        try run.send("content none")
        _ = try await run.waitFor("content none")
        try await xdotool(["windowsize", "--sync", window, "69", "16"], on: display)
        try await run.show("t seconds=2 Tiny")
        #expect(try await run.poll("held t", until: "held t yes") == "held t yes")
        // The time under test: more than the snack's 2 s pass while its card does not fit.
        let end = ContinuousClock.now + .seconds(3)
        while ContinuousClock.now < end {
            #expect(!run.lines.contains { $0.hasPrefix("dismissed t") }, "ended while clipped")
            try await Task.sleep(for: .milliseconds(100))
        }
        try await xdotool(["windowsize", "--sync", window, "600", "400"], on: display)
        #expect(try await run.poll("held t", until: "held t no") == "held t no")
        #expect(try await run.waitFor(prefix: "dismissed t ") == "dismissed t timeout")
    }

    /// Another app's window made active holds the snack; the snack's window activated again lets it run.
    @Test(arguments: Renderer.allCases)
    func anotherActiveWindowHoldsTheSnack(renderer: Renderer) async throws {
        let (display, run, window) = try await activeWindow(renderer)
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/xmessage")
        other.arguments = ["-geometry", "300x100+400+200", "-title", "other", "Another app"]
        other.environment = ProcessInfo.processInfo.environment.merging(display.environment.compactMapValues { $0 }) { $1 }
        try other.runExclusively()
        defer { kill(other.processIdentifier, SIGKILL) }
        var otherWindow = ""
        for _ in 0..<600 where otherWindow.isEmpty {
            let search = try await Command.run(["xdotool", "search", "--onlyvisible", "--name", "^other$"], environment: display.environment)
            otherWindow = search.output.split(separator: "\n").first.map(String.init) ?? ""
            if otherWindow.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
        }
        try await xdotool(["windowactivate", "--sync", otherWindow], on: display)
        #expect(try await run.poll("active", until: "active no") == "active no")
        try await run.show("o seconds=6 Behind")
        #expect(try await run.poll("held o", until: "held o yes") == "held o yes")
        try await xdotool(["windowactivate", "--sync", window], on: display)
        #expect(try await run.poll("held o", until: "held o no") == "held o no")
        #expect(try await run.waitFor(prefix: "dismissed o ") == "dismissed o timeout")
    }
}
