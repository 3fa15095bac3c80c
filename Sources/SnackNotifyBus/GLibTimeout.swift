import CSnackbarGLib
import Glibc

/// One-shot GLib timeouts that run a Swift closure on the main thread.
public enum GLibTimeout {
    /// Runs `action` once after `seconds` on the main loop; returns the source id.
    @discardableResult
    public static func once(afterSeconds seconds: UInt32, _ action: @escaping @MainActor () -> Void) -> guint {
        let box = Unmanaged.passRetained(ClosureBox(action)).toOpaque()
        return g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, seconds, { data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().action() }
            return 0
        }, box, { Unmanaged<ClosureBox>.fromOpaque($0!).release() })
    }

    /// Runs `action` each time SIGINT arrives, on the main loop.
    @discardableResult
    public static func onInterrupt(_ action: @escaping @MainActor () -> Void) -> guint {
        let box = Unmanaged.passRetained(ClosureBox(action)).toOpaque()
        return g_unix_signal_add_full(G_PRIORITY_DEFAULT, SIGINT, { data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().action() }
            return 1
        }, box, { Unmanaged<ClosureBox>.fromOpaque($0!).release() })
    }
}
