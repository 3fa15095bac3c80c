import Foundation
import Testing

/// The user's time scale in an app: `SNACKBAR_TIME_SCALE` and `snackbar.conf`, read by the renderer.
extension DisplayTests {
    /// `snack-testbed timed <seconds>` with `conf` as `snackbar.conf` in a fresh `XDG_CONFIG_HOME` (returned)
    /// and `environment` added. Without the accessibility bridge: its registration, slow on a busy machine,
    /// warns on standard error, which these tests read for the renderer's own warnings.
    private func timed(_ seconds: String, conf: String, environment: [String: String] = [:]) throws -> (Testbed, String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snack-conf-\(UUID().uuidString)")
        let directory = home.appendingPathComponent("snackbar")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try conf.write(to: directory.appendingPathComponent("snackbar.conf"), atomically: true, encoding: .utf8)
        try XDisplay.parkPointer()
        let testbed = try Testbed(
            ["timed", seconds], environment: environment.merging(["XDG_CONFIG_HOME": home.path, "NO_AT_BRIDGE": "1"]) { own, _ in own })
        return (testbed, home.path)
    }

    /// The seconds after `prefix` in the line that starts with it, once printed.
    private func seconds(_ testbed: Testbed, _ prefix: String) async -> Double? {
        await testbed.waitFor(prefix + " ", prefix: true).flatMap { Double($0.dropFirst(prefix.count + 1)) }
    }

    @Test("SNACKBAR_TIME_SCALE=3 times a 1 s snack for 3 s, and it goes no sooner, after its timeout")
    func environmentScalesAnAppsSnack() async throws {
        let (testbed, _) = try timed("1", conf: "", environment: ["SNACKBAR_TIME_SCALE": "3"])
        defer { testbed.finish() }
        #expect(await seconds(testbed, "timer t") == 3.0, "\(testbed.lines) \(testbed.standardError)")
        let elapsed = try #require(await seconds(testbed, "elapsed t"), "\(testbed.lines)")
        #expect(elapsed >= 3.0)
        let lines = testbed.lines
        #expect((lines.firstIndex(of: "dismissed t timeout") ?? .max) < (lines.firstIndex { $0.hasPrefix("elapsed t") } ?? -1), "\(lines)")
        #expect(!testbed.standardError.contains("WARNING"), "\(testbed.standardError)")
    }

    @Test("snackbar.conf's time-scale applies to apps; the environment variable overrides it")
    func fileScalesAndTheEnvironmentOverrides() async throws {
        for (environment, expected) in [([:], 1.0), (["SNACKBAR_TIME_SCALE": "4"], 2.0)] {
            let (testbed, _) = try timed("0.5", conf: "[timing]\ntime-scale = 2\n", environment: environment)
            #expect(await seconds(testbed, "timer t") == expected, "\(environment): \(testbed.lines) \(testbed.standardError)")
            #expect(await seconds(testbed, "elapsed t") ?? 0 >= expected, "\(environment): \(testbed.lines)")
            testbed.finish()
        }
    }

    @Test("a bad time-scale is one warning naming file, key, value and what is accepted; the snack keeps its time")
    func badValueWarnsAndUsesTheDefault() async throws {
        let (testbed, home) = try timed("1", conf: "[timing]\ntime-scale = slow\n")
        #expect(await seconds(testbed, "timer t") == 1.0, "\(testbed.lines)")
        #expect(await testbed.waitFor("dismissed t timeout") != nil, "\(testbed.lines)")
        testbed.finish()
        // One GLib warning, "(snack-testbed:PID): Snackbar-WARNING **: TIME: <message>", and nothing else.
        let lines = testbed.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("): Snackbar-WARNING **: "), "\(testbed.standardError)")
        #expect(
            lines.first?.hasSuffix(
                ": \(home)/snackbar/snackbar.conf: [timing] time-scale: “slow” is not a number "
                    + "from 0.5 to 10 (2 doubles every duration); using 1") == true, "\(testbed.standardError)")
    }
}
