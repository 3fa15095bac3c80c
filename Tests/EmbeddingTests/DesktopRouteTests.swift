import Foundation
import SnackbarTestTags
import Testing

/// The opt-in route to the desktop, on both renderers (GTK 3's `snack-testbed script`, GTK 4's
/// `snack-gtk4-demo --script`): with the route on, a snack added while the app's window is not the active
/// one (minimized, or another window active under openbox) is a popup of the popup service, whose Undo,
/// clicked for real, runs the app's handler and reports back once; one added while the window is active, or
/// with the route off, stays in the window's own stack; one no service shows comes back to the window. Each C
/// library's switch routes too (`Tests/CABI/route_app.c`).
@Suite(.serialized, .tags(.display, .sessionBus))
struct DesktopRouteTests {
    static let display = Result { try PrivateDisplay(withBus: true) }
    typealias Renderer = Gtk4DemoRun.ScriptRenderer

    /// How the app's window stops being the active one.
    enum Away: String, CaseIterable, Sendable {
        case minimized, anotherWindowActive
    }

    @Test(arguments: Renderer.allCases, Away.allCases)
    func aSnackAddedWhileTheWindowIsInactiveIsAPopupWhoseActionComesBack(renderer: Renderer, away: Away) async throws {
        let display = try Self.display.get()
        try await OpenboxOnDisplay.start(on: display)
        try await Self.waitUntilNoServiceRuns(on: display)
        let service = try await PopupService(on: display)
        defer { service.stop() }
        let app = try await Gtk4DemoRun(on: display, renderer: renderer)
        #expect(try await app.reply(to: "route on") == "route on")
        let other = try await leave(app, away)
        defer { other?.terminate() }
        try app.send("show r seconds=60 action=undo:Undo Routed to the desktop")
        try await app.waitFor("shown r")
        #expect(try await app.reply(to: "order") == "order top= bottom=", "not in the window")
        let frame = try #require(try await display.visibleSnackFrame(), "the service's popup shows")
        // The Undo button sits at the trailing end of a popup without a close button.
        let click = try await Command.run(
            ["xdotool", "mousemove", "\(frame.x + frame.width - 40)", "\(frame.y + frame.height / 2)", "click", "1"],
            environment: display.environment)
        #expect(click.status == 0, "\(click.errors)")
        try await app.waitFor("dismissed r action undo")
        // One more round trip through the app's main loop: a second report would be printed by then.
        _ = try await app.reply(to: "order")
        let reports = app.lines.filter { ["pressed Undo", "callback r action", "dismissed r action undo"].contains($0) }
        #expect(reports == ["pressed Undo", "callback r action", "dismissed r action undo"], "\(app.lines)")
    }

    @Test(arguments: Renderer.allCases)
    func aSnackAddedWhileTheWindowIsActiveStaysInIt(renderer: Renderer) async throws {
        let display = try Self.display.get()
        try await OpenboxOnDisplay.start(on: display)
        let app = try await Gtk4DemoRun(on: display, renderer: renderer)
        #expect(try await app.reply(to: "route on") == "route on")
        let activate = try await Command.run(["xdotool", "windowactivate", "--sync", try await app.window()], environment: display.environment)
        #expect(activate.status == 0, "\(activate.errors)")
        _ = try await app.poll("active", until: "active yes")
        try await app.show("w seconds=60 action=undo:Undo Stays in the window")
        #expect(try await app.reply(to: "order") == "order top= bottom=w")
    }

    @Test(arguments: Renderer.allCases)
    func withTheRouteOffASnackStaysInTheInactiveWindow(renderer: Renderer) async throws {
        let display = try Self.display.get()
        try await OpenboxOnDisplay.start(on: display)
        let app = try await Gtk4DemoRun(on: display, renderer: renderer)
        _ = try await leave(app, .minimized)
        try app.send("show o seconds=60 action=undo:Undo Stays in the window")
        #expect(try await app.reply(to: "order") == "order top= bottom=o")
    }

    /// With no popup service on the bus (none runs, none can be started) a routed snack is not lost: it comes
    /// back to the window it would have shown in, once, not rejected.
    @Test(arguments: Renderer.allCases)
    func aSnackNoServiceShowsComesBackToTheWindow(renderer: Renderer) async throws {
        let display = try Self.display.get()
        try await OpenboxOnDisplay.start(on: display)
        try await Self.waitUntilNoServiceRuns(on: display)
        let app = try await Gtk4DemoRun(on: display, renderer: renderer)
        #expect(try await app.reply(to: "route on") == "route on")
        _ = try await leave(app, .minimized)
        try app.send("show b seconds=60 action=undo:Undo Back in the window")
        #expect(try await app.poll("order", until: "order top= bottom=b") == "order top= bottom=b")
        #expect(!app.lines.contains { $0.hasPrefix("dismissed b ") || $0.hasPrefix("callback b ") }, "\(app.lines)")
    }

    /// Each C library's switch (`Tests/CABI/route_app.c`): libsnackbar's setter and libsnackbar-gtk4's
    /// `SnackbarOverlay` property route a snack of an app with no window to the service (the popup's class is
    /// the service's), and its action and dismissed callbacks, after a real click on Undo, run once each.
    @Test(arguments: Renderer.allCases)
    func theCLibrariesRouteASnackOfAnAppWithoutAnActiveWindow(library: Renderer) async throws {
        let display = try Self.display.get()
        try await Self.waitUntilNoServiceRuns(on: display)
        let service = try await PopupService(on: display)
        defer { service.stop() }
        let program = try await Self.buildRouteApp(library, into: service.directory)
        let app = try AppRun(
            [program], environment: display.environment.merging(["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11"]) { $1 },
            directory: service.directory)
        let started = [try await app.waitFor(prefix: "route "), try await app.waitFor(prefix: "show ")]
        // libsnackbar prints the setter's status (SNACKBAR_OK), libsnackbar-gtk4 the property read back.
        #expect(started == [library == .gtk3 ? "route 0" : "route 1", "show 0"], "\(app.lines) \(app.errors)")
        let popup = try #require(try await display.visibleSnackFrame(), "a popup shows: \(app.errors)")
        let search = try await Command.run(["xdotool", "search", "--onlyvisible", "--name", "^snackbar: "], environment: display.environment)
        let window = try #require(search.output.split(separator: "\n").first.map(String.init))
        let owner = try await Command.run(["xprop", "-id", window, "WM_CLASS"], environment: display.environment)
        #expect(owner.output.contains("snack-notifyd"), "the service shows it: \(owner.output)")
        let click = try await Command.run(
            ["xdotool", "mousemove", "\(popup.x + popup.width - 40)", "\(popup.y + popup.height / 2)", "click", "1"],
            environment: display.environment)
        #expect(click.status == 0, "\(click.errors)")
        try await app.waitForExit()
        #expect(Array(app.lines.dropFirst(2)) == ["action c undo", "dismissed c 1 undo"], "\(app.lines) \(app.errors)")
    }

    /// Waits up to 30 s until no popup service owns its name on the display's bus: one an earlier test stopped
    /// may still be ending.
    private static func waitUntilNoServiceRuns(on display: PrivateDisplay) async throws {
        let ask = [
            "gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus", "--method",
            "org.freedesktop.DBus.NameHasOwner", "io.snackbar.Notifier"
        ]
        for _ in 0..<600 {
            let answer = try await Command.run(ask, environment: display.environment)
            if answer.output.contains("false") { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw PixelError(message: "a popup service still runs")
    }

    /// `Tests/CABI/route_app.c` built against the library of `library` in the build directory.
    private static func buildRouteApp(_ library: Renderer, into directory: String) async throws -> String {
        let products = Command.productsDirectory
        let (package, link, define) = library == .gtk4 ? ("gtk4", "-lsnackbar-gtk4", ["-DROUTE_GTK4"]) : ("gtk+-3.0", "-lsnackbar", [])
        let flags = try await Command.run(["pkg-config", "--cflags", "--libs", package])
        try #require(flags.status == 0, "pkg-config: \(flags.errors)")
        let program = directory + "/route-app-" + library.rawValue
        let build = try await Command.run(
            ["cc", "-Wall", "-Werror"] + define + [
                "-o", program, Command.packageDirectory + "/Tests/CABI/route_app.c", "-I", Command.packageDirectory + "/include",
                "-L", products, link, "-Wl,-rpath," + products
            ] + flags.output.split(whereSeparator: \.isWhitespace).map(String.init))
        try #require(build.status == 0, "cc: \(build.output)\(build.errors)")
        return program
    }

    /// Makes the app's window inactive `away`'s way, and waits until the app says so; returns the other
    /// window's process, if one was started.
    private func leave(_ app: Gtk4DemoRun, _ away: Away) async throws -> Process? {
        let window = try await app.window()
        var other: Process?
        switch away {
        case .minimized:
            let minimize = try await Command.run(["xdotool", "windowminimize", "--sync", window], environment: app.display.environment)
            #expect(minimize.status == 0, "\(minimize.errors)")
        case .anotherWindowActive:
            let started = try await OpenboxOnDisplay.showWindow(titled: "other app", on: app.display)
            other = started.process
            let activate = try await Command.run(["xdotool", "windowactivate", "--sync", started.window], environment: app.display.environment)
            #expect(activate.status == 0, "\(activate.errors)")
        }
        _ = try await app.poll("active", until: "active no")
        return other
    }
}

/// openbox on a test display, started once per display (it ends with the display).
enum OpenboxOnDisplay {
    /// Starts openbox unless a window manager runs, and returns once it manages windows: openbox names itself
    /// the window manager before it handles map requests, so a window it maps (tried afresh every half
    /// second) is the sign.
    static func start(on display: PrivateDisplay) async throws {
        let check = try await Command.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], environment: display.environment)
        guard !check.output.contains("window id") else { return }
        _ = try launch("/usr/bin/openbox", ["--sm-disable"], on: display)
        for _ in 0..<60 {
            if let probe = try? await showWindow(titled: "probe", on: display, tries: 10) {
                probe.process.terminate()
                return
            }
        }
        throw PixelError(message: "openbox never mapped a window")
    }

    /// An `xmessage` window titled `title`, once it shows (asked every 50 ms, `tries` times).
    static func showWindow(titled title: String, on display: PrivateDisplay, tries: Int = 600) async throws -> (process: Process, window: String) {
        let process = try launch("/usr/bin/xmessage", ["-title", title, title], on: display)
        for _ in 0..<tries {
            let search = try await Command.run(["xdotool", "search", "--onlyvisible", "--name", "^\(title)$"], environment: display.environment)
            if let window = search.output.split(separator: "\n").first { return (process, String(window)) }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.terminate()
        throw PixelError(message: "the window '\(title)' never showed")
    }

    /// Starts `path` with `arguments` on `display`, its output dropped.
    private static func launch(_ path: String, _ arguments: [String], on display: PrivateDisplay) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in display.environment { environment[name] = value }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.runExclusively()
        return process
    }
}

extension Gtk4DemoRun {
    /// Sends `command` and returns its answer (the first line printed after it that starts with the command's
    /// first word), or the `error` line it printed instead.
    func reply(to command: String) async throws -> String {
        let count = lines.count
        let prefixes = [String(command.split(separator: " ").first ?? "") + " ", "error "]
        try send(command)
        for _ in 0..<1500 {
            if let line = lines.dropFirst(count).first(where: { line in prefixes.contains { line.hasPrefix($0) } }) { return line }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PixelError(message: "no answer to '\(command)': \(lines), errors: \(errors)")
    }
}
