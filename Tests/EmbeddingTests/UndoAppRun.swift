import Foundation
import SnackbarTestTags
import Testing

/// An app that shows one snack with an Undo action and prints `shown <id>`, `action <id> undo` and
/// `dismissed <id> action undo` (Examples/c-app, the SwiftGtk stand-in), run on a private display with its
/// Undo button clicked for real.
struct UndoAppRun {
    /// The app's exit status.
    var status: Int32
    /// What it printed.
    var lines: [String]

    /// Runs `executable` with GTK animations off (as with the desktop's reduced-motion setting: the snack stands
    /// at its place once mapped, so the click needs no wait for the slide), clicks the trailing button of the
    /// first snack window and waits for the app to exit.
    /// - Parameters:
    ///   - directory: a scratch directory for the app's settings and output.
    ///   - environment: variables to set on top of this process's (nil value: unset it).
    init(_ executable: String, on display: PrivateDisplay, directory: String, environment: [String: String?] = [:]) async throws {
        let config = directory + "/config"
        try FileManager.default.createDirectory(atPath: config + "/gtk-3.0", withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=0\n".write(toFile: config + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
        let output = directory + "/" + URL(fileURLWithPath: executable).lastPathComponent + ".out"
        try #require(FileManager.default.createFile(atPath: output, contents: nil))
        let app = Process()
        app.executableURL = URL(fileURLWithPath: executable)
        var variables = ProcessInfo.processInfo.environment
        // No accessibility bridge: on a loaded machine its registration with the accessibility bus can hold
        // GTK's start for its 25 s D-Bus timeout, past the snack's time (these apps are tested for clicks).
        // The user's slowest time scale: a loaded machine may take longer than a long snack's time to click.
        let overrides = display.environment.merging(["XDG_CONFIG_HOME": config, "NO_AT_BRIDGE": "1", "SNACKBAR_TIME_SCALE": "10"]) { $1 }
            .merging(environment) { $1 }
        for (name, value) in overrides { variables[name] = value }
        app.environment = variables
        app.standardOutput = FileHandle(forWritingAtPath: output)
        let errors = output + ".errors"
        try #require(FileManager.default.createFile(atPath: errors, contents: nil))
        app.standardError = FileHandle(forWritingAtPath: errors)
        let exited = AsyncStream<Int32> { continuation in
            app.terminationHandler = {
                continuation.yield($0.terminationStatus)
                continuation.finish()
            }
        }
        try app.runExclusively()
        defer { if app.isRunning { app.terminate() } }

        guard let frame = try await display.visibleSnackFrame() else {
            let said = [output, errors].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.joined()
            let windows = try await Command.run(["xwininfo", "-root", "-tree"], environment: display.environment).output
            Issue.record("no snack window appeared; the app (running: \(app.isRunning)) said: \(said)\nwindows: \(windows)")
            throw PixelError(message: "no snack window")
        }
        // The Undo button sits at the trailing end of a snack without a close button.
        let click = try await Command.run(
            ["xdotool", "mousemove", "\(frame.x + frame.width - 40)", "\(frame.y + frame.height / 2)", "click", "1"],
            environment: display.environment)
        #expect(click.status == 0)
        status = await exited.first { _ in true } ?? -1
        lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// `shown <id>`, `action <id> undo`, `dismissed <id> action undo` with the id the app printed first (and
    /// any `check` lines between them).
    var isUndoClicked: Bool {
        let events = lines.filter { !$0.hasPrefix("check ") }
        guard let id = events.first?.split(separator: " ").last else { return false }
        return events == ["shown \(id)", "action \(id) undo", "dismissed \(id) action undo"]
    }
}
