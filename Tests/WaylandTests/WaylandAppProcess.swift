import Foundation
import SnackbarGtk

/// A running `snack-wayland-app`: commands a line in, answers and snack events a line out (its
/// `WaylandApp` lists them). Ends with `close()`, or when the last reference goes.
final class WaylandAppProcess {
    /// "wayland" or "x11": the GDK backend the app got.
    let backend: String
    /// Whether the compositor offered layer shell to the app.
    let hasLayerShell: Bool
    private let process = Process()
    private let input = Pipe()
    private let lines: LineReader
    private let complaints: LineReader
    /// Lines read while looking for another, in order.
    private var unclaimed: [String] = []

    /// Starts the app and reads what it says at start.
    init(environment: [String: String?]) throws {
        let output = Pipe(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: Tool.productsDirectory + "/snack-wayland-app")
        process.environment = Tool.merged(environment)
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
        try process.run()
        lines = LineReader(output.fileHandleForReading)
        complaints = LineReader(errors.fileHandleForReading)
        let backend = lines.next(timeout: 10), layerShell = lines.next(timeout: 10)
        guard let backend, backend.hasPrefix("backend "), let layerShell, layerShell.hasPrefix("layer-shell ") else {
            throw ToolError("the app did not start: \(backend ?? "") \(layerShell ?? "") \(complaints.remaining(timeout: 0.2))")
        }
        self.backend = String(backend.dropFirst("backend ".count))
        hasLayerShell = layerShell == "layer-shell yes"
    }

    /// Sends one command and returns its answer (the first line starting with the command's first word,
    /// or `answer` when given).
    @discardableResult
    func send(_ command: String, answer: String? = nil) throws -> String {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        let word = answer ?? String(command.split(separator: " ").first ?? "")
        return try waitFor(word == "add" ? "added" : word)
    }

    /// Waits for the first line (already read or still to come) that starts with `prefix`, and takes it.
    @discardableResult
    func waitFor(_ prefix: String, timeout: TimeInterval = 10) throws -> String {
        if let index = unclaimed.firstIndex(where: { $0.hasPrefix(prefix) }) { return unclaimed.remove(at: index) }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while let line = lines.next(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if line.hasPrefix(prefix) { return line }
            unclaimed.append(line)
        }
        throw ToolError("no '\(prefix)' from the app in \(timeout) s; it said \(unclaimed) \(complaints.remaining(timeout: 0.2))")
    }

    /// Adds a snack and waits until it sits in its slot; returns that frame.
    func add(_ id: String, _ edge: SnackEdge = .top, _ alignment: SnackAlignment = .center,
             seconds: String = "infinite", action: Bool = false) throws -> SnackRect {
        try send("add \(id) \(edge.rawValue) \(alignment.rawValue) \(seconds)" + (action ? " action" : ""))
        return try placed(id)
    }

    /// Waits for the next `placed` of snack `id` and returns its frame.
    func placed(_ id: String) throws -> SnackRect {
        let numbers = try waitFor("placed \(id) ").split(separator: " ").dropFirst(2).compactMap { Int($0) }
        guard numbers.count == 4 else { throw ToolError("a placed line without a frame") }
        return SnackRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Where snack `id` last settled, as the app saw it.
    func frame(_ id: String) throws -> SnackRect? {
        let numbers = try send("frame \(id)").split(separator: " ").dropFirst(2).compactMap { Int($0) }
        return numbers.count == 4 ? SnackRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }

    /// Waits until snack `id` is dismissed and returns the reason.
    func dismissal(of id: String, timeout: TimeInterval = 10) throws -> String {
        String(try waitFor("dismissed \(id) ", timeout: timeout).split(separator: " ").last ?? "")
    }

    /// What the app printed on standard error so far (waiting up to `timeout` for more).
    func warnings(timeout: TimeInterval = 0.2) -> [String] {
        complaints.remaining(timeout: timeout)
    }

    /// What the app window's entry holds.
    func entryText() throws -> String {
        String(try send("text").dropFirst("text ".count))
    }

    deinit { close() }

    /// Closes the app's input, which makes it quit, and returns its exit status.
    @discardableResult
    func close() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
