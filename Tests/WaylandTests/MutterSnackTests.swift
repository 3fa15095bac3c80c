import Foundation
import SnackbarGtk
import SnackbarTestTags
import Testing

/// GNOME's compositor (mutter 43 nested in a private Xvfb, one for the suite) has no layer shell. The popup service
/// takes Xwayland, where snacks are placed as designed; a Wayland-native app's snacks go inside its
/// window; a popup shows above a maximized window; nothing aborts, and through Xwayland no popup takes
/// the focus. Without Xwayland popups go to the desktop's notification server when there is one (and
/// never take the focus); without either the first call says that placement is up to the compositor.
@Suite(.serialized, .compositor(.mutter), .tags(.compositor))
struct MutterSnackTests {
    private let mutter: WaylandSession

    init() async throws {
        mutter = try await WaylandSession.current()
    }

    @Test func aWaylandAppsSnacksGoInsideItsWindowWithOneWarning() async throws {
        let app = try await mutter.app()
        #expect(app.backend == "wayland")
        #expect(!app.hasLayerShell)
        try await app.send("app")
        let frame = try await app.add("in")
        let content = try await app.contentArea()
        #expect(frame.y == content.y + 16 && frame.x == content.x + (content.width - 428) / 2, "\(frame) in \(content)")
        let warnings = try await app.warnings()
        #expect(warnings.filter { $0.contains("no layer shell") }.count == 1, "\(warnings)")
        #expect(!warnings.contains { $0.contains("Layer Shell protocol") }, "gtk-layer-shell's own warning is not asked for")
        #expect(try await app.close() == 0)
    }

    /// The popup service chooses Xwayland itself: each popup's body sits 16 px from the screen's edges,
    /// stacked 16 px apart, and none takes the focus. The three calls share one service on a session bus
    /// of their own, which ends with the script (and the service with it).
    @Test func theServiceTakesXwaylandAndPlacesPopupsAsDesigned() async throws {
        let script = #"""
            for call in "--position top First" "--position top Second" "--position bottom --align leading Corner"; do
              "$0" --duration infinite $call || exit 1
            done
            for attempt in $(seq 200); do
              [ "$(xdotool search --onlyvisible --name '^snackbar: ' | wc -l)" -ge 3 ] && break; sleep 0.1
            done
            active=$(xprop -root _NET_ACTIVE_WINDOW | sed 's/.*# //')
            for id in $(xdotool search --onlyvisible --name '^snackbar: '); do
              eval "$(xdotool getwindowgeometry --shell "$id")"
              echo "$(xdotool getwindowname "$id")|$X $Y $WIDTH $HEIGHT|$([ "$(printf 0x%x "$id")" = "$active" ] && echo focused)"
            done
            """#
        let result = try await calls(script)
        let windows = result.output.split(separator: "\n").filter { $0.hasPrefix("snackbar: ") }
            .map { $0.split(separator: "|", omittingEmptySubsequences: false) }
            .sorted { $0[0] < $1[0] }
        try #require(windows.count == 3, "\(result.output) \(result.errors)")
        let frames = windows.map { fields in fields[1].split(separator: " ").compactMap { Int($0) } }
        try #require(frames.allSatisfy { $0.count == 4 })
        // The window holds a transparent shadow room of (width - 428) / 2 around the body.
        let margin = (frames[0][2] - 428) / 2
        let bodies = frames.map { SnackRect(x: $0[0] + margin, y: $0[1] + margin, width: 428, height: $0[3] - 2 * margin) }
        #expect(bodies[1].x == 426 && bodies[1].y == 16, "the newest at the top: \(bodies)")
        #expect(bodies[0].y == bodies[1].maxY + 16)
        #expect(bodies[2].x == 16 && bodies[2].maxY == 784)
        #expect(windows.allSatisfy { $0[2].isEmpty }, "a popup took the focus: \(windows)")
    }

    /// A popup maps over an X11 app's maximized window (the GNOME path: the service on Xwayland) and is
    /// seen on mutter's screen above it, while the app keeps the keyboard focus.
    @Test func aPopupShowsAboveAMaximizedWindowWhichKeepsTheFocus() async throws {
        let app = try await mutter.app(environment: mutter.xwayland)
        #expect(app.backend == "x11")
        try await app.send("app")
        try await app.send("maximize")
        let maximized = #"xprop -id "$(xdotool search --onlyvisible --name '^snack-wayland-app$')" _NET_WM_STATE"#
        try #require(
            try await Tool.eventually {
                let state = try await mutter.run(["sh", "-c", maximized], environment: mutter.xwayland).output
                return state.contains("MAXIMIZED_HORZ") && state.contains("MAXIMIZED_VERT")
            }, "the app window was never maximized")
        try #require(try await Tool.eventually { try await app.send("active") == "active yes" }, "the app never had the focus")
        // Maximized is said before the app has drawn its grown area, which mutter shows black until then
        // (loaded runs took the screenshot in between): wait until no black is left below the popups' rows.
        let corner =
            #"! import -display "$SCREEN_DISPLAY" -window root -crop 1280x380+0+420 -depth 8 -format %c histogram:info:- | grep -q '#000000'"#
        try #require(
            try await Tool.eventually {
                try await mutter.run(["sh", "-c", corner], environment: mutter.xwayland).status == 0
            }, "the maximized app window was never drawn on mutter's screen")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("above-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(".snackbar { background: #C62828; border: none; box-shadow: none; }\n".utf8)
            .write(to: URL(fileURLWithPath: directory + "/red.css"))
        // The screenshot is taken once the popup's body shows red on mutter's screen (or after 10 s).
        let script = """
            "$0" --duration infinite --theme \(directory)/red.css "Above" || exit 1
            for attempt in $(seq 200); do
              import -display "$SCREEN_DISPLAY" -window root -crop 1x400+640+0 -depth 8 txt:- | grep -q -i C62828 && break; sleep 0.05
            done
            import -display "$SCREEN_DISPLAY" -window root -depth 8 ppm:\(directory)/screen.ppm
            """
        let result = try await calls(script)
        let screen = try Screenshot(ppm: try Data(contentsOf: URL(fileURLWithPath: directory + "/screen.ppm")))
        let red = Screenshot.Color(red: 0xC6, green: 0x28, blue: 0x28)
        let body = try #require(screen.bounds(of: red, in: SnackRect(x: 0, y: 0, width: 1280, height: 400)), "no popup on screen: \(result.errors)")
        // Top centre, whole; in the top stack's next free slot (an earlier test's service may still show popups).
        #expect(body.x == 426 && body.width == 428 && body.y >= 16, "\(body)")
        // Below and beside the popup (under the title bar) the maximized window fills the screen: its
        // colour, not mutter's black backdrop.
        let window = screen.color(x: 640, y: 600)
        #expect(window != Screenshot.Color(red: 0, green: 0, blue: 0), "the app window is not on screen")
        for (x, y) in [(body.x - 30, body.maxY + 30), (body.maxX + 30, body.maxY + 30), (640, body.maxY + 30), (20, 400), (1260, 400)] {
            #expect(screen.color(x: x, y: y) == window, "at \(x),\(y)")
        }
        #expect(try await app.send("active") == "active yes", "the popup took the focus from the app")
        #expect(try await app.close() == 0)
    }

    /// Without Xwayland (no `DISPLAY`) the service's popups are plain Wayland windows that mutter places:
    /// the call that starts the service says so once on standard error, `--verbose` says it on every
    /// call. (Whether mutter 43 gives such a popup the focus is not asserted: a Wayland client cannot
    /// refuse it, and in two runs one popup took it from the app and the other did not.)
    @Test func withoutXwaylandTheFirstCallSaysPlacementIsUpToTheCompositor() async throws {
        let script = #"""
            for call in "First" "Second" "--verbose Third"; do
              echo "call $call" >&2; "$0" --duration infinite $call || exit 1
            done
            """#
        let result = try await calls(script, hidingXwayland: true)
        let calls = result.errors.components(separatedBy: "call ").dropFirst()
        try #require(calls.count == 3, "\(result.errors)")
        let warning = "placement is up to the compositor"
        #expect(calls.map { $0.components(separatedBy: warning).count - 1 } == [1, 0, 1], "\(result.errors)")
        #expect(calls.first?.contains("snack-notify: this Wayland compositor has no layer shell and no Xwayland") == true)
        #expect(calls.last?.contains("delivered to the running service") == true, "\(result.errors)")
    }

    /// Without Xwayland, while another process is the desktop's notification server (dunst here, on the
    /// Xvfb that hosts mutter; GNOME Shell on GNOME), each popup goes to it as a notification: nothing
    /// maps in mutter, so a Wayland-native app keeps the keyboard focus while the calls arrive. The
    /// server shows the title and message as summary and body, its close is the user's dismissal
    /// (`closed`), an action chosen in its menu is what `snack-notify -A undo=Undo` prints, an update
    /// replaces the notification in place and `--close-all` closes it.
    @Test func withoutXwaylandPopupsGoToTheDesktopsNotificationServerAndNeverTakeTheFocus() async throws {
        let app = try await mutter.app()
        #expect(app.backend == "wayland")
        try await app.send("app")
        try #require(try await Tool.eventually { try await app.send("active") == "active yes" }, "the app never had the focus")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("banners-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // dunst's context menu runs `dmenu` with one line per action ("#Undo (Deleted) [1,undo]"): this one picks undo.
        try Data("#!/bin/sh\ngrep -m1 ',undo]'\n".utf8).write(to: URL(fileURLWithPath: directory + "/pick"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory + "/pick")
        try Data("[global]\ndmenu = \(directory)/pick\n".utf8).write(to: URL(fileURLWithPath: directory + "/dunstrc"))
        // dunst on the bus first (an X11 client of mutter's host screen: mutter has no layer shell for its
        // Wayland side); the first call starts the service, `shown` tells the test to look at the focus.
        let script =
            WaylandSession.busHelpers + #"""
                d=$1
                env -u WAYLAND_DISPLAY DISPLAY="$SCREEN_DISPLAY" dunst -config "$d/dunstrc" > "$d/dunst.log" 2>&1 &
                dunst=$!
                trap 'kill -KILL $dunst' EXIT
                # NameHasOwner, not dunstctl: a call to the name would start a second dunst through D-Bus activation.
                wait_for 'owned org.freedesktop.Notifications' || exit 1
                "$0" --duration infinite --wait --json "Saved" "All files are on disk" > "$d/saved" 2> "$d/saved.err" &
                saved=$!
                wait_for '[ "$(dunstctl count displayed)" = 1 ]' || exit 1
                touch "$d/shown"
                wait_for '[ -e "$d/go" ]' || exit 1
                dunstctl close
                wait $saved || exit 1
                "$0" --verbose -A undo=Undo --wait "Deleted" "3 files" > "$d/deleted" 2> "$d/deleted.err" &
                deleted=$!
                wait_for '[ "$(dunstctl count displayed)" = 1 ]' || exit 1
                dunstctl context
                wait $deleted || exit 1
                id=$("$0" -p --duration infinite "Copying" "1 of 3") || exit 1
                "$0" -r "$id" --duration infinite "Copying" "2 of 3" || exit 1
                dunstctl count displayed > "$d/updated"
                "$0" --close-all || exit 1
                wait_for '[ "$(dunstctl count displayed)" = 0 ]' || exit 1
                dunstctl history > "$d/history.json"
                """#
        async let finished = calls(script, hidingXwayland: true, arguments: [directory])
        let shown = try await Tool.eventually { FileManager.default.fileExists(atPath: directory + "/shown") }
        let focusWhileShown = shown ? try await app.send("active") : "never shown"
        _ = FileManager.default.createFile(atPath: directory + "/go", contents: nil)
        let result = try await finished
        let read = { (name: String) in (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? "" }
        try #require(result.status == 0, "\(result.errors) dunst: \(read("dunst.log"))")
        #expect(focusWhileShown == "active yes", "a popup took the focus from the app")
        #expect(
            read("saved.err").contains(
                "snack-notify: this Wayland compositor has no layer shell and no Xwayland (DISPLAY is not set): popups go to the desktop's notification server"
            ), "\(read("saved.err"))")
        #expect(!read("saved.err").contains("placement is up to the compositor"))
        #expect(read("saved").contains("\"reason\":\"closed\""), "\(read("saved"))")
        #expect(read("deleted") == "undo\n", "\(read("deleted")) \(read("deleted.err"))")
        #expect(read("deleted.err").contains("popups go to the desktop's notification server"), "--verbose says it on every call")
        let history = try JSONSerialization.jsonObject(with: Data(read("history.json").utf8)) as? [String: Any]
        let entries = (history?["data"] as? [[[String: Any]]])?.first ?? []
        let field = { (entry: [String: Any], name: String) in (entry[name] as? [String: Any])?["data"] as? String }
        let pairs = Set(entries.map { "\(field($0, "appname") ?? "?")|\(field($0, "summary") ?? "?")|\(field($0, "body") ?? "?")" })
        // The update replaced the notification in place (one on screen, only its last text in the history),
        // and --close-all closed it with CloseNotification.
        #expect(read("updated") == "1\n")
        #expect(
            pairs == ["snack-notify|Saved|All files are on disk", "snack-notify|Deleted|3 files", "snack-notify|Copying|2 of 3"],
            "\(read("history.json"))")
        #expect(try await app.send("active") == "active yes", "a popup took the focus from the app")
        #expect(try await app.close() == 0)
    }

    /// A notification server that owns the name but never answers (dunst, stopped) does not hold the
    /// service up: after its 3 s the popup shows as a window, the service says why once on stderr, and
    /// the next popup is a window at once. The service runs on its own here, so its stderr can be read.
    @Test func aNotificationServerThatNeverAnswersGetsNoMorePopupsAndTheyShowAsWindows() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("silent-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script =
            WaylandSession.busHelpers + #"""
                d=$1
                env -u WAYLAND_DISPLAY DISPLAY="$SCREEN_DISPLAY" dunst > "$d/dunst.log" 2>&1 &
                dunst=$!
                trap 'kill -KILL $dunst $service' EXIT
                wait_for 'owned org.freedesktop.Notifications' || exit 1
                kill -STOP $dunst
                "$(dirname "$0")/snack-notifyd" --verbose 2> "$d/service.err" &
                service=$!
                wait_for 'owned io.snackbar.Notifier' || exit 1
                "$0" --duration infinite "First" || exit 1
                "$0" --duration infinite "Second" || exit 1
                """#
        let result = try await calls(script, hidingXwayland: true, arguments: [directory])
        let service = (try? String(contentsOfFile: directory + "/service.err", encoding: .utf8)) ?? ""
        try #require(result.status == 0, "\(result.errors) service: \(service)")
        #expect(service.components(separatedBy: "did not take a popup (it did not answer GetCapabilities)").count == 2, "\(service)")
        #expect(service.contains("popup-1 stays until closed") && service.contains("popup-2 stays until closed"), "\(service)")
        #expect(!service.contains("went to the desktop's notification server"), "\(service)")
    }

    /// The service on mutter's bus, as in a GNOME session: the pointer resting on a popup for 10 s holds
    /// it all along, and once it jumps off (which Xwayland need not report) the popup ends within its time
    /// left plus 2 s; mutter's idle time tells the two apart.
    @Test func aRestingPointerHoldsThePopupAndAJumpOffEndsIt() async throws {
        let app = try await mutter.app()
        try await app.send("app")
        let (held, afterLeaving, output) = try await mutter.restOnPopup(duration: 3, seconds: 10, onShellBus: true)
        #expect(held, "the resting pointer did not hold the popup: \(output)")
        // The time left (under 3 s) plus 2 s.
        #expect(afterLeaving.map { $0 < 5000 } == true, "\(output)")
        #expect(try await app.close() == 0)
    }

    /// The service on mutter's bus holds a popup's time while the seat is idle (mutter's
    /// `org.gnome.Mutter.IdleMonitor`, threshold 1 s) and lets it run on once the pointer moves on
    /// mutter's screen.
    @Test func anIdleSeatKeepsThePopupUntilTheUserIsBack() async throws {
        let result = try await mutter.idleScript(comeBack: WaylandSession.pointerMovedOnScreen, onShellBus: true)
        #expect(mutter.printed(result) == WaylandSession.idleOutcome, "\(result.errors)")
    }

    private func calls(_ script: String, hidingXwayland: Bool = false, arguments: [String] = []) async throws -> ToolResult {
        try await mutter.notifyScript(script, hidingXwayland: hidingXwayland, arguments: arguments)
    }
}
