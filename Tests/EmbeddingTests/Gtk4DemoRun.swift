import Foundation
import Glibc
import SnackbarTestTags
import Testing

/// The built `snack-gtk4-demo --script` (or, for GTK 3, `snack-testbed script`: the same script,
/// `SnackScript`) as a process on a display: commands go to its standard input, its lines are read back
/// as it prints them. GTK's animations are off (the desktop's reduced-motion setting), so a snack stands in
/// its place once shown.
///
/// The process is stopped when the value goes (closing its input ends it; a kill makes sure).
final class Gtk4DemoRun: @unchecked Sendable {
    static let executable = Command.productsDirectory + "/snack-gtk4-demo"
    let display: PrivateDisplay
    /// The demo window's title (`DemoWindow.Mode.title`).
    let windowTitle: String
    private let process = Process()
    private let input = Pipe.exclusive()
    private let outputPath: String
    private let directory: String

    /// Starts the demo on `display` and waits for its window to show (`ready`).
    /// - Parameters:
    ///   - environment: variables on top of this process's and the display's (a locale, a theme).
    ///   - adwaita: the window's snacks as libadwaita's toasts (`--adwaita`).
    ///   - renderer: GTK 4's demo, or GTK 3's testbed running the same script.
    ///   - arguments: more of the GTK 4 demo's arguments (`--adwaita-dark`).
    init(
        on display: PrivateDisplay, environment extra: [String: String] = [:], adwaita: Bool = false, renderer: ScriptRenderer = .gtk4,
        arguments: [String] = []
    ) async throws {
        self.display = display
        switch renderer {
        case .gtk4: windowTitle = adwaita ? "Snackbar GTK 4 demo (AdwToast)" : "Snackbar GTK 4 demo"
        case .gtk3: windowTitle = "script window"
        }
        directory = try Command.temporaryDirectory("gtk4-demo")
        for version in ["gtk-3.0", "gtk-4.0"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + version, withIntermediateDirectories: true)
            try "[Settings]\ngtk-enable-animations=0\n".write(toFile: directory + "/\(version)/settings.ini", atomically: true, encoding: .utf8)
        }
        outputPath = directory + "/output"
        for path in [outputPath, directory + "/errors"] { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        _ = fcntl(input.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        switch renderer {
        case .gtk4:
            process.executableURL = URL(fileURLWithPath: Self.executable)
            process.arguments = ["--script"] + (adwaita ? ["--adwaita"] : []) + arguments
        case .gtk3:
            process.executableURL = URL(fileURLWithPath: Command.productsDirectory + "/snack-testbed")
            process.arguments = ["script"]
        }
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in display.environment { environment[name] = value }
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_CONFIG_HOME"] = directory
        // No accessibility bus: GTK 4 starts it on its own, and on a busy machine waits for it at the first
        // event; none of these tests listens to it.
        environment["GTK_A11Y"] = "none"
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: directory + "/errors")
        try process.runExclusively()
        try await waitFor("ready")
    }

    /// Which renderer's program runs the script.
    enum ScriptRenderer: String, CaseIterable, Sendable {
        case gtk3, gtk4
    }

    deinit {
        try? input.fileHandleForWriting.close()
        // Gone before the suite's next demo starts: a window of this one still up over the same place would
        // take that demo's clicks.
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Sends one command line.
    func send(_ command: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8))
    }

    /// Every line printed so far.
    var lines: [String] {
        ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Shows a snack in the window (`line`: its id, options and message) and waits until it is shown.
    func show(_ line: String) async throws {
        try send("show " + line)
        try await waitFor("shown " + (line.split(separator: " ").first.map(String.init) ?? ""))
    }

    /// Shows a snack on the desktop through the popup service and waits until the service took it.
    /// A snack the service did not take ends the wait at once, with the service's log.
    func showOnDesktop(_ line: String, through service: PopupService) async throws {
        let id = line.split(separator: " ").first.map(String.init) ?? ""
        try send("desktop " + line)
        for _ in 0..<1500 {
            if let first = lines.first(where: { $0 == "shown \(id)" || $0.hasPrefix("dismissed \(id) ") }) {
                if first == "shown \(id)" { return }
                break
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PixelError(message: "the desktop snack \(id) was not shown: \(lines); the demo's errors: \(errors)\nthe service's log:\n\(service.log)")
    }

    /// What it printed on standard error so far.
    var errors: String {
        (try? String(contentsOfFile: directory + "/errors", encoding: .utf8)) ?? ""
    }

    /// Waits up to 30 s (a first GTK start on a loaded machine) for the line `line`, and returns it; the
    /// `prefix` form returns the last line starting so after the lines there were before.
    @discardableResult
    func waitFor(_ line: String? = nil, prefix: String? = nil, after count: Int = 0) async throws -> String {
        for _ in 0..<1500 {
            let now = lines.dropFirst(count)
            if let line, now.contains(line) { return line }
            if let prefix, let found = now.last(where: { $0.hasPrefix(prefix) }) { return found }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PixelError(message: "the demo did not print '\(line ?? prefix ?? "")'; it printed \(lines), errors: \(errors)")
    }

    /// The centre of a snack's button (`close` for the close button, `text` for its text column) in the
    /// window's pixels, once it is on screen and laid out (an AdwToast waits its turn in a queue; a button
    /// just mapped may not have its place yet): asks every 20 ms, for up to 30 s, until two answers in a row
    /// agree.
    func locate(_ id: String, button: String) async throws -> (x: Int, y: Int) {
        try await settledPoint("locate \(id) \(button)", naming: "\(button) of \(id)")
    }

    /// The point `command` answers (`at X Y`) once two answers in a row agree, asking every 20 ms for up
    /// to 30 s; `what` names it in the error.
    func settledPoint(_ command: String, naming what: String) async throws -> (x: Int, y: Int) {
        var last: (x: Int, y: Int)?
        for _ in 0..<1500 {
            let before = lines.count
            try send(command)
            let answer = try await waitFor(prefix: "at ", after: before).split(separator: " ")
            if answer.count == 3, let x = Int(answer[1]), let y = Int(answer[2]) {
                if let last, last == (x, y) { return (x, y) }
                last = (x, y)
            } else {
                last = nil
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PixelError(message: "\(what) did not come on screen; the demo's last lines: \(lines.suffix(20))")
    }

    /// The X id of this demo's visible window titled `name` (the demo window when nil), once the X server
    /// shows it (`ready` comes when GTK presented it, which the server may map a moment later): asks every
    /// 50 ms, for up to 30 s.
    func window(titled name: String? = nil) async throws -> String {
        let title = "^" + (name ?? windowTitle).replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)") + "$"
        for _ in 0..<600 {
            // This process's window: the suite's earlier demo, going, may still show one of the same name.
            let search = try await Command.run(
                ["xdotool", "search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", title],
                environment: display.environment)
            if let window = search.output.split(separator: "\n").first { return String(window) }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw PixelError(message: "no window '\(name ?? windowTitle)' of the demo")
    }

    /// Clicks `button` for real at `point` of the demo window; nil only moves the pointer there.
    func click(_ point: (x: Int, y: Int), button: Int? = 1) async throws {
        let click = try await Command.run(
            ["xdotool", "mousemove", "--window", try await window(), "\(point.x)", "\(point.y)"] + (button.map { ["click", "\($0)"] } ?? []),
            environment: display.environment)
        #expect(click.status == 0, "\(click.errors)")
    }
}
