import Foundation
import SnackbarGtk
import Testing

/// GNOME's compositor (headless mutter 43, one for the suite) has no layer shell. The popup service
/// takes Xwayland, where snacks are placed as designed; a Wayland-native app's snacks go inside its
/// window; nothing aborts, and the app keeps the focus.
@Suite(.serialized, .compositor(.mutter))
struct MutterSnackTests {
    private let mutter: WaylandSession

    init() throws {
        mutter = try #require(WaylandSession.current)
    }

    /// The X11 windows of snacks on mutter's Xwayland, by title, with their on-screen geometry.
    private func snackWindows() throws -> [(id: String, frame: SnackRect)] {
        let ids = try mutter.run(["xdotool", "search", "--onlyvisible", "--name", "^snackbar: "], environment: mutter.xwayland)
        return try ids.output.split(separator: "\n").map { id in
            let name = try mutter.run(["xdotool", "getwindowname", String(id)], environment: mutter.xwayland).output
            let shell = try mutter.run(["xdotool", "getwindowgeometry", "--shell", String(id)], environment: mutter.xwayland).output
            var values: [String: Int] = [:]
            for line in shell.split(separator: "\n") {
                let pair = line.split(separator: "=")
                if pair.count == 2 { values[String(pair[0])] = Int(pair[1]) }
            }
            let frame = SnackRect(x: values["X"] ?? -1, y: values["Y"] ?? -1, width: values["WIDTH"] ?? -1, height: values["HEIGHT"] ?? -1)
            return (name.trimmingCharacters(in: .whitespacesAndNewlines), frame)
        }
    }

    @Test func aWaylandAppsSnacksGoInsideItsWindowWithOneWarning() throws {
        let app = try mutter.app()
        #expect(app.backend == "wayland")
        #expect(!app.hasLayerShell)
        try app.send("app")
        let frame = try app.add("in")
        let content = try app.send("content").split(separator: " ").dropFirst().compactMap { Int($0) }
        try #require(content.count == 4)
        #expect(frame.y == content[1] + 16 && frame.x == content[0] + (content[2] - 428) / 2, "\(frame) in \(content)")
        let warnings = app.warnings()
        #expect(warnings.filter { $0.contains("no layer shell") }.count == 1, "\(warnings)")
        #expect(!warnings.contains { $0.contains("Layer Shell protocol") }, "gtk-layer-shell's own warning is not asked for")
        #expect(app.close() == 0)
    }

    /// The popup service (started by snack-notify without a bus) chooses Xwayland itself: each popup's
    /// body sits 16 px from the screen's edges, stacked 16 px apart, and none takes the focus.
    @Test func theServiceTakesXwaylandAndPlacesPopupsAsDesigned() throws {
        let notify = Tool.productsDirectory + "/snack-notify"
        // A session bus of the test's own, so the three calls share one service.
        // The forked daemon must not hold the pipe the output is read from: it writes to files.
        let start = #"d=$(mktemp -d); dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$d/a" 4>"$d/p" </dev/null >/dev/null 2>&1; cat "$d/a" "$d/p"; rm -r "$d""#
        let bus = try mutter.run(["sh", "-c", start], environment: [:])
        let busLines = bus.output.split(separator: "\n").map(String.init)
        try #require(busLines.count == 2, "no session bus: \(bus.errors)")
        // Ending the bus ends the service on it (GDBus's exit-on-close), popups and all.
        defer { _ = try? mutter.run(["kill", busLines[1]], environment: [:]) }
        var environment = mutter.variables.mapValues { Optional($0) }
        environment["DBUS_SESSION_BUS_ADDRESS"] = .some(busLines[0])
        environment["GDK_BACKEND"] = .some(nil)
        for (title, place) in [("First", ["--position", "top"]), ("Second", ["--position", "top"]),
                               ("Corner", ["--position", "bottom", "--align", "leading"])] {
            let result = try mutter.run([notify, "--duration", "infinite"] + place + [title], environment: environment)
            #expect(result.status == 0, "\(result.errors)")
        }
        try Tool.eventually { try snackWindows().count == 3 }
        let windows = try snackWindows().sorted { $0.id < $1.id }
        try #require(windows.count == 3, "\(windows)")
        // The window carries a transparent shadow room of (width - 428) / 2 around the body.
        let margin = (windows[0].frame.width - 428) / 2
        let bodies = windows.map { SnackRect(x: $0.frame.x + margin, y: $0.frame.y + margin,
                                             width: 428, height: $0.frame.height - 2 * margin) }
        #expect(bodies[1].x == 426 && bodies[1].y == 16, "the newest at the top: \(bodies)")
        #expect(bodies[0].y == bodies[1].maxY + 16)
        #expect(bodies[2].x == 16 && bodies[2].maxY == 784)
        let active = try mutter.run(["xprop", "-root", "_NET_ACTIVE_WINDOW"], environment: mutter.xwayland).output
        let ids = try mutter.run(["xdotool", "search", "--onlyvisible", "--name", "^snackbar: "], environment: mutter.xwayland).output
        for id in ids.split(separator: "\n") {
            #expect(!active.lowercased().contains(String(format: "0x%x", Int(id) ?? 0)), "a popup took the focus: \(active)")
        }
    }
}
