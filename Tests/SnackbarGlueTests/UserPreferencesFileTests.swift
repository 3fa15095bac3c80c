import Glibc
import SnackbarCore
import SnackbarGlue
import Testing

/// `snackbar.conf` read through GKeyFile: values taken, bad ones warned about with the default kept,
/// the file bounded, the environment on top.
struct UserPreferencesFileTests {
    private let noEnvironment: (String) -> String? = { _ in nil }

    private func load(_ text: String, environment: [String: String] = [:]) throws -> (UserPreferences, [String], String) {
        let path = try temporaryPath("snackbar.conf")
        try write(Array(text.utf8), to: path)
        let (preferences, warnings) = UserPreferencesFile.load(path: path) { environment[$0] }
        return (preferences, warnings, path)
    }

    @Test func theTimingGroupSetsTheScaleAndOtherGroupsAreLeftAlone() throws {
        let (preferences, warnings, _) = try load(
            """
            # every snack twice as long
            [timing]
            time-scale = 2

            [server]
            position=bottom
            """)
        #expect(preferences.timeScale == 2)
        #expect(warnings.isEmpty)
    }

    @Test func aBadValueIsNamedWithFileKeyAndWhatIsAcceptedAndTheDefaultUsed() throws {
        let (preferences, warnings, path) = try load("[timing]\ntime-scale=slow\n")
        #expect(preferences.timeScale == 1)
        #expect(warnings == ["\(path): [timing] time-scale: “slow” is not a number from 0.5 to 10 (2 doubles every duration); using 1"])
    }

    @Test func aFileThatIsNoKeyFileIsOneWarningNamingTheLine() throws {
        let (preferences, warnings, path) = try load("time-scale = 2\n")
        #expect(preferences == UserPreferences())
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix(path + ":1: ") == true && warnings.first?.hasSuffix("; using the defaults") == true, "\(warnings)")
    }

    @Test func theEnvironmentOverridesTheFileAndIsCheckedTheSameWay() throws {
        let (preferences, warnings, _) = try load("[timing]\ntime-scale=2\n", environment: ["SNACKBAR_TIME_SCALE": "3"])
        #expect(preferences.timeScale == 3 && warnings.isEmpty)
        let (kept, refused, _) = try load("[timing]\ntime-scale=2\n", environment: ["SNACKBAR_TIME_SCALE": "lots"])
        #expect(kept.timeScale == 2)
        #expect(refused == ["SNACKBAR_TIME_SCALE: “lots” is not a number from 0.5 to 10 (2 doubles every duration); using 2"])
    }

    @Test func noFileIsNoWarningAndAnOversizedOrSpecialOneIsRefused() throws {
        let missing = UserPreferencesFile.load(path: "/no/such/snackbar.conf", environment: noEnvironment)
        #expect(missing.preferences == UserPreferences() && missing.warnings.isEmpty)
        let (big, warnings, path) = try load("[timing]\ntime-scale=2\n#" + String(repeating: "x", count: FileRefusal.configurationBytes))
        #expect(big == UserPreferences())
        #expect(warnings == ["\(path): larger than 64 KiB; using the defaults"])
        let fifo = try temporaryPath("fifo.conf")
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(UserPreferencesFile.load(path: fifo, environment: noEnvironment).warnings == ["\(fifo): not a regular file; using the defaults"])
    }
}
