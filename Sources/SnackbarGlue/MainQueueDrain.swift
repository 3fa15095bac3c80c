import CSnackbarGLib
import Glibc

/// Drains the libdispatch main queue inside the GLib main loop, so `WorkQueue.main` and `@MainActor`
/// work under `gtk_main()`, `g_main_loop_run` or `g_application_run`, where nothing else drains it.
///
/// libdispatch exposes the main queue's wake-up eventfd and its drain to run-loop integrators
/// (`_dispatch_get_main_queue_handle_4CF`, `_dispatch_main_queue_callback_4CF`, declared by this room's C
/// module). A GLib fd source watches the eventfd, so the loop sleeps until something is posted. The source
/// stays for the process's life. Both renderers install it.
package enum MainQueueDrain {
    /// Installs the drain on GLib's default main context once; later calls do nothing. Any thread.
    package static func install() { _ = installed }

    private static let installed: Void = {
        let handle = _dispatch_get_main_queue_handle_4CF()
        // Below GDK's events and timeouts: work posted in a burst cannot starve the event queue (GDK takes
        // one event per dispatch), yet above redraw, so a change shows in the same frame.
        MainLoopSource.watch(descriptor: handle, priority: G_PRIORITY_HIGH_IDLE) {
            // The eventfd is level-triggered: consume the counter first or the source fires forever.
            var counter: UInt64 = 0
            _ = read(handle, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return true
        }
    }()
}
