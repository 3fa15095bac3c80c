import Foundation
import Testing

/// The user's time scale in an app: `SNACKBAR_TIME_SCALE` and `snackbar.conf`, read by the renderer.
extension DisplayTests {
    /// An `XDG_CONFIG_HOME` whose `snackbar/snackbar.conf` holds `text`.
    private func configHome(_ text: String) throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snack-conf-\(UUID().uuidString)")
        let directory = home.appendingPathComponent("snackbar")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: directory.appendingPathComponent("snackbar.conf"), atomically: true, encoding: .utf8)
        return home.path
    }

    /// The seconds after `prefix` in the line that starts with it, once printed.
    private func seconds(_ testbed: Testbed, _ prefix: String) async -> Double? {
        await testbed.waitFor(prefix + " ", prefix: true).flatMap { Double($0.dropFirst(prefix.count + 1)) }
    }

    @Test("SNACKBAR_TIME_SCALE=3 arms a 1 s snack's timer for 3 s, and it goes no sooner, after its timeout")
    func environmentScalesAnAppsSnack() async throws {
        try XDisplay.parkPointer()
        let testbed = try Testbed(["timed", "1"], environment: ["SNACKBAR_TIME_SCALE": "3", "XDG_CONFIG_HOME": try configHome("")])
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
        try XDisplay.parkPointer()
        let home = try configHome("[timing]\ntime-scale = 2\n")
        let fromFile = try Testbed(["timed", "0.5"], environment: ["XDG_CONFIG_HOME": home])
        #expect(await seconds(fromFile, "timer t") == 1.0, "\(fromFile.lines) \(fromFile.standardError)")
        fromFile.finish()
        let overridden = try Testbed(["timed", "0.5"], environment: ["XDG_CONFIG_HOME": home, "SNACKBAR_TIME_SCALE": "4"])
        #expect(await seconds(overridden, "timer t") == 2.0, "\(overridden.lines)")
        overridden.finish()
    }

    @Test("a bad time-scale is one warning naming file, key, value and what is accepted; the snack keeps its time")
    func badValueWarnsAndUsesTheDefault() async throws {
        try XDisplay.parkPointer()
        let home = try configHome("[timing]\ntime-scale = slow\n")
        let testbed = try Testbed(["timed", "1"], environment: ["XDG_CONFIG_HOME": home])
        #expect(await seconds(testbed, "timer t") == 1.0, "\(testbed.lines)")
        #expect(await testbed.waitFor("dismissed t timeout") != nil, "\(testbed.lines)")
        testbed.finish()
        #expect(testbed.standardError == "Snackbar-WARNING: \(home)/snackbar/snackbar.conf: [timing] time-scale: “slow” is not a number "
            + "from 0.5 to 10 (2 doubles every duration); using 1\n")
    }
}
