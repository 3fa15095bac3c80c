import Foundation
import Glibc

/// A private accessibility bus with Orca listening on it, for one suite's desktop: started on first use
/// by `Tests/Fixtures/private-screen-reader.sh`, which stops them when the test process ends. Orca speaks
/// into its debug log (`SPEECH OUTPUT: '…'` lines), no synthesiser needed.
final class PrivateScreenReader: Sendable {
    /// `AT_SPI_BUS_ADDRESS` for every process of the suite's scripts.
    let busAddress: String
    /// Orca's debug log.
    let orcaLog: String
    /// The keeper's standard input, open as long as this process runs.
    private let keeperInput: FileHandle

    init(on desktop: PrivateDesktop) throws {
        let keeper = Process(), input = Pipe(), announcement = Pipe()
        keeper.executableURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/private-screen-reader.sh")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = desktop.display
        environment["DBUS_SESSION_BUS_ADDRESS"] = desktop.busAddress
        environment["XDG_CONFIG_HOME"] = desktop.directory + "/config"
        keeper.environment = environment
        (keeper.standardInput, keeper.standardOutput) = (input, announcement)
        keeperInput = input.fileHandleForWriting
        // Close-on-exec: no other child may hold the pipe open, or Orca would outlive the tests.
        _ = fcntl(keeperInput.fileDescriptor, F_SETFD, FD_CLOEXEC)
        try keeper.run()
        let line = String(decoding: announcement.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard fields.count == 2 else { throw DesktopError(message: "the screen reader did not start: '\(line)'") }
        (busAddress, orcaLog) = (fields[0], fields[1])
    }

    /// What a script needs: the bus for its processes, `$ORCA_LOG`, `$TESTBED` (the built snack-testbed),
    /// `$LISTENER` (a pyatspi client printing the events it gets) and `$TREE` (one printing an
    /// application's accessible tree).
    var environment: [String: String] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        return ["AT_SPI_BUS_ADDRESS": busAddress, "ORCA_LOG": orcaLog,
                "TESTBED": NotifyProcess.productsDirectory.appendingPathComponent("snack-testbed").path,
                "LISTENER": fixtures.appendingPathComponent("atspi-listener.py").path,
                "TREE": fixtures.appendingPathComponent("atspi-tree.py").path]
    }
}
