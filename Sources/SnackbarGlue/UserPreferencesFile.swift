import CSnackbarGLib
import Glibc
import SnackbarCore

/// Reads the user's `snackbar.conf` (a GKeyFile) and `SNACKBAR_TIME_SCALE` into `UserPreferences`.
///
/// The file is `$XDG_CONFIG_HOME/snackbar/snackbar.conf` (`~/.config/…` when the variable is unset), over
/// the system's default (the first `snackbar/snackbar.conf` under `$XDG_CONFIG_DIRS`), each read as a
/// regular file of at most 64 KiB (`KeyFileReader`). Nothing there, nothing said; anything wrong (not a
/// key file, a bad value) gives one warning naming the file, the key, the value and what is accepted,
/// and the default is used: a setting never stops a snack from showing. Any thread.
package enum UserPreferencesFile {
    /// Where the user's file is for this process: GLib's user configuration directory + `snackbar/snackbar.conf`.
    package static var defaultPath: String {
        String(cString: g_get_user_config_dir()) + "/snackbar/snackbar.conf"
    }

    /// The system's default file: the first `snackbar/snackbar.conf` that exists under `$XDG_CONFIG_DIRS`
    /// (`/etc/xdg` when unset); nil when there is none.
    package static var systemPath: String? {
        systemCandidates.first { access($0, F_OK) == 0 }
    }

    /// Every place the system's default may be, in the order they are looked at.
    package static var systemCandidates: [String] {
        guard let directories = g_get_system_config_dirs() else { return [] }
        var paths: [String] = []
        var index = 0
        while let directory = directories[index] {
            paths.append(String(cString: directory) + "/snackbar/snackbar.conf")
            index += 1
        }
        return paths
    }

    /// The files in the order they apply: the system's default, then the user's.
    package static var paths: [String] { (systemPath.map { [$0] } ?? []) + [defaultPath] }

    /// The preferences from the files at `paths` (later ones win), then the environment (`SNACKBAR_TIME_SCALE`
    /// overrides the files' `time-scale`), with one warning per refused value or unreadable file.
    package static func load(
        paths: [String] = paths,
        environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }
    )
        -> (preferences: UserPreferences, warnings: [String])
    {
        var preferences = UserPreferences()
        var warnings: [String] = []
        for path in paths { warnings += read(path, into: &preferences) }
        if let warning = applyEnvironment(to: &preferences, environment) { warnings.append(warning) }
        return (preferences, warnings)
    }

    /// `load(paths: [path])`.
    package static func load(path: String, environment: (String) -> String?) -> (preferences: UserPreferences, warnings: [String]) {
        load(paths: [path], environment: environment)
    }

    /// Sets `SNACKBAR_TIME_SCALE`'s value, if any; returns the warning for a refused one.
    package static func applyEnvironment(to preferences: inout UserPreferences, _ environment: (String) -> String?) -> String? {
        guard let text = environment(UserPreferences.timeScaleVariable), !text.isEmpty else { return nil }
        return preferences.setTimeScale(text, source: UserPreferences.timeScaleVariable)
    }

    /// Applies every key of the file at `path`; returns the warnings.
    private static func read(_ path: String, into preferences: inout UserPreferences) -> [String] {
        switch KeyFileReader.read(path) {
        case .missing: return []
        case .refused(let problem): return [problem + "; using the defaults"]
        // The notes of the whole file are the popup service's to say (apps read only [timing]).
        case .read(let entries, _, _):
            return entries.compactMap { preferences.apply(group: $0.group, key: $0.key, text: $0.value, file: path) }
        }
    }
}
