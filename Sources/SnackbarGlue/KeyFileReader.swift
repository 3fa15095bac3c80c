import CSnackbarGLib
import SnackbarCore

/// Reads a key file (snackbar.conf) with GKeyFile into `KeyFileEntry`s in file order, each with its line.
///
/// The file is read as a regular file of at most `FileRefusal.configurationBytes` (`BoundedFile`). Any thread.
package enum KeyFileReader {
    /// What reading a file gave.
    package enum Outcome: Sendable {
        /// The file is not there.
        case missing
        /// Its entries, the notes on what GKeyFile takes but does nothing with or overrides (`FILE:LINE:
        /// message`, see `KeyFileLines.notes`), and its bytes (to tell a change from a touch).
        case read([KeyFileEntry], notes: [String], bytes: [UInt8])
        /// Why it could not be used: `FILE:LINE: message` (or `FILE: message` when no line is to blame).
        case refused(String)
    }

    /// Reads the file at `path`.
    package static func read(_ path: String) -> Outcome {
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: FileRefusal.configurationBytes) {
        case .success(let read): bytes = read
        case .failure(.missing): return .missing
        case .failure(let refusal): return .refused(refusal.message(path: path))
        }
        // GKeyFile stops at a NUL and reports invalid UTF-8 as it decoded it: the whole file is checked first.
        if let problem = textProblem(bytes) { return .refused("\(path):\(problem.line): \(problem.reason)") }
        let lines = KeyFileLines(String(decoding: bytes, as: UTF8.self))
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_key_file_load_from_data(keyFile, $0.baseAddress, gsize($0.count), G_KEY_FILE_NONE, &error) }
        }
        guard loaded != 0 else {
            // GKeyFile names the line's text, not its number: the line index finds it.
            let place = lines.firstMalformedLine.map { "\(path):\($0)" } ?? path
            return .refused(place + ": " + GLibHelpers.take(error, fallback: "not a key file"))
        }
        var entries: [KeyFileEntry] = []
        for group in strings(g_key_file_get_groups(keyFile, nil)) {
            for key in strings(g_key_file_get_keys(keyFile, group, nil, nil)) {
                let line = lines.line(group: group, key: key)
                var valueError: UnsafeMutablePointer<GError>?
                guard let value = g_key_file_get_string(keyFile, group, key, &valueError) else {
                    let place = line > 0 ? "\(path):\(line)" : path
                    return .refused("\(place): [\(group)] \(key): " + GLibHelpers.take(valueError, fallback: "unreadable value"))
                }
                defer { g_free(value) }
                entries.append(
                    KeyFileEntry(file: path, line: line, group: group, key: key, value: String(cString: value), groupLine: lines.line(group: group)))
            }
        }
        return .read(entries, notes: lines.notes.map { "\(path):\($0.line): \($0.message)" }, bytes: bytes)
    }

    /// The first line (from 1) that holds a NUL byte or is not UTF-8, and what is wrong with it.
    static func textProblem(_ bytes: [UInt8]) -> (line: Int, reason: String)? {
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if line.contains(0) { return (index + 1, localized("a NUL byte; the file must be text")) }
            if String(validating: line, as: UTF8.self) == nil { return (index + 1, localized("not UTF-8 text; the file must be UTF-8")) }
        }
        return nil
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
