import Foundation

/// A running `snack-layer-probe`: one command a line in, one answer a line out (its `LayerProbe` lists
/// them). Ends with `close()`, or when the last reference goes.
final class LayerProbeProcess: Sendable {
    /// "wayland" or "x11": the GDK backend the probe got.
    let backend: String
    /// Whether the compositor offered layer shell to the probe.
    let hasLayerShell: Bool
    private let process = Process()
    private let input = Pipe()
    private let answers: LineReader
    private let complaints: LineReader

    /// Starts the probe and awaits what it says at start.
    static func start(environment: [String: String?]) async throws -> LayerProbeProcess {
        try await Tool.offThread { try LayerProbeProcess(environment: environment) }
    }

    private init(environment: [String: String?]) throws {
        let output = Pipe(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: Tool.productsDirectory + "/snack-layer-probe")
        process.environment = Tool.merged(environment)
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
        try process.run()
        answers = LineReader(output.fileHandleForReading)
        complaints = LineReader(errors.fileHandleForReading)
        let backend = answers.next(timeout: Tool.patience), layerShell = answers.next(timeout: Tool.patience)
        guard let backend, backend.hasPrefix("backend "), let layerShell, layerShell.hasPrefix("layer-shell ") else {
            throw ToolError("the probe did not start: \(backend ?? "") \(layerShell ?? "") \(complaints.remaining(timeout: 0.2))")
        }
        self.backend = String(backend.dropFirst("backend ".count))
        hasLayerShell = layerShell == "layer-shell yes"
    }

    /// Sends one command and awaits the probe's answer.
    @discardableResult
    func send(_ command: String) async throws -> String {
        try await Tool.offThread { [self] in
            input.fileHandleForWriting.write(Data((command + "\n").utf8))
            guard let answer = answers.next(timeout: Tool.patience) else {
                throw ToolError("no answer to '\(command)': \(complaints.remaining(timeout: 0.2))")
            }
            return answer
        }
    }

    /// What the entry of the probe's app window holds.
    func entryText() async throws -> String {
        String(try await send("text").dropFirst("text ".count))
    }

    /// Without a `close()`, the probe quits on its own when its input closes here.
    deinit { try? input.fileHandleForWriting.close() }

    /// Closes the probe's input, which makes it quit, and returns its exit status.
    func close() async throws -> Int32 {
        try await Tool.offThread { [self] in
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}
