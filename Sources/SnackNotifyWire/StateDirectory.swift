import Glibc
import SnackNotifyKit
import SnackbarCore

/// `$XDG_STATE_HOME/snackbar/` (`~/.local/state/snackbar/` when it is unset or not absolute): where the
/// popup service keeps what outlives it (`ServiceState`, the history). Files are written whole to a
/// temporary file that replaces the old one by `rename`, so a reader sees the old file or the new one,
/// never half of one; they are read only when regular and within their byte bound (`BoundedFile`).
package struct StateDirectory: Sendable {
    /// The directory's path.
    package let path: String

    /// The user's state directory; nil when neither `XDG_STATE_HOME` nor `HOME` gives one.
    package static func user() -> StateDirectory? {
        if let state = ProcessIO.environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return StateDirectory(path: state + "/snackbar")
        }
        guard let home = ProcessIO.environment("HOME"), home.hasPrefix("/") else { return nil }
        return StateDirectory(path: home + "/.local/state/snackbar")
    }

    package init(path: String) {
        self.path = path
    }

    /// The path of the file `name` in it.
    package func file(_ name: String) -> String { path + "/" + name }

    /// The text of `name`: nil when there is none; a problem (line 0) when it is no regular file, larger
    /// than `limit` bytes, unreadable or not UTF-8.
    package func read(_ name: String, limit: Int) -> Result<String, StateFileProblem>? {
        switch BoundedFile.read(file(name), limit: limit) {
        case .failure(.missing): return nil
        case .failure(let refusal): return .failure(StateFileProblem(line: 0, reason: refusal.description))
        case .success(let bytes):
            guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(StateFileProblem(line: 0, reason: localized("not UTF-8 text")))
            }
            return .success(text)
        }
    }

    /// Replaces `name` with `text` at once (a temporary file, synced, renamed over it), making the
    /// directory (mode 0700) first; returns why not, or nil when it was written.
    @discardableResult
    package func write(_ name: String, _ text: String) -> String? {
        guard makeDirectory() else { return localized("cannot make %s: %s", path, String(cString: strerror(errno))) }
        var template = Array((file(name) + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return localized("cannot write %s: %s", file(name), String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        ProcessIO.write(all: text, to: descriptor)
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, file(name)) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return localized("cannot write %s: %s", file(name), reason)
        }
        return nil
    }

    /// Makes the directory and its missing parents; whether it is there.
    private func makeDirectory() -> Bool {
        var partial = ""
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o700) != 0, errno != EEXIST { return false }
        }
        return true
    }
}
