import Foundation
import SnackbarTestTags
import Testing

/// The X tools the tests drive the display with: `xdotool`, `xwininfo`, `import` and `convert`.
enum XDisplay {
    /// The display the tests run on; `make test` provides one with xvfb-run.
    static func name() throws -> String {
        try #require(
            ProcessInfo.processInfo.environment["DISPLAY"], "run the GTK tests under a display: xvfb-run -a -s \"-screen 0 1280x800x24\" swift test")
    }

    /// Runs `tool arguments…` and returns its standard output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe.exclusive()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runExclusively()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits (10 s at most, polling) until the X window `window` is no longer viewable; false if it stays.
    static func waitUntilHidden(_ window: String) async throws -> Bool {
        for _ in 0..<200 {
            if !(try run("xwininfo", ["-id", window]).contains("IsViewable")) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// The X id of the visible snack window of `id`, if there is one.
    static func window(of id: String) throws -> String? {
        let ids = try run("xdotool", ["search", "--onlyvisible", "--name", "^snackbar: \(id)$"])
        return ids.split(separator: "\n").first.map(String.init)
    }

    /// The X id of `id`'s snack window once it is visible (`visibleWindow(named:)`).
    static func visibleWindow(of id: String) async throws -> String? {
        try await visibleWindow(named: "^snackbar: \(id)$")
    }

    /// The X id of the first visible window whose title matches `pattern`, once there is one: polls for 10 s
    /// at most, since a window a program reported may not be viewable yet (its map still in Xlib's buffer),
    /// and a window that other suites destroy in the middle of a search can end that one search empty.
    static func visibleWindow(named pattern: String) async throws -> String? {
        for _ in 0..<200 {
            let ids = try run("xdotool", ["search", "--onlyvisible", "--name", pattern])
            if let window = ids.split(separator: "\n").first { return String(window) }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// The window's frame as the X server reports it.
    static func frame(ofWindow window: String) throws -> Frame? {
        let info = try run("xwininfo", ["-id", window])
        func value(_ label: String) -> Int? {
            info.split(separator: "\n").first { $0.contains(label) }
                .flatMap { $0.split(separator: ":").last }
                .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        guard let x = value("Absolute upper-left X"), let y = value("Absolute upper-left Y"),
            let width = value("Width"), let height = value("Height")
        else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }

    /// Moves the pointer there and clicks the first button `count` times.
    static func click(x: Int, y: Int, count: Int = 1) throws {
        try run("xdotool", ["mousemove", "\(x)", "\(y)", "click", "--repeat", "\(count)", "--delay", "80", "1"])
    }

    /// Moves the pointer.
    static func move(x: Int, y: Int) throws {
        try run("xdotool", ["mousemove", "\(x)", "\(y)"])
    }

    /// Parks the pointer in the bottom-left corner, away from every snack.
    static func parkPointer() throws {
        try move(x: 2, y: 797)
    }

    /// Presses at `from`, drags sideways by `dx` in steps, releases.
    static func drag(x: Int, y: Int, dx: Int) throws {
        var arguments = ["mousemove", "\(x)", "\(y)", "mousedown", "1"]
        for step in 1...8 { arguments += ["mousemove", "\(x + dx * step / 8)", "\(y)", "sleep", "0.03"] }
        try run("xdotool", arguments + ["mouseup", "1"])
    }

    /// The colour of one screen pixel as `#RRGGBB`, from a screenshot of the root window.
    static func pixel(x: Int, y: Int) throws -> String {
        try column(x: x, y: y, height: 1).first ?? ""
    }

    /// The colours of `height` screen pixels from (x, y) down, as `#RRGGBB`, from one screenshot of the
    /// root window.
    static func column(x: Int, y: Int, height: Int) throws -> [String] {
        try pixels(x: x, y: y, width: 1, height: height)
    }

    /// The colours of `width` screen pixels from (x, y) rightwards, as `#RRGGBB`, from one screenshot of the
    /// root window.
    static func row(x: Int, y: Int, width: Int) throws -> [String] {
        try pixels(x: x, y: y, width: width, height: 1)
    }

    /// The colours of the screen pixels in `frame`, row by row, from one screenshot of the root window.
    static func pixels(in frame: Frame) throws -> [String] {
        try pixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The colours of a `width`×`height` box of screen pixels, row by row, from one screenshot of the root window.
    private static func pixels(x: Int, y: Int, width: Int, height: Int) throws -> [String] {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("snack-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        try run("import", ["-window", "root", shot])
        // `txt:` prints a header, then one line per pixel: "0,0: (198,40,40)  #C62828  srgb(198,40,40)".
        let text = try run("convert", [shot, "-crop", "\(width)x\(height)+\(x)+\(y)", "txt:-"])
        return text.split(separator: "\n").dropFirst().map { line in
            line.split(separator: " ").first { $0.hasPrefix("#") }.map { String($0.prefix(7)).uppercased() } ?? ""
        }
    }

    /// How many pixels inside `frame` have exactly `color` (`#RRGGBB`), from a screenshot of the root window.
    static func count(of color: String, in frame: Frame) throws -> Int {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("snack-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        try run("import", ["-window", "root", shot])
        let text = try run(
            "convert",
            [
                shot, "-crop", "\(frame.width)x\(frame.height)+\(frame.x)+\(frame.y)", "+repage",
                "-fill", "white", "-opaque", color, "-fill", "black", "+opaque", "white",
                "-format", "%[fx:round(mean*w*h)]", "info:"
            ])
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The red channels of `height` screen pixels from (x, y) down (grey levels over a grey backdrop).
    static func greys(x: Int, y: Int, height: Int) throws -> [Int] {
        try column(x: x, y: y, height: height).map { Int($0.dropFirst().prefix(2), radix: 16) ?? -1 }
    }

    /// Starts `xcompmgr` (plain compositing, no shadows of its own) as a daemon and returns its pid
    /// file for `stopCompositor`. `start-stop-daemon` closes every inherited descriptor: a child holding
    /// Foundation's process-watch socket would make `waitUntilExit` wait for the compositor's end.
    static func startCompositor() throws -> String {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("snack-xcompmgr-\(UUID().uuidString).pid").path
        try run(
            "start-stop-daemon",
            [
                "--start", "--background", "--make-pidfile", "--pidfile", pidFile,
                "--exec", "/usr/bin/xcompmgr", "--", "-n"
            ])
        // GTK asks for the compositing-manager selection when a window is made. xcompmgr claims it with a
        // window named "xcompmgr", in the one burst of requests that also grabs the server to start
        // redirecting: once that window can be seen, the selection is owned.
        let end = Date().addingTimeInterval(10)
        while try run("xdotool", ["search", "--name", "^xcompmgr$"]).isEmpty, Date() < end {
            Thread.sleep(forTimeInterval: 0.05)
        }
        return pidFile
    }

    /// Stops the compositor `startCompositor` started and waits until it is gone (or a zombie: its X
    /// connection, and so the compositing selection, is closed either way).
    static func stopCompositor(_ pidFile: String) throws {
        let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        // SIGKILL: it ends at once, with nothing of its own to keep.
        try run("start-stop-daemon", ["--stop", "--signal", "KILL", "--pidfile", pidFile, "--remove-pidfile"])
        let end = Date().addingTimeInterval(5)
        while Date() < end, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            stat.split(separator: " ").dropFirst(2).first != "Z"
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}
