import Foundation
import Glibc
import SnackbarTestTags

/// A fixture script in `Tests/Fixtures` that starts servers, announces them on one line and keeps them
/// until its standard input (a pipe this process holds) ends, however the test process ends.
struct FixtureKeeper {
    /// The announced line's whitespace-separated fields.
    let fields: [String]
    /// The keeper's standard input: open as long as this process runs.
    let input: FileHandle

    /// Runs `Fixtures/<script> arguments…` and waits for its announcement (`count` fields, else it throws
    /// naming `what` did not start).
    init(_ script: String, arguments: [String] = [], environment: [String: String]? = nil, count: Int, what: String) throws {
        let keeper = Process()
        let pipe = Pipe.exclusive()
        let announcement = Pipe.exclusive()
        keeper.executableURL = Self.fixtures.appendingPathComponent(script)
        keeper.arguments = arguments
        if let environment { keeper.environment = environment }
        (keeper.standardInput, keeper.standardOutput) = (pipe, announcement)
        input = pipe.fileHandleForWriting
        // Close-on-exec: no other child may hold the pipe open, or the servers would outlive the tests.
        _ = fcntl(input.fileDescriptor, F_SETFD, FD_CLOEXEC)
        try keeper.runExclusively()
        let line = String(decoding: announcement.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard fields.count == count else { throw DesktopError(message: "the \(what) did not start: '\(line)'") }
    }

    /// `Tests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
}
