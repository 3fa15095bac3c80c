import Foundation
import Glibc

/// An X display of one suite's own (Xvfb, 1280×800×24), so that the gallery's windows and the other
/// suites' windows, which run in parallel on `make test`'s display, never meet on one screen.
///
/// Started on first use by `Tests/Fixtures/private-display.sh`, which keeps the server while the pipe
/// to its standard input stays open: until this process ends, however it ends.
final class PrivateDisplay: Sendable {
    /// The display name, e.g. ":7".
    let name: String
    /// `DISPLAY` for a client of this display.
    var environment: [String: String?] { ["DISPLAY": name] }
    /// The keeper's standard input.
    private let keeper: Pipe

    init() throws {
        let process = Process(), announcement = Pipe()
        keeper = Pipe()
        // Close-on-exec: a child that held the pipe open would keep the server after the tests.
        _ = fcntl(keeper.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        process.executableURL = URL(fileURLWithPath: Command.packageDirectory + "/Tests/Fixtures/private-display.sh")
        process.standardInput = keeper
        process.standardOutput = announcement
        try process.run()
        let line = String(decoding: announcement.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard let display = line.split(separator: " ").first, display.hasPrefix(":") else {
            throw PixelError(message: "Xvfb did not start: '\(line)'")
        }
        name = String(display)
    }
}
