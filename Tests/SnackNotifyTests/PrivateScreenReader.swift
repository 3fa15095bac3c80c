import Foundation

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
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = desktop.display
        environment["DBUS_SESSION_BUS_ADDRESS"] = desktop.busAddress
        environment["XDG_CONFIG_HOME"] = desktop.directory + "/config"
        let keeper = try FixtureKeeper("private-screen-reader.sh", environment: environment, count: 2, what: "screen reader")
        keeperInput = keeper.input
        (busAddress, orcaLog) = (keeper.fields[0], keeper.fields[1])
    }

    /// What a script needs: the bus for its processes, `$ORCA_LOG`, `$TESTBED` (the built snack-testbed),
    /// `$LISTENER` (a pyatspi client printing the events it gets) and `$TREE` (one printing an
    /// application's accessible tree).
    var environment: [String: String] {
        let fixtures = FixtureKeeper.fixtures
        return [
            "AT_SPI_BUS_ADDRESS": busAddress, "ORCA_LOG": orcaLog,
            "TESTBED": NotifyProcess.productsDirectory.appendingPathComponent("snack-testbed").path,
            "LISTENER": fixtures.appendingPathComponent("atspi-listener.py").path,
            "TREE": fixtures.appendingPathComponent("atspi-tree.py").path
        ]
    }
}
