import Foundation
import SnackbarTestTags

/// A finished child process: its exit status and what it printed.
struct CommandResult {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the package's built executables and system tools for the embedding tests.
enum Command {
    /// The directory holding the built products (the test bundle sits beside them).
    static let productsDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    /// The package's root directory.
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Runs `arguments` (the first found on PATH unless it contains a slash) and awaits its exit without
    /// holding a thread: a build or a gallery tour takes seconds, in which other suites' tests run.
    /// - Parameters:
    ///   - environment: variables to set on top of this process's (nil value: unset it).
    ///   - directory: the working directory.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String?] = [:], directory: String? = nil) async throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Output into files: a pipe would need a reader while the child runs, and one a daemon inherits
        // would never end.
        let captured = try temporaryDirectory("command")
        defer { try? FileManager.default.removeItem(atPath: captured) }
        let outputs = try ["output", "errors"].map { name in
            let path = captured + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return (path: path, handle: try FileHandle(forWritingTo: URL(fileURLWithPath: path)))
        }
        process.standardOutput = outputs[0].handle
        process.standardError = outputs[1].handle
        process.standardInput = FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in exited.resume() }
            do { try process.runExclusively() } catch { exited.resume(throwing: error) }
        }
        let texts = try outputs.map { output in
            try output.handle.close()
            return String(decoding: try Data(contentsOf: URL(fileURLWithPath: output.path)), as: UTF8.self)
        }
        return CommandResult(status: process.terminationStatus, output: texts[0], errors: texts[1])
    }

    /// A fresh empty directory under the system's temporary directory.
    static func temporaryDirectory(_ prefix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
