import Foundation
import Glibc

/// An X display (Xvfb, 1280×800×24) and a private D-Bus session bus that one suite's tests share:
/// started on first use, stopped when the test process ends, and cleaned before each test.
///
/// A shell keeps both servers: it prints where they are, then waits on its standard input, a pipe only
/// this process writes to; when the test process ends, however it ends, the pipe closes and the shell
/// stops them. Xvfb picks a free display number itself (`-displayfd`): no lock among suites.
final class PrivateDesktop: Sendable {
    /// `DISPLAY`, e.g. ":7".
    let display: String
    /// `DBUS_SESSION_BUS_ADDRESS`.
    let busAddress: String
    /// A directory of this desktop's own (`$DESKTOP_DIR` in scripts), removed with it; readable by all.
    let directory: String
    /// The keeper's standard input; closed by the kernel when this process ends.
    private let keeperInput: FileHandle

    /// Starts the servers. `gtkSettings` lines go to the services' `settings.ini` (GTK reads it at start).
    init(gtkSettings: [String] = []) throws {
        let input = Pipe(), keeper = Process(), announcement = Pipe()
        keeperInput = input.fileHandleForWriting
        // Close-on-exec: no other child may hold the pipe open, or the servers would outlive the tests.
        _ = fcntl(keeperInput.fileDescriptor, F_SETFD, FD_CLOEXEC)
        keeper.executableURL = URL(fileURLWithPath: "/bin/sh")
        keeper.arguments = ["-c", Self.keeperScript]
        keeper.standardInput = input
        keeper.standardOutput = announcement
        try keeper.run()
        var line = ""
        while !line.hasSuffix("\n"), case let chunk = announcement.fileHandleForReading.availableData, !chunk.isEmpty {
            line += String(decoding: chunk, as: UTF8.self)
        }
        let fields = line.split(separator: " ", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.count == 3, fields[0].hasPrefix(":") else {
            throw DesktopError(message: "the desktop did not start: '\(line)'")
        }
        (display, busAddress, directory) = (fields[0], fields[1], fields[2])
        let gtk = URL(fileURLWithPath: directory).appendingPathComponent("config/gtk-3.0")
        try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
        try (["[Settings]"] + gtkSettings).joined(separator: "\n")
            .write(to: gtk.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
    }

    /// Runs `script` (`$NOTIFY` the client, `$SERVICE` the service, the helpers of `DesktopScript`) on
    /// this display and bus, after removing whatever an earlier test left: its popups' processes, the
    /// service on the bus. The script's own background jobs are killed when it ends. GTK reads this
    /// desktop's settings, not the user's (`XDG_CONFIG_HOME`).
    func run(_ script: String, environment: [String: String] = [:]) async throws -> NotifyProcess.Result {
        let desktop = ["DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": busAddress, "DESKTOP_DIR": directory,
                       "XDG_CONFIG_HOME": directory + "/config"]
        let result = try await NotifyProcess.run(
            shell: DesktopScript.helpers + DesktopScript.cleanSlate + DesktopScript.endJobs + script,
            environment: desktop.merging(environment) { _, own in own })
        guard result.status != DesktopScript.notCleanStatus else {
            throw DesktopError(message: "the desktop could not be cleaned: \(result.standardError)")
        }
        return result
    }

    /// Starts Xvfb and a session bus, prints `DISPLAY ADDRESS DIRECTORY` and closes its output; stops
    /// both and removes the directory once standard input ends.
    private static let keeperScript = #"""
        dir=$(mktemp -d) && chmod 755 "$dir" && mkfifo "$dir/display" || exit 1
        Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$dir/display" </dev/null >/dev/null 2>&1 &
        xvfb=$!
        read number < "$dir/display"
        dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$dir/address" 4>"$dir/bus-pid" \
            </dev/null >/dev/null 2>&1
        [ -n "$number" ] && [ -s "$dir/address" ] && echo ":$number $(cat "$dir/address") $dir"
        exec >/dev/null 2>&1
        read _
        # SIGKILL: children of the test process inherit libdispatch's blocked signals, SIGTERM included.
        kill -KILL $(cat "$dir/bus-pid") $xvfb; wait $xvfb
        rm -rf "$dir" "/tmp/.X$number-lock" "/tmp/.X11-unix/X$number"
        """#
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
