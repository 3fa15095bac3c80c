import CSnackbarGLib

/// GLib sources on the default main context running Swift closures on the main actor: timeouts, idle
/// work, file descriptor watches and Unix signals.
///
/// Each source's closure is boxed and released by the source's destroy notify, when the callback
/// asks to stop or the source is removed (`remove`). An id is valid until then only: removing a
/// source that already stopped is a GLib error, so owners forget an id once its callback stopped it.
package enum MainLoopSource {
    /// How long a timeout waits.
    package enum Interval: Sendable, Equatable {
        /// Milliseconds, with GLib's millisecond timer.
        case milliseconds(UInt32)
        /// Whole seconds, with GLib's coarse timer (wake-ups of the process grouped, for idle deadlines).
        case seconds(UInt32)
    }

    /// Calls `callback` every `interval` while it returns true. Returns the source id.
    @discardableResult
    package static func every(_ interval: Interval, _ callback: @escaping @MainActor () -> Bool) -> guint {
        let thunk: GSourceFunc = { data in CallbackBox.call(data) }
        let data = CallbackBox { _ in callback() ? 1 : 0 }.retained()
        switch interval {
        case .milliseconds(let milliseconds):
            return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, data, CallbackBox.destroyNotify)
        case .seconds(let seconds):
            return g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, seconds, thunk, data, CallbackBox.destroyNotify)
        }
    }

    /// Calls `callback` once after `interval`. Returns the source id, valid until the callback runs.
    @discardableResult
    package static func after(_ interval: Interval, _ callback: @escaping @MainActor () -> Void) -> guint {
        every(interval) {
            callback()
            return false
        }
    }

    /// Calls `callback` once the loop has nothing more urgent than `priority` to do (GLib's idle: after
    /// pending window-system events). Returns the source id, valid until the callback runs.
    @discardableResult
    package static func whenIdle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ callback: @escaping @MainActor () -> Void) -> guint {
        let thunk: GSourceFunc = { data in CallbackBox.call(data) }
        let data = CallbackBox { _ in
            callback()
            return 0
        }.retained()
        return g_idle_add_full(priority, thunk, data, CallbackBox.destroyNotify)
    }

    /// Calls `callback` whenever `descriptor` is readable (or at its end of file), while it returns true.
    /// Returns the source id.
    @discardableResult
    package static func watch(
        descriptor: Int32, priority: Int32 = G_PRIORITY_DEFAULT,
        _ callback: @escaping @MainActor () -> Bool
    ) -> guint {
        let thunk: GUnixFDSourceFunc = { _, _, data in CallbackBox.call(data) }
        let data = CallbackBox { _ in callback() ? 1 : 0 }.retained()
        return g_unix_fd_add_full(priority, descriptor, G_IO_IN, thunk, data, CallbackBox.destroyNotify)
    }

    /// Calls `callback` on the main loop each time the Unix signal `number` arrives (instead of its
    /// default action) until the source is removed. Returns the source id.
    @discardableResult
    package static func onSignal(_ number: Int32, _ callback: @escaping @MainActor () -> Void) -> guint {
        let thunk: GSourceFunc = { data in CallbackBox.call(data) }
        let data = CallbackBox { _ in
            callback()
            return 1
        }.retained()
        return g_unix_signal_add_full(G_PRIORITY_DEFAULT, number, thunk, data, CallbackBox.destroyNotify)
    }

    /// Removes the source `id` unless it is 0, and sets `id` to 0.
    package static func remove(_ id: inout guint) {
        if id != 0 { g_source_remove(id) }
        id = 0
    }
}
