import CSnackbarGLib
import Glibc
import Synchronization
import Testing

/// Counts how many `Witness`es went away: a closure that captures one is released exactly when its
/// box is.
final class ReleaseCounter: Sendable {
    private let released = Mutex(0)

    /// How many witnesses were deinitialized.
    var count: Int { released.withLock { $0 } }

    /// A new witness counted here once it goes.
    func witness() -> Witness { Witness(counter: self) }

    fileprivate func record() { released.withLock { $0 += 1 } }
}

/// An object a test closure captures, to see when GLib released the closure's box.
final class Witness: Sendable {
    private let counter: ReleaseCounter

    fileprivate init(counter: ReleaseCounter) { self.counter = counter }

    deinit { counter.record() }
}

/// Runs the default main context until `condition` holds, at most `seconds`. Returns whether it held.
@MainActor @discardableResult
func spin(seconds: Double = 2, until condition: () -> Bool) -> Bool {
    let end = g_get_monotonic_time() + gint64(seconds * 1_000_000)
    while !condition() {
        guard g_get_monotonic_time() < end else { return false }
        g_main_context_iteration(nil, 0)
        g_usleep(1000)
    }
    return true
}

/// A path named `name` in a new private directory under /tmp.
func temporaryPath(_ name: String) throws -> String {
    var template = Array("/tmp/snack-glue-XXXXXX".utf8CString)
    let directory = try #require(mkdtemp(&template))
    return String(cString: directory) + "/" + name
}

/// Writes `bytes` to `path`, replacing it.
func write(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
}
