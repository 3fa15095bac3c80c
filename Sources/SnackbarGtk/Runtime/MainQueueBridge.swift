import CGtk
import SnackbarGlue

/// Drains the libdispatch main queue inside the GLib main loop, so `DispatchQueue.main` and `@MainActor`
/// work under `gtk_main()` (see `MainQueueDrain`).
enum MainQueueBridge {
    /// Installs the bridge on GLib's default main context once; later calls do nothing. Any thread.
    static func install() { _ = installed }

    private static let installed: Void = {
        MainQueueDrain.install(handle: _dispatch_get_main_queue_handle_4CF(), drain: _dispatch_main_queue_callback_4CF)
    }()
}
