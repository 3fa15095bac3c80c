import Foundation

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

    /// Runs `arguments` (the first found on PATH unless it contains a slash) and waits for it.
    /// - Parameters:
    ///   - environment: variables to set on top of this process's (nil value: unset it).
    ///   - directory: the working directory.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String?] = [:], directory: String? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a chatty child never blocks on a full pipe.
        let errorData = Locked<Data>()
        let errorReader = Thread { errorData.value = errors.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return CommandResult(status: process.terminationStatus,
                             output: String(decoding: outputData, as: UTF8.self),
                             errors: String(decoding: errorData.value ?? Data(), as: UTF8.self))
    }

    /// A fresh empty directory under the system's temporary directory.
    static func temporaryDirectory(_ prefix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// A value written by one thread and read by another.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    private var written = false

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue; written = true } }
    }

    var isSet: Bool { lock.withLock { written } }
}
