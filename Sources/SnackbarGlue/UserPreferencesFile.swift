import CSnackbarGLib
import Glibc
import SnackbarCore

/// Reads the user's `snackbar.conf` (a GKeyFile) and `SNACKBAR_TIME_SCALE` into `UserPreferences`.
///
/// The file is `$XDG_CONFIG_HOME/snackbar/snackbar.conf` (`~/.config/…` when the variable is unset),
/// read as a regular file of at most 64 KiB (`BoundedFile`). Nothing there, nothing said; anything wrong
/// (not a key file, a bad value) gives one warning naming the file, the key, the value and what is
/// accepted, and the default is used: a setting never stops a snack from showing. Any thread.
package enum UserPreferencesFile {
    /// Where the file is for this process: GLib's user configuration directory + `snackbar/snackbar.conf`.
    package static var defaultPath: String {
        String(cString: g_get_user_config_dir()) + "/snackbar/snackbar.conf"
    }

    /// The preferences from the file at `path`, then the environment (`SNACKBAR_TIME_SCALE` overrides the
    /// file's `time-scale`), with one warning per refused value or unreadable file.
    package static func load(path: String = defaultPath,
                             environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } })
        -> (preferences: UserPreferences, warnings: [String]) {
        var preferences = UserPreferences()
        var warnings = read(path, into: &preferences)
        if let text = environment(UserPreferences.timeScaleVariable), !text.isEmpty,
           let warning = preferences.setTimeScale(text, source: UserPreferences.timeScaleVariable) {
            warnings.append(warning)
        }
        return (preferences, warnings)
    }

    /// Applies every key of the file at `path`; returns the warnings.
    private static func read(_ path: String, into preferences: inout UserPreferences) -> [String] {
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: FileRefusal.configurationBytes) {
        case .success(let read): bytes = read
        case .failure(.missing): return []
        case .failure(let refusal): return [refusal.message(path: path) + "; using the defaults"]
        }
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_key_file_load_from_data(keyFile, $0.baseAddress, gsize($0.count), G_KEY_FILE_NONE, &error) }
        }
        guard loaded != 0 else {
            return [path + ": " + GLibHelpers.take(error, fallback: "not a key file") + "; using the defaults"]
        }
        var warnings: [String] = []
        for group in strings(g_key_file_get_groups(keyFile, nil)) {
            for key in strings(g_key_file_get_keys(keyFile, group, nil, nil)) {
                var valueError: UnsafeMutablePointer<GError>?
                guard let value = g_key_file_get_string(keyFile, group, key, &valueError) else {
                    warnings.append("\(path): [\(group)] \(key): " + GLibHelpers.take(valueError, fallback: "unreadable value") + "; ignored")
                    continue
                }
                defer { g_free(value) }
                if let warning = preferences.apply(group: group, key: key, text: String(cString: value), file: path) {
                    warnings.append(warning)
                }
            }
        }
        return warnings
    }

    /// The strings of a NULL-terminated array GLib returned; frees it.
    private static func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
        guard let array else { return [] }
        defer { g_strfreev(array) }
        var result: [String] = []
        var index = 0
        while let item = array[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}
