import Foundation
import SnackbarTestTags
import Synchronization
import Testing

/// A running `snack-testbed` process: its output lines as they arrive, its stdin to end it.
final class Testbed {
    let process: Process
    private let input = Pipe.exclusive()
    private let output = Pipe.exclusive()
    private let errors = Pipe.exclusive()
    private let received = ReceivedText()

    /// Starts `snack-testbed arguments…` on the tests' display with `environment` added.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process = Process()
        process.executableURL = try Testbed.executable()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [received] handle in
            received.appendOutput(String(decoding: handle.availableData, as: UTF8.self))
        }
        errors.fileHandleForReading.readabilityHandler = { [received] handle in
            received.appendError(String(decoding: handle.availableData, as: UTF8.self))
        }
        try process.runExclusively()
    }

    /// The built `snack-testbed`: beside the test bundle in the build directory, or `$SNACK_TESTBED`.
    static func executable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["SNACK_TESTBED"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent("snack-testbed")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw TestbedError.notBuilt
    }

    /// Every line printed so far.
    var lines: [String] { received.state.withLock { $0.lines } }

    /// Everything printed on standard error so far.
    var standardError: String { received.state.withLock { $0.stderr } }

    /// Waits for the first line that satisfies `predicate` (at most `limit` seconds, so a broken
    /// renderer fails the test instead of hanging it). The pauses between looks hold no thread.
    func waitFor(limit: Double = 20, _ predicate: (String) -> Bool) async -> String? {
        let end = Date().addingTimeInterval(limit)
        while Date() < end {
            if let line = lines.first(where: predicate) { return line }
            if !process.isRunning, let line = lines.first(where: predicate) { return line }
            if !process.isRunning { return nil }
            try? await Task.sleep(for: .milliseconds(20))
        }
        // One last look: on a loaded machine the sleep may end well past the limit, with the line in.
        return lines.first(where: predicate)
    }

    /// Waits for the line that is exactly `line`, or starts with it when `prefix` is true.
    @discardableResult
    func waitFor(_ line: String, prefix: Bool = false, limit: Double = 20) async -> String? {
        await waitFor(limit: limit) { prefix ? $0.hasPrefix(line) : $0 == line }
    }

    /// The frame of `placed <id> x y w h`, once printed.
    func placedFrame(_ id: String) async -> Frame? {
        guard let line = await waitFor("placed \(id) ", prefix: true) else { return nil }
        return Frame(fields: line.split(separator: " ").dropFirst(2).map(String.init))
    }

    /// Every frame of `placed <id> x y w h` printed so far, oldest first.
    func placedFrames(_ id: String) -> [Frame] {
        lines.filter { $0.hasPrefix("placed \(id) ") }.compactMap { Frame(fields: $0.split(separator: " ").dropFirst(2).map(String.init)) }
    }

    /// Sends one command line (`remove <id>`) to the testbed. A testbed that died gets nothing, and the
    /// test fails on the answer it never gives, rather than every test stopping on SIGPIPE.
    func send(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes stdin (the testbed then quits) and waits for the exit status.
    @discardableResult
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        // Whatever the reader threads have not handled yet is still in the pipes.
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        received.appendOutput(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        received.appendError(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

enum TestbedError: Error {
    case notBuilt
    /// The testbed never gave the answer asked for (what was asked, and its last lines).
    case noAnswer(String)
}

/// What a testbed printed, filled from the pipes' reader threads.
final class ReceivedText: Sendable {
    let state = Mutex<(lines: [String], partial: String, stderr: String)>(([], "", ""))

    func appendOutput(_ text: String) {
        state.withLock { state in
            let pieces = (state.partial + text).split(separator: "\n", omittingEmptySubsequences: false)
            state.lines += pieces.dropLast().map(String.init)
            state.partial = String(pieces.last ?? "")
        }
    }

    func appendError(_ text: String) {
        state.withLock { $0.stderr += text }
    }
}
