import Foundation
import Glibc
import SnackbarTestTags

/// Runs the built `snack-notify` binary as a process and captures what it prints.
struct NotifyProcess {
    /// What one run printed and how it exited.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The directory holding the built products: the test bundle's own directory.
    static let productsDirectory: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("snack-notify").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    /// The built client.
    static let executable = productsDirectory.appendingPathComponent("snack-notify")

    /// The built service.
    static let service = productsDirectory.appendingPathComponent("snack-notifyd")

    /// Runs `executable` with `arguments` under the C locale and the given environment changes (nil: unset),
    /// standard input empty. Awaits the exit without holding a thread: the tests of other suites run meanwhile.
    static func run(executable: URL, _ arguments: [String], environment changes: [String: String?] = [:]) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // notify-send's exact texts are the C locale's, whatever the developer's own locale says.
        environment["LC_ALL"] = "C"
        // Files, not pipes: a service or bus the script leaves running must not keep the test waiting
        // for an end of file.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snack-notify-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each run starts with no kept state (do not disturb, history, ids from 1) and leaves the user's alone.
        environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
        // No one uses a test display's keyboard or mouse: the system snackbar.conf there turns idle off, and a
        // test that wants it sets its own threshold (as `make test` does for every suite).
        let configDirs = FixtureKeeper.fixtures.appendingPathComponent("config-dirs").path
        let systemDirs = environment["XDG_CONFIG_DIRS"] ?? "/etc/xdg"
        if !systemDirs.hasPrefix(configDirs) { environment["XDG_CONFIG_DIRS"] = configDirs + ":" + systemDirs }
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        let outURL = directory.appendingPathComponent("out")
        let errURL = directory.appendingPathComponent("err")
        for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        let output = try FileHandle(forWritingTo: outURL)
        let error = try FileHandle(forWritingTo: errURL)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in exited.resume() }
            do { try process.runExclusively() } catch { exited.resume(throwing: error) }
        }
        try output.close()
        try error.close()
        let outData = try Data(contentsOf: outURL)
        let errData = try Data(contentsOf: errURL)
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Runs a shell `script` in which `$NOTIFY` is the client and `$SERVICE` the service: how raw bytes
    /// reach the client's argv (Foundation's `Process` would encode every argument as UTF-8). A script that
    /// hangs (a tool waiting for ever) is ended after `scriptLimit`, with status 124, so its test fails.
    static func run(shell script: String, environment: [String: String?] = [:]) async throws -> Result {
        let tools = ["NOTIFY": executable.path, "SERVICE": service.path]
        return try await run(
            executable: URL(fileURLWithPath: "/usr/bin/timeout"), ["-k", "5", scriptLimit, "/bin/sh", "-c", script],
            environment: environment.merging(tools) { own, _ in own })
    }

    /// How long one test's script may run: far beyond any test's need, short of a stalled `make test`.
    static let scriptLimit = "180"

    /// Runs the client with UTF-8 `arguments`.
    static func run(_ arguments: [String], environment: [String: String?] = [:]) async throws -> Result {
        try await run(executable: executable, arguments, environment: environment)
    }
}
