import Foundation
import SnackbarGtk
import SnackbarTestTags
import Synchronization

/// A running `snack-wayland-app`: commands a line in, answers and snack events a line out (its
/// `WaylandApp` lists them). Ends with `close()`, or when the last reference goes.
final class WaylandAppProcess: Sendable {
    /// "wayland" or "x11": the GDK backend the app got.
    let backend: String
    /// Whether the compositor offered layer shell to the app.
    let hasLayerShell: Bool
    private let process = Process()
    private let input = Pipe.exclusive()
    private let lines: LineReader
    private let complaints: LineReader
    /// Lines read while looking for another, in order.
    private let unclaimed = Mutex<[String]>([])

    /// Starts the app and awaits what it says at start.
    static func start(environment: [String: String?]) async throws -> WaylandAppProcess {
        try await Tool.offThread { try WaylandAppProcess(environment: environment) }
    }

    private init(environment: [String: String?]) throws {
        let output = Pipe.exclusive()
        let errors = Pipe.exclusive()
        process.executableURL = URL(fileURLWithPath: Tool.productsDirectory + "/snack-wayland-app")
        process.environment = Tool.merged(environment)
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
        try process.runExclusively()
        lines = LineReader(output.fileHandleForReading)
        complaints = LineReader(errors.fileHandleForReading)
        let backend = lines.next(timeout: Tool.patience)
        let layerShell = lines.next(timeout: Tool.patience)
        guard let backend, backend.hasPrefix("backend "), let layerShell, layerShell.hasPrefix("layer-shell ") else {
            throw ToolError("the app did not start: \(backend ?? "") \(layerShell ?? "") \(complaints.remaining(timeout: 0.2))")
        }
        self.backend = String(backend.dropFirst("backend ".count))
        hasLayerShell = layerShell == "layer-shell yes"
    }

    /// Sends one command and awaits its answer: the first line starting with the command's first word
    /// (`added` for `add`).
    @discardableResult
    func send(_ command: String) async throws -> String {
        // The throwing write: an app that died fails this test instead of stopping every test (SIGPIPE).
        do {
            try input.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8))
        } catch {
            throw ToolError("the app is gone (\(error)); it said \(complaints.remaining(timeout: 0.2))")
        }
        let word = String(command.split(separator: " ").first ?? "")
        return try await waitFor(word == "add" ? "added" : word)
    }

    /// Awaits the first line (already read or still to come) that starts with `prefix`, and takes it.
    @discardableResult
    func waitFor(_ prefix: String, timeout: TimeInterval = Tool.patience) async throws -> String {
        try await Tool.offThread { [self] in
            if let line = unclaimed.withLock({ lines in lines.firstIndex { $0.hasPrefix(prefix) }.map { lines.remove(at: $0) } }) {
                return line
            }
            let deadline = Date(timeIntervalSinceNow: timeout)
            while let line = lines.next(timeout: max(0, deadline.timeIntervalSinceNow)) {
                if line.hasPrefix(prefix) { return line }
                unclaimed.withLock { $0.append(line) }
            }
            throw ToolError(
                "no '\(prefix)' from the app in \(timeout) s; it said \(unclaimed.withLock { $0 }) "
                    + "\(complaints.remaining(timeout: 0.2))")
        }
    }

    /// Adds a snack and awaits its first settling in a slot; returns that frame.
    func add(
        _ id: String, _ edge: SnackEdge = .top, _ alignment: SnackAlignment = .center,
        seconds: String = "infinite", action: Bool = false
    ) async throws -> SnackRect {
        try await send("add \(id) \(edge.rawValue) \(alignment.rawValue) \(seconds)" + (action ? " action" : ""))
        return try await placement(of: id)
    }

    /// Adds a snack at the top centre that stays, under `MonitorChoice.all`, and awaits a placement for each
    /// of its `copies`; returns their frames from left to right.
    func addEverywhere(_ id: String, copies: Int) async throws -> [SnackRect] {
        try await send("add \(id) top center infinite")
        var frames: [SnackRect] = []
        for _ in 0..<copies { frames.append(try await placement(of: id)) }
        return frames.sorted { $0.x < $1.x }
    }

    /// The frame in the next `placed ID` line.
    private func placement(of id: String) async throws -> SnackRect {
        let numbers = try await waitFor("placed \(id) ").split(separator: " ").dropFirst(2).compactMap { Int($0) }
        guard numbers.count == 4 else { throw ToolError("a placed line without a frame") }
        return SnackRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Where snack `id` last settled, as the app saw it.
    func frame(_ id: String) async throws -> SnackRect? {
        let numbers = try await send("frame \(id)").split(separator: " ").dropFirst(2).compactMap { Int($0) }
        return numbers.count == 4 ? SnackRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }

    /// Awaits the dismissal of snack `id` and returns its reason.
    func dismissal(of id: String, timeout: TimeInterval = Tool.patience) async throws -> String {
        String(try await waitFor("dismissed \(id) ", timeout: timeout).split(separator: " ").last ?? "")
    }

    /// The window's content area, in its own coordinates.
    func contentArea() async throws -> SnackRect {
        let numbers = try await send("content").split(separator: " ").dropFirst().compactMap { Int($0) }
        guard numbers.count == 4 else { throw ToolError("a content line without an area") }
        return SnackRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// What the app window's entry holds.
    func entryText() async throws -> String {
        String(try await send("text").dropFirst("text ".count))
    }

    /// What the app printed on standard error so far (awaiting more for a moment).
    func warnings() async throws -> [String] {
        try await Tool.offThread { [self] in complaints.remaining(timeout: 0.3) }
    }

    /// Without a `close()`, the app quits on its own when its input closes here.
    deinit { try? input.fileHandleForWriting.close() }

    /// Closes the app's input, which makes it quit, and returns its exit status.
    func close() async throws -> Int32 {
        try await Tool.offThread { [self] in
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}
