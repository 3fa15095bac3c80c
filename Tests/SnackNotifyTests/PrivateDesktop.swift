import Foundation

/// An X display (Xvfb, 1280×800×24) and a private D-Bus session bus that one suite's tests share:
/// started on first use by `Tests/Fixtures/private-display.sh`, which stops them when the test process
/// ends, and cleaned before each test (`DesktopScript.cleanSlate`).
final class PrivateDesktop: Sendable {
    /// `DISPLAY`, e.g. ":7".
    let display: String
    /// `DBUS_SESSION_BUS_ADDRESS`.
    let busAddress: String
    /// A directory of this desktop's own, removed with it; readable by all. Each script's `$DESKTOP_DIR` is a
    /// fresh directory inside it.
    let directory: String
    /// The keeper's standard input, open as long as this process runs.
    private let keeperInput: FileHandle

    /// Starts the servers. `gtkSettings` lines go to the services' `settings.ini` (GTK reads it at start).
    init(gtkSettings: [String] = []) throws {
        let keeper = try FixtureKeeper("private-display.sh", arguments: ["--bus"], count: 3, what: "desktop")
        keeperInput = keeper.input
        (display, directory, busAddress) = (keeper.fields[0], keeper.fields[1], keeper.fields[2])
        let gtk = URL(fileURLWithPath: directory).appendingPathComponent("config/gtk-3.0")
        try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
        try (["[Settings]"] + gtkSettings).joined(separator: "\n")
            .write(to: gtk.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
    }

    /// Runs `script` (`$NOTIFY` the client, `$SERVICE` the service, the helpers of `DesktopScript`) on
    /// this display and bus, after removing whatever an earlier test left: its popups' processes, the
    /// service on the bus. The script's own background jobs are killed when it ends. GTK reads this
    /// desktop's settings, not the user's (`XDG_CONFIG_HOME`).
    ///
    /// `$DESKTOP_DIR` is a directory of this run's own, removed after it: a file a script's background job
    /// writes is truncated only once that job runs, and a wait for its first line must not find an earlier
    /// test's. `$DESKTOP_DIR/..` is the desktop's directory, which lasts (for what a suite builds once).
    func run(_ script: String, environment: [String: String] = [:]) async throws -> NotifyProcess.Result {
        let scratch = directory + "/run-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let desktop = [
            "DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": busAddress, "DESKTOP_DIR": scratch,
            "XDG_CONFIG_HOME": directory + "/config"
        ]
        let result = try await NotifyProcess.run(
            shell: DesktopScript.helpers + DesktopScript.cleanSlate + DesktopScript.endJobs + script,
            environment: desktop.merging(environment) { _, own in own })
        guard result.status != DesktopScript.notCleanStatus else {
            throw DesktopError(message: "the desktop could not be cleaned: \(result.standardError)")
        }
        return result
    }
}

/// A suite whose tests run their scripts on a `PrivateDesktop` of its own.
protocol DesktopSuite {
    /// The suite's desktop, started on first use (`Result { try PrivateDesktop() }`).
    static var desktop: Result<PrivateDesktop, any Error> { get }
}

extension DesktopSuite {
    /// Runs `script` on the suite's desktop (see `PrivateDesktop.run`).
    func onDesktop(_ script: String, environment: [String: String] = [:]) async throws -> NotifyProcess.Result {
        try await Self.desktop.get().run(script, environment: environment)
    }
}

struct DesktopError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
