import Foundation
import SnackbarTestTags
import Testing

/// A private compositor (1280×800, with Xwayland) started by `scripts/wayland/session.sh`:
/// its clients' environment, and running tools in it. `start` it, end it with `close()` (the script stops
/// the compositor and removes its directories when its standard input closes).
final class WaylandSession: Sendable {
    /// The compositors the script starts.
    enum Compositor: String, Sendable {
        /// sway 1.7 (wlroots: layer shell, screencopy for grim, virtual keyboard for wtype).
        case sway
        /// mutter 43, GNOME's compositor (no layer shell), nested in an Xvfb of its own whose screen
        /// (`SCREEN_DISPLAY`) shows what mutter shows.
        case mutter
        /// GNOME Shell 43 nested like mutter, with its banners (`org.freedesktop.Notifications` on the
        /// session bus at `SHELL_BUS`).
        case gnomeShell = "gnome-shell"
        /// weston 10 (no layer shell, no notification server) nested like mutter.
        case weston
        /// KDE's KWin 5.27 (layer shell version 3) nested like mutter, its scripting API on the bus at
        /// `KWIN_BUS` and its scripts' output in `KWIN_LOG`.
        case kwin
    }

    /// The compositor the script started.
    let compositor: Compositor

    /// The running suite's compositor (its `.compositor(_:)` trait), started by the suite's first test that
    /// asks: a suite whose tests are all skipped, as in `make check`, starts none.
    static func current() async throws -> WaylandSession {
        try await #require(SuiteCompositor.current, "the suite has no .compositor trait").session()
    }

    /// What the script printed: WAYLAND_DISPLAY (absolute), XDG_RUNTIME_DIR, DISPLAY, and SWAYSOCK or
    /// XAUTHORITY and SCREEN_DISPLAY (and GNOME Shell's SHELL_BUS, KWin's KWIN_BUS and KWIN_LOG).
    let variables: [String: String]
    private let script: Process
    private let input: FileHandle

    /// A Wayland-native GTK client's environment: the X display hidden so GDK cannot fall back to it.
    var wayland: [String: String?] {
        variables.filter { $0.key != "DISPLAY" && $0.key != "XAUTHORITY" }.mapValues { $0 }
            .merging(["GDK_BACKEND": "wayland", "DISPLAY": nil, "XAUTHORITY": nil]) { $1 }
    }

    /// An X11 client's environment on the compositor's Xwayland.
    var xwayland: [String: String?] {
        variables.mapValues { $0 }.merging(["GDK_BACKEND": "x11", "WAYLAND_DISPLAY": nil]) { $1 }
    }

    /// Starts the compositor and awaits the script's word that it is ready (the script gives up after 20 s).
    /// - Parameter monitors: mutter's monitors of 1280×800 side by side (sway makes more with `create_output`).
    static func start(_ compositor: Compositor, monitors: Int = 1) async throws -> WaylandSession {
        try await Tool.offThread { try WaylandSession(compositor, monitors: monitors) }
    }

    private init(_ compositor: Compositor, monitors: Int) throws {
        let script = Process()
        let input = Pipe.exclusive()
        let output = Pipe.exclusive()
        let errors = Pipe.exclusive()
        script.executableURL = URL(fileURLWithPath: Tool.packageDirectory + "/scripts/wayland/session.sh")
        script.arguments = [compositor.rawValue]
        // KWin gives the build's service the interfaces its .desktop file names.
        script.environment = Tool.merged(["SESSION_MONITORS": String(monitors), "SESSION_NOTIFYD": Tool.productsDirectory + "/snack-notifyd"])
        (script.standardInput, script.standardOutput, script.standardError) = (input, output, errors)
        try script.runExclusively()
        let lines = LineReader(output.fileHandleForReading)
        var variables: [String: String] = [:]
        // GNOME Shell takes 3-5 s to start alone, and past 40 s beside the other suites on two loaded cores.
        let startLimit = (compositor == .gnomeShell ? 4 : 2) * Tool.patience
        while let line = lines.next(timeout: startLimit), line != "ready" {
            let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { variables[pair[0]] = pair[1] }
        }
        (self.script, self.input, self.variables, self.compositor) = (script, input.fileHandleForWriting, variables, compositor)
        guard variables["WAYLAND_DISPLAY"] != nil else {
            stop()
            throw ToolError("\(compositor) did not start: " + String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))
        }
    }

    /// Runs a tool as a client of this compositor, Wayland-native unless `environment` says otherwise.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String?]? = nil) async throws -> ToolResult {
        try await Tool.run(arguments, environment: environment ?? wayland)
    }

    /// Starts `snack-wayland-app` as a client of this compositor.
    func app(environment: [String: String?]? = nil) async throws -> WaylandAppProcess {
        try await WaylandAppProcess.start(environment: environment ?? wayland)
    }

    /// Stops the compositor and awaits the script's clean-up.
    func close() async {
        _ = try? await Tool.offThread { [self] in stop() }
    }

    private func stop() {
        try? input.close()
        script.waitUntilExit()
    }
}

/// Runs a suite against one compositor started once for the whole suite (`@Suite(.compositor(.sway))`);
/// its tests reach it through `WaylandSession.current()`.
struct CompositorTrait: SuiteTrait, TestScoping {
    let compositor: WaylandSession.Compositor
    let monitors: Int

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let suite = SuiteCompositor(compositor, monitors: monitors)
        do {
            try await SuiteCompositor.$current.withValue(suite, operation: function)
        } catch {
            await suite.close()
            throw error
        }
        await suite.close()
    }
}

/// One suite's compositor, started once, by the first test that asks for it.
actor SuiteCompositor {
    @TaskLocal static var current: SuiteCompositor?
    private let compositor: WaylandSession.Compositor
    private let monitors: Int
    private var starting: Task<WaylandSession, any Error>?

    init(_ compositor: WaylandSession.Compositor, monitors: Int) {
        self.compositor = compositor
        self.monitors = monitors
    }

    /// The running compositor, started now if no test asked before; a start that failed fails every test.
    func session() async throws -> WaylandSession {
        if let starting { return try await starting.value }
        let task = Task { [compositor, monitors] in try await WaylandSession.start(compositor, monitors: monitors) }
        starting = task
        return try await task.value
    }

    /// Ends the compositor if a test started it.
    func close() async {
        if let session = try? await starting?.value { await session.close() }
    }
}

extension Trait where Self == CompositorTrait {
    /// One private `compositor` for the suite (mutter with `monitors` side by side).
    static func compositor(_ compositor: WaylandSession.Compositor, monitors: Int = 1) -> Self {
        CompositorTrait(compositor: compositor, monitors: monitors)
    }
}
