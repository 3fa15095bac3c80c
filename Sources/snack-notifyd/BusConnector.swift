import SnackNotifyBus
import SnackNotifyWire
import SnackbarGlue

/// The session bus connection, made on a thread of its own while the main thread reads snackbar.conf and
/// GTK opens the display: its round trips (connect, authenticate, `Hello`) overlap the service's start
/// instead of coming before it, on the path from a cold `snack-notify` to its first popup. GDBus
/// connections are thread-safe; everything registered on it is registered from the main thread, whose
/// main context serves it.
final class BusConnector: @unchecked Sendable {
    /// Runs the connecting alone: waiting for it to be empty is waiting for the connection.
    private let connecting = WorkQueue(label: "snack-notifyd.bus-connector")
    /// Written once on `connecting`; read only after the wait.
    private var made: OpaquePointer?
    private var isWaited = false

    /// Starts connecting (see `NotifierBus.sessionBus()`).
    init() {
        connecting.async { [self] in made = NotifierBus.sessionBus() }
    }

    /// The connection, waiting for it the first time; nil without a session bus. Main thread.
    @MainActor
    var connection: OpaquePointer? {
        if !isWaited {
            connecting.sync()
            isWaited = true
        }
        return made
    }
}
