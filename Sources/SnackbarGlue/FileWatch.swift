import CSnackbarGLib

/// Watches files with GFileMonitor (a file that does not exist yet is watched for its creation; a directory
/// for what is created in it) and calls back on the main loop when one of them was written, created,
/// deleted or moved: not on each write while it is written, so a half-written file is never read.
///
/// Owns one monitor per path (and its signal handler, released by GLib's closure notify) until `stop()`.
/// Main thread.
@MainActor
package final class FileWatch {
    private var monitors: [gpointer] = []

    /// Starts watching `paths`; `onChange` runs once per finished change of any of them.
    package init(paths: [String], onChange: @escaping @MainActor () -> Void) {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = { _, _, _, event, data in
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
                G_FILE_MONITOR_EVENT_MOVED, G_FILE_MONITOR_EVENT_RENAMED, G_FILE_MONITOR_EVENT_MOVED_IN,
                G_FILE_MONITOR_EVENT_MOVED_OUT:
                _ = CallbackBox.call(data)
            default: break
            }
        }
        for path in paths {
            let file = g_file_new_for_path(path)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let monitor = g_file_monitor(file, G_FILE_MONITOR_NONE, nil, nil) else { continue }
            let data = CallbackBox { _ in
                onChange()
                return 0
            }.retained()
            let id = g_signal_connect_data(
                monitor, "changed", cFunction(thunk, as: GCallback.self), data,
                CallbackBox.closureNotify, GConnectFlags(rawValue: 0))
            if id == 0 { CallbackBox.release(data) }
            monitors.append(UnsafeMutableRawPointer(monitor))
        }
    }

    /// Cancels and releases the monitors; their handlers' boxes go with them.
    package func stop() {
        for monitor in monitors {
            g_file_monitor_cancel(monitor.assumingMemoryBound(to: GFileMonitor.self))
            g_object_unref(monitor)
        }
        monitors = []
    }
}
