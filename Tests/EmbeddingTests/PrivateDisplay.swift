import Foundation
import Glibc
import SnackbarTestTags

/// An X display of one suite's own (Xvfb, 1280×800×24), so that the gallery's windows and the other
/// suites' windows, which run in parallel on `make test`'s display, never meet on one screen.
///
/// Started on first use by `Tests/Fixtures/private-display.sh`, which keeps the server while the pipe
/// to its standard input stays open: until this process ends, however it ends.
final class PrivateDisplay: Sendable {
    /// The display name, e.g. ":7".
    let name: String
    /// The address of the session bus started with the display (`withBus`), else nil.
    let busAddress: String?
    /// `DISPLAY` (and `DBUS_SESSION_BUS_ADDRESS` with a bus of its own) for a client of this display.
    var environment: [String: String?] {
        busAddress.map { ["DISPLAY": name, "DBUS_SESSION_BUS_ADDRESS": $0] } ?? ["DISPLAY": name]
    }
    /// The keeper's standard input.
    private let keeper: Pipe

    /// Starts the display (`screen` pixels, "WxH", 1280×800 when nil), and with `withBus` a D-Bus session bus
    /// of its own beside it.
    init(withBus: Bool = false, screen: String? = nil) throws {
        let process = Process()
        let announcement = Pipe.exclusive()
        keeper = Pipe.exclusive()
        // Close-on-exec: a child that held the pipe open would keep the server after the tests.
        _ = fcntl(keeper.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        process.executableURL = URL(fileURLWithPath: Command.packageDirectory + "/Tests/Fixtures/private-display.sh")
        process.arguments = (withBus ? ["--bus"] : []) + (screen.map { ["--screen", $0] } ?? [])
        process.standardInput = keeper
        process.standardOutput = announcement
        try process.runExclusively()
        let line = String(decoding: announcement.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard let display = line.split(separator: " ").first, display.hasPrefix(":") else {
            throw PixelError(message: "Xvfb did not start: '\(line)'")
        }
        name = String(display)
        let fields = line.split(whereSeparator: \.isWhitespace)
        busAddress = withBus && fields.count >= 3 ? String(fields[2]) : nil
    }

    /// Waits up to 30 s (a first GTK start on a loaded machine) for a visible snack window (titled
    /// "snackbar: <id>") and returns its frame.
    /// - Parameter id: the snack's id; nil for any snack.
    func visibleSnackFrame(id: String? = nil) async throws -> (x: Int, y: Int, width: Int, height: Int)? {
        for _ in 0..<600 {
            if let first = try await visibleSnackFrames(titled: "^snackbar: " + (id.map { $0 + "$" } ?? "")).first { return first.frame }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// The visible windows whose title matches `pattern` (xdotool's regular expression), with their titles
    /// and frames.
    func visibleSnackFrames(titled pattern: String = "^snackbar: ") async throws -> [(
        title: String, frame: (x: Int, y: Int, width: Int, height: Int)
    )] {
        let search = try await Command.run(["xdotool", "search", "--onlyvisible", "--name", pattern], environment: environment)
        var found: [(title: String, frame: (x: Int, y: Int, width: Int, height: Int))] = []
        for window in search.output.split(separator: "\n").map(String.init) {
            let title = try await Command.run(["xdotool", "getwindowname", window], environment: environment).output
            let geometry = try await Command.run(["xdotool", "getwindowgeometry", "--shell", window], environment: environment)
            let values = Dictionary(
                geometry.output.split(separator: "\n").compactMap { line -> (String, Int)? in
                    let parts = line.split(separator: "=")
                    guard parts.count == 2, let value = Int(parts[1]) else { return nil }
                    return (String(parts[0]), value)
                }, uniquingKeysWith: { $1 })
            guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else { continue }
            found.append((title.trimmingCharacters(in: .whitespacesAndNewlines), (x, y, width, height)))
        }
        return found
    }
}
