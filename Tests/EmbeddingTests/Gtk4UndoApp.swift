import Foundation
import Testing

/// The apps of `Examples/gtk4-ui` as the tests run them against a prefix, each with the locator of
/// `Tests/Gtk4Embedding` beside it (linked in, or running the example), in the examples' directory (window.ui).
enum Gtk4UndoApp {
    static let sources = Command.packageDirectory + "/Tests/Gtk4Embedding"
    static let examples = Command.packageDirectory + "/Examples/gtk4-ui"
    /// What every app prints after the click on Undo, in this order.
    static let afterUndo = ["action trash", "undo notes.txt", "dismissed trash action"]
    /// What every app prints, in either order, once it closed its window.
    static let onClose: Set<String> = ["dismissed copy shutdown", "dismissed saved shutdown"]

    enum Language: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case c, python, javascript, vala
        var testDescription: String { rawValue }
        /// The window's title, which the app sets.
        var title: String { "Snackbar UI " + ["c": "C", "python": "Python", "javascript": "JavaScript", "vala": "Vala"][rawValue]! }
    }

    /// The command line that runs the app (the C and Vala ones built first into the prefix), and its window's title.
    static func command(_ language: Language, prefix: InstalledPrefix) async throws -> (command: [String], title: String) {
        switch language {
        case .c: return ([try await buildC(files: [examples + "/app.c", sources + "/locate.c"], prefix: prefix)], language.title)
        case .python: return (["/usr/bin/python3", sources + "/locate-undo.py", examples + "/app.py"], language.title)
        case .javascript: return (["/usr/bin/gjs", sources + "/locate-undo.js", examples + "/app.js"], language.title)
        case .vala: return ([try await buildVala(prefix: prefix)], language.title)
        }
    }

    /// Builds app.vala with the locator through valac, snackbar-gtk4.vapi and snackbar-gtk4.pc into the prefix.
    static func buildVala(prefix: InstalledPrefix) async throws -> String {
        let program = prefix.path + "/app-vala"
        let build = try await Command.run(
            [
                // Its C in the prefix, not beside app.vala, where another suite's build of it would race this one.
                "valac", "--quiet", "--directory", prefix.path + "/vala-c", "--vapidir", prefix.path + "/share/vala/vapi",
                "--pkg", "gtk4", "--pkg", "snackbar-gtk4",
                "-X", "-Wl,-rpath," + prefix.path + "/lib", "-o", program, examples + "/app.vala", sources + "/locate.c"
            ], environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        try #require(build.status == 0, "valac: \(build.output)\(build.errors)")
        return program
    }

    /// Builds `Tests/Gtk4Embedding/<source>` with cc and snackbar-gtk4.pc into the prefix; returns the program.
    static func buildC(_ source: String, prefix: InstalledPrefix) async throws -> String {
        try await buildC(files: [sources + "/" + source], prefix: prefix)
    }

    /// Builds the C files at `paths` with cc and snackbar-gtk4.pc into one program in the prefix; returns it.
    static func buildC(files paths: [String], prefix: InstalledPrefix) async throws -> String {
        let program = prefix.path + "/" + (paths[0] as NSString).lastPathComponent.replacingOccurrences(of: ".c", with: "-gtk4")
        let flags = try await Command.run(
            ["pkg-config", "--cflags", "--libs", "snackbar-gtk4"], environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        try #require(flags.status == 0, "pkg-config: \(flags.errors)")
        let build = try await Command.run(
            ["cc", "-Wall", "-Werror", "-o", program] + paths + ["-Wl,-rpath," + prefix.path + "/lib", "-lm"]
                + flags.output.split(whereSeparator: \.isWhitespace).map(String.init))
        try #require(build.status == 0, "cc: \(build.output)\(build.errors)")
        let linked = try await Command.run(["ldd", program])
        #expect(!linked.output.contains("libgtk-3"), "\(linked.output)")
        return program
    }

    /// Compiles window.blp with `make blueprint` against the prefix's typelib; returns the directory of the
    /// window.ui it gives, for an app to run in.
    static func compileBlueprint(prefix: InstalledPrefix) async throws -> String {
        let compiled = prefix.root + "/blueprint"
        let made = try await Command.run([
            "make", "-s", "-C", Command.packageDirectory, "blueprint", "BLUEPRINT_UI=" + compiled + "/window.ui",
            "BLUEPRINT_TYPELIBS=" + prefix.path + "/lib/girepository-1.0"
        ])
        try #require(made.status == 0, "\(made.output)\(made.errors)")
        return compiled
    }

    /// Where the apps find the installed typelib and library.
    static func environment(prefix: InstalledPrefix) -> [String: String?] {
        ["GI_TYPELIB_PATH": prefix.path + "/lib/girepository-1.0", "LD_LIBRARY_PATH": prefix.path + "/lib"]
    }
}

/// A test app as a process whose printed lines are read back as it prints them.
final class AppRun: @unchecked Sendable {
    private let process = Process()
    private let outputPath: String
    private let errorsPath: String

    /// Runs `command`, its output kept in `directory`, in `workingDirectory` (the test's own when nil).
    init(_ command: [String], environment extra: [String: String?], directory: String, workingDirectory: String? = nil) throws {
        outputPath = directory + "/app-output"
        errorsPath = directory + "/app-errors"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = workingDirectory.map { URL(fileURLWithPath: $0) }
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorsPath)
        try process.runExclusively()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var lines: [String] {
        ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    var errors: String { (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "" }

    /// Waits up to 30 s (a first GTK start on a loaded machine) for a line starting with `prefix`.
    func waitFor(prefix: String) async throws -> String {
        for _ in 0..<1500 {
            if let found = lines.last(where: { $0.hasPrefix(prefix) }) { return found }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PixelError(message: "the app did not print '\(prefix)…'; it printed \(lines), errors: \(errors)")
    }

    /// The visible X window of this process titled exactly `title` (a regular expression), once the X server
    /// shows it: asks every 50 ms for up to 30 s. By `_NET_WM_PID`, so a window of the suite's earlier app, still
    /// closing under the same title, is never taken.
    func window(titled title: String, on display: [String: String?]) async throws -> String {
        for _ in 0..<600 {
            let search = try await Command.run(
                ["xdotool", "search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", "^" + title + "$"],
                environment: display)
            if let window = search.output.split(separator: "\n").first { return String(window) }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw PixelError(message: "no window '\(title)' of the app; it printed \(lines), errors: \(errors)")
    }

    /// Waits up to 30 s for the process to end.
    func waitForExit() async throws {
        for _ in 0..<1500 where process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        guard !process.isRunning else { throw PixelError(message: "the app did not end: \(lines)") }
    }
}
