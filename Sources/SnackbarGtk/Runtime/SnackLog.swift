import SnackbarGlue
import Synchronization

/// Warnings of the renderer, through GLib's log (domain "Snackbar", see `GLibLog`), some of them once per subject.
enum SnackLog {
    private static let warned = Mutex<Set<String>>([])

    /// Logs `message` as a warning. Any thread.
    static func warn(_ message: String) {
        GLibLog.warning(message)
    }

    /// Prints the warning only the first time `key` is seen in this process. Any thread.
    static func warnOnce(key: String, _ message: String) {
        let isFirst = warned.withLock { $0.insert(key).inserted }
        if isFirst { warn(message) }
    }
}
