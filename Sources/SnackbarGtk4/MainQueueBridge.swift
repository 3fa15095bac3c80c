import CSnackbarGtk4
import SnackbarGlue

/// The GTK 4 renderer's main-queue drain (see `MainQueueDrain`), with libdispatch's hooks as the GTK 4
/// module declares them.
enum MainQueueBridge {
    /// Installs the drain on GLib's default main context once; later calls do nothing.
    static func install() { _ = installed }

    private static let installed: Void = {
        MainQueueDrain.install(handle: _dispatch_get_main_queue_handle_4CF(), drain: _dispatch_main_queue_callback_4CF)
    }()
}
