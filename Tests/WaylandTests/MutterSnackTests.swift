import Foundation
import SnackbarGtk
import Testing

/// GNOME's compositor (headless mutter 43, one for the suite) has no layer shell. The popup service
/// takes Xwayland, where snacks are placed as designed; a Wayland-native app's snacks go inside its
/// window; nothing aborts, and no popup takes the focus.
@Suite(.serialized, .compositor(.mutter))
struct MutterSnackTests {
    private let mutter: WaylandSession

    init() throws {
        mutter = try #require(WaylandSession.current)
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
        var environment = mutter.variables.mapValues { Optional($0) }
        environment["GDK_BACKEND"] = .some(nil)
        // Services the bus starts (the accessibility bus) inherit its output: a file, never the pipe read here.
        // Animations off (GTK's settings.ini), so each popup is in its slot once its call returns.
        let session = #"""
            d=$(mktemp -d); mkdir "$d/gtk-3.0"; printf '[Settings]\ngtk-enable-animations=false\n' > "$d/gtk-3.0/settings.ini"
            XDG_CONFIG_HOME="$d" dbus-run-session -- sh -c "$1" "$2" > "$d/out" 2> /dev/null < /dev/null; cat "$d/out"; rm -r "$d"
            """#
        let result = try await mutter.run(["sh", "-c", session, "sh", script, Tool.productsDirectory + "/snack-notify"],
                                          environment: environment)
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
}
