import Glibc
import Synchronization

/// Warnings the renderer prints to standard error, some of them once per subject.
enum SnackLog {
    private static let warned = Mutex<Set<String>>([])

    /// Prints `Snackbar-WARNING: message` to standard error. Any thread.
    static func warn(_ message: String) {
        let line = "Snackbar-WARNING: " + message + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    /// Prints the warning only the first time `key` is seen in this process. Any thread.
    static func warnOnce(key: String, _ message: String) {
        let isFirst = warned.withLock { $0.insert(key).inserted }
        if isFirst { warn(message) }
    }
}
