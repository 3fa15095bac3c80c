import SnackbarCore
import Testing

/// Checking the user's settings as written: accepted, clamped, refused with one warning.
@Suite struct UserPreferencesTests {
    private let file = "/home/u/.config/snackbar/snackbar.conf"

    @Test func aNumberInRangeIsTaken() {
        var preferences = UserPreferences()
        #expect(preferences.apply(group: "timing", key: "time-scale", text: " 2.5 ", file: file) == nil)
        #expect(preferences.timeScale == 2.5)
        #expect(UserPreferences().timeScale == 1)
    }

    @Test func outOfRangeIsClampedWithAWarning() {
        var preferences = UserPreferences()
        #expect(
            preferences.apply(group: "timing", key: "time-scale", text: "50", file: file)
                == "\(file): [timing] time-scale: 50 is beyond 0.5 to 10; clamped to 10")
        #expect(preferences.timeScale == 10)
        #expect(
            preferences.setTimeScale("0.1", source: "SNACKBAR_TIME_SCALE")
                == "SNACKBAR_TIME_SCALE: 0.1 is beyond 0.5 to 10; clamped to 0.5")
        #expect(preferences.timeScale == 0.5)
    }

    @Test(arguments: ["fast", "", "nan", "inf", "2x"])
    func notANumberKeepsTheValueWithAWarning(text: String) {
        var preferences = UserPreferences(timeScale: 3)
        let warning = preferences.apply(group: "timing", key: "time-scale", text: text, file: file)
        #expect(warning == "\(file): [timing] time-scale: “\(text)” is not a number from 0.5 to 10 (2 doubles every duration); using 3")
        #expect(preferences.timeScale == 3)
    }

    @Test func unknownKeysOfTimingAreNamedAndOtherGroupsLeftAlone() {
        var preferences = UserPreferences()
        #expect(
            preferences.apply(group: "timing", key: "timescale", text: "2", file: file)
                == "\(file): [timing] timescale: unknown key, ignored (known: time-scale)")
        #expect(preferences.apply(group: "server", key: "position", text: "bottom", file: file) == nil)
        #expect(preferences == UserPreferences())
    }
}
