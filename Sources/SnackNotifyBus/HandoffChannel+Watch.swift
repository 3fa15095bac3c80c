import SnackNotifyWire
import SnackbarGlue

extension HandoffChannel {
    /// Starts delivering lines to `onMessage` from the GLib main loop (the service's way; the client
    /// polls). The watch holds the channel until `close()` or the end of file.
    package func watch() {
        var watchID: UInt32 = 0
        watchID = MainLoopSource.watch(descriptor: descriptor) { [self] in readAvailable() }
        stopWatching = { MainLoopSource.remove(&watchID) }
        deliverBuffered()
    }
}
