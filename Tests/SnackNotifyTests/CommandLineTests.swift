import Foundation
import Testing

@Suite("The built snack-notify binary: help, version, errors, exit statuses")
struct CommandLineTests {
    @Test(arguments: [["--help"], ["-?"], ["x", "--help-all"]])
    func helpIsPrintedVerbatim(arguments: [String]) async throws {
        let result = try await NotifyProcess.run(arguments)
        #expect(result.standardOutput == ExpectedText.help)
        #expect(result.standardError.isEmpty)
        #expect(result.status == 0)
    }

    @Test func version() async throws {
        let result = try await NotifyProcess.run(["--version"])
        #expect(result.standardOutput == "snack-notify 0.2.0\n")
        #expect(result.status == 0)
    }

    @Test(arguments: [
        ([String](), "No summary specified."),
        (["Title", "Body", "Extra"], "Invalid number of options."),
        (["-u", "urgent", "x"], "Unknown urgency urgent specified. Known urgency levels: low, normal, critical."),
        (["-h", "value:42", "x"], "Invalid hint syntax specified. Use TYPE:NAME:VALUE."),
        (["-h", "int:value:lots", "x"], "Value \"lots\" of hint \"value\" could not be parsed as type \"int\"."),
        (["--duration", "-3", "x"], "Invalid value “-3” for --duration: use short, long, infinite or a number of seconds greater than 0."),
        (["--theme", "/no/such/theme.css", "x"], "Theme file not found: /no/such/theme.css"),
        (["--frobnicate", "x"], "Unknown option --frobnicate\nRun with --help to list every option."),
        (["--tpye", "info", "x"], "Unknown option --tpye\nDid you mean --type? Run with --help to list every option."),
        (["x", "-t"], "Missing argument for -t"),
        (["--long-action", "a=A", "--long-action", "b=B", "x"], "--long-action given twice; a popup has one long action.")
    ])
    func badUsageExitsOneWithItsMessage(arguments: [String], message: String) async throws {
        let result = try await NotifyProcess.run(arguments)
        #expect(result.standardError == message + "\n")
        #expect(result.standardOutput.isEmpty)
        #expect(result.status == 1)
    }

    @Test(arguments: [
        (#"exec "$NOTIFY" "$(printf 'caf\351')""#, "Summary"),
        (#"exec "$NOTIFY" Title "$(printf '\377\376')""#, "Body"),
        (#"exec "$NOTIFY" -a "$(printf '\300')" x"#, "-a")
    ])
    func invalidUTF8InTheRawArgumentsIsRefused(script: String, parameter: String) async throws {
        let result = try await NotifyProcess.run(shell: script)
        #expect(result.standardError == "Invalid UTF-8 provided for parameter: \(parameter)\n")
        #expect(result.status == 1)
    }

    /// The service's own options: a typo (on a D-Bus `Exec=` line, say) is reported, not ignored.
    @Test(arguments: [
        (["--bogus"], "snack-notifyd: unknown option --bogus"),
        (["--linger", "soon"], "snack-notifyd: --linger needs a whole number of seconds, not “soon”"),
        (["--linger"], "snack-notifyd: --linger needs a whole number of seconds"),
        (["--idle-threshold", "2m"], "snack-notifyd: --idle-threshold needs a whole number of seconds from 0 to 86400, not “2m”"),
        (["--idle-threshold", "-1"], "snack-notifyd: --idle-threshold needs a whole number of seconds from 0 to 86400, not “-1”")
    ])
    func theServiceRefusesBadOptions(arguments: [String], message: String) async throws {
        let result = try await NotifyProcess.run(executable: NotifyProcess.service, arguments)
        #expect(
            result.standardError.hasPrefix(
                message + "\nusage: snack-notifyd [--linger SECONDS] [--idle-threshold SECONDS] [--verbose] [--notification-server [--replace]]\n"))
        #expect(result.status == 64)
    }

    @Test func theServiceHasHelp() async throws {
        let result = try await NotifyProcess.run(executable: NotifyProcess.service, ["--help"])
        #expect(
            result.standardOutput.hasPrefix(
                "usage: snack-notifyd [--linger SECONDS] [--idle-threshold SECONDS] [--verbose] [--notification-server [--replace]]\n"))
        #expect(result.status == 0)
    }

    @Test func noDisplayExitsThree() async throws {
        let result = try await NotifyProcess.run(["Hello"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.standardError == "Cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set.\n")
        #expect(result.status == 3)
    }

    /// `--replace` means nothing without `--notification-server`: refused, not ignored.
    @Test func theServiceRefusesReplaceWithoutTheNotificationServer() async throws {
        let result = try await NotifyProcess.run(executable: NotifyProcess.service, ["--replace"])
        #expect(
            result.standardError.hasPrefix(
                "snack-notifyd: --replace takes org.freedesktop.Notifications over: use it with --notification-server\nusage: "))
        #expect(result.status == 64)
    }

    /// Started by hand (a session's autostart, a systemd unit) without a display, the service says why.
    @Test func theServiceWithoutADisplaySaysWhy() async throws {
        let result = try await NotifyProcess.run(
            executable: NotifyProcess.service, ["--notification-server"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.standardError == "snack-notifyd: Cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set\n")
        #expect(result.status == 3)
    }

    /// The service ends without the C library finalizing its libraries: its threads may still be opening a module
    /// then, which would run GObject's constructor a second time and abort. `Fixtures/teardown-marker.c`, preloaded,
    /// says when the libraries are finalized; `/bin/true` shows that it does.
    @Test func theServiceEndsWithoutFinalizingItsLibraries() async throws {
        let source = FixtureKeeper.fixtures.appendingPathComponent("teardown-marker.c").path
        let built = try await NotifyProcess.run(
            shell: #"d=$(mktemp -d) && cc -shared -fPIC -o "$d/marker.so" "$SOURCE" && LD_PRELOAD="$d/marker.so" /bin/true && echo "$d""#,
            environment: ["SOURCE": source])
        #expect(built.standardError == "libraries finalized\n")
        let directory = try #require(built.standardOutput.split(separator: "\n").last.map(String.init))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try await NotifyProcess.run(
            executable: NotifyProcess.service, ["--notification-server"],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "LD_PRELOAD": directory + "/marker.so"])
        #expect(result.standardError == "snack-notifyd: Cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set\n")
        #expect(result.status == 3)
    }

    /// A script reading `--json` gets one object whatever happens once the call is understood.
    @Test func noDisplayUnderJSONPrintsAFailedObject() async throws {
        let result = try await NotifyProcess.run(["--json", "Hello"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(
            result.standardOutput
                == "{\"id\":null,\"reason\":\"failed\",\"action\":null,\"error\":\"Cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set.\"}\n"
        )
        #expect(result.standardError == "Cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set.\n")
        #expect(result.status == 3)
    }

    @Test func usageErrorsComeBeforeTheDisplayCheck() async throws {
        let result = try await NotifyProcess.run(["-u", "loud", "x"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status == 1)
    }
}
