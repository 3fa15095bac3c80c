import Dispatch
import SnackNotifyBus
import SnackNotifyWire

/// The session bus connection, made on a thread of its own while the main thread reads snackbar.conf and
/// GTK opens the display: its round trips (connect, authenticate, `Hello`) overlap the service's start
/// instead of coming before it, on the path from a cold `snack-notify` to its first popup. GDBus
/// connections are thread-safe; everything registered on it is registered from the main thread, whose
/// main context serves it.
final class BusConnector: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the connecting thread before `finished` is signalled; read only after the wait.
    private var made: OpaquePointer?
    private var isWaited = false

    /// Starts connecting (see `NotifierBus.sessionBus()`).
    init() {
        DispatchQueue.global().async { [self] in
            made = NotifierBus.sessionBus()
            finished.signal()
        }
    }

    /// The connection, waiting for it the first time; nil without a session bus. Main thread.
    @MainActor
    var connection: OpaquePointer? {
        if !isWaited {
            finished.wait()
            isWaited = true
        }
        return made
    }
}
