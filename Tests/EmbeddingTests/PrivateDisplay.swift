import Foundation

/// An Xvfb display of its own (1280×800×24) for one test, so the gallery's windows and the other
/// suites' windows (which run in parallel on `make test`'s display) never meet on one screen.
///
/// Runs `xvfb-run -a` around a shell that prints `$DISPLAY $XAUTHORITY` and waits on its standard input; `close`
/// ends the shell, and xvfb-run stops the server.
final class PrivateDisplay {
    /// The display name, e.g. ":99".
    let name: String
    /// The cookie file xvfb-run made for it.
    let authority: String
    /// `DISPLAY` and `XAUTHORITY` for a client of this display.
    var environment: [String: String?] { ["DISPLAY": name, "XAUTHORITY": authority] }
    private let process = Process()
    private let input = Pipe()
    /// xvfb-run -a picks the first display without a lock file: two starting at once could pick the same.
    private static let startup = NSLock()

    init() throws {
        Self.startup.lock()
        defer { Self.startup.unlock() }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "sh", "-c", "echo \"$DISPLAY $XAUTHORITY\"; read _"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let fields = text.split(whereSeparator: \.isWhitespace).map(String.init)
        name = fields.first ?? ""
        authority = fields.dropFirst().first ?? ""
        guard name.hasPrefix(":") else {
            close()
            throw PixelError(message: "xvfb-run did not start a display: '\(text)'")
        }
    }

    /// Stops the server and waits for it.
    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
