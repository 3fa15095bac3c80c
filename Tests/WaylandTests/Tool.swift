import Foundation
import SnackbarTestTags

/// What a finished tool printed, and how it ended.
struct ToolResult {
    var status: Int32
    /// Standard output as it came (grim writes an image there).
    var data: Data
    var errors: String
    /// Standard output as text.
    var output: String { String(decoding: data, as: UTF8.self) }
}

/// A failure of the harness itself (a tool that failed, a compositor that did not start).
struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs the system tools the compositor tests drive (swaymsg, grim, wtype) and the package's products.
enum Tool {
    /// The package's root directory.
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// How long a wait on the compositor or a client may take before a test gives up: generous, because
    /// `make test` runs some 200 tests on two shared cores (a snack took up to 10 s to show there).
    static let patience: TimeInterval = 20
    /// The directory of the built products (the test bundle sits beside them).
    static let productsDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path

    /// Runs `arguments` (looked up on PATH) with `environment` over this process's (nil unsets) and
    /// awaits its end.
    static func run(_ arguments: [String], environment: [String: String?]) async throws -> ToolResult {
        try await offThread { try runAndWait(arguments, environment: environment) }
    }

    /// Runs blocking `work` on a thread of its own and awaits it: waiting for a child or a pipe must not
    /// hold one of the few cooperative threads that every suite of the test run shares.
    static func offThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result(catching: work)) }
        }
    }

    private static func runAndWait(_ arguments: [String], environment: [String: String?]) throws -> ToolResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = merged(environment)
        let output = Pipe.exclusive()
        let errors = Pipe.exclusive()
        (process.standardInput, process.standardOutput, process.standardError) = (FileHandle.nullDevice, output, errors)
        try process.runExclusively()
        // Standard error on a reader of its own, so a chatty tool never blocks on a full pipe.
        let errorLines = LineReader(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = errorLines.remaining(timeout: 5).joined(separator: "\n")
        return ToolResult(status: process.terminationStatus, data: data, errors: errorText)
    }

    /// Polls `condition` every 20 ms until it holds or `patience` runs out: for what a compositor does
    /// in its own time and announces to nobody (a surface on screen, a window focused, keys arrived).
    /// - Returns: whether it held in time.
    @discardableResult
    static func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: patience)
        while try await !condition() {
            guard Date() < deadline else { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// This process's environment with `changes` applied (a nil value removes the variable).
    static func merged(_ changes: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // No one uses a test compositor's seat: the tests' system snackbar.conf turns idle off for the popup
        // service (a test that wants idle sets its own threshold), as `make test` does for every suite.
        let configDirs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/config-dirs").path
        let systemDirs = environment["XDG_CONFIG_DIRS"] ?? "/etc/xdg"
        if !systemDirs.hasPrefix(configDirs) { environment["XDG_CONFIG_DIRS"] = configDirs + ":" + systemDirs }
        for (name, value) in changes { environment[name] = value }
        return environment
    }
}
