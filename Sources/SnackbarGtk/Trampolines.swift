import CGtk

/// Every C-to-Swift trampoline of the renderer.
///
/// A Swift closure goes to GLib inside a `CallbackBox`, retained once; GLib's destroy notify (or the
/// closure notify of a signal handler) releases it. All callbacks run on the GTK thread, so the thunks
/// enter the main actor with `assumeIsolated`.
final class CallbackBox<Callback> {
    let callback: Callback

    init(_ callback: Callback) { self.callback = callback }

    /// Hands one retain to C; `releaseBox` gives it back.
    func retainedPointer() -> gpointer { Unmanaged.passRetained(self).toOpaque() }

    static func unbox(_ pointer: gpointer?) -> Callback {
        Unmanaged<CallbackBox>.fromOpaque(pointer!).takeUnretainedValue().callback
    }
}

/// A signal with no arguments but its instance (`clicked`, `destroy`, `composited-changed`).
typealias PlainSignal = @MainActor () -> Void
/// A signal carrying a `GdkEvent`; return true to stop other handlers.
typealias EventSignal = @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
/// `GtkCssProvider::parsing-error`: the section and the error.
typealias ParsingErrorSignal = @MainActor (OpaquePointer?, UnsafeMutablePointer<GError>?) -> Void
/// A frame-clock tick with the frame time in microseconds; return false to stop ticking.
typealias TickCallback = @MainActor (Int) -> Bool
/// A one-shot GLib timeout.
typealias TimeoutCallback = @MainActor () -> Void

private let releaseBox: GDestroyNotify = { pointer in
    if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
}

private let releaseClosureBox: GClosureNotify = { pointer, _ in
    if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
}

/// Connects `handler` with a box; GLib releases the box when the handler goes. An unknown signal name
/// gives id 0 and no notify ever, so the box is released here then.
private func connect(_ instance: gpointer, _ signal: String, _ handler: GCallback, _ box: AnyObject) -> gulong {
    let data = Unmanaged.passRetained(box).toOpaque()
    let id = g_signal_connect_data(instance, signal, handler, data, releaseClosureBox, GConnectFlags(rawValue: 0))
    if id == 0 { Unmanaged<AnyObject>.fromOpaque(data).release() }
    return id
}

/// Connects a signal whose C handler is `void (*)(GObject *, gpointer)` or ignores extra arguments
/// in the middle (`notify::*` passes a `GParamSpec *` before the data, handled by `connectNotify`).
@MainActor @discardableResult
func connectPlain(_ instance: gpointer, _ signal: String, _ callback: @escaping PlainSignal) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { CallbackBox<PlainSignal>.unbox(data)() }
    }
    return connect(instance, signal, asGCallback(thunk), CallbackBox(callback))
}

/// Connects a `notify::property` signal: `void (*)(GObject *, GParamSpec *, gpointer)`.
@MainActor @discardableResult
func connectNotify(_ instance: gpointer, property: String, _ callback: @escaping PlainSignal) -> gulong {
    connectIgnoringArgument(instance, "notify::" + property, callback)
}

/// Connects a signal with one argument the callback does not need: `void (*)(GObject *, gpointer, gpointer)`
/// (`notify::*` with its `GParamSpec *`, GSettings' `changed::key` with the key).
@MainActor @discardableResult
func connectIgnoringArgument(_ instance: gpointer, _ signal: String, _ callback: @escaping PlainSignal) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { CallbackBox<PlainSignal>.unbox(data)() }
    }
    return connect(instance, signal, asGCallback(thunk), CallbackBox(callback))
}

/// Connects an event signal: `gboolean (*)(GtkWidget *, GdkEvent *, gpointer)`.
@MainActor @discardableResult
func connectEvent(_ instance: gpointer, _ signal: String, _ callback: @escaping EventSignal) -> gulong {
    let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean = { _, event, data in
        nonisolated(unsafe) let event = event
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            guard let event else { return 0 }
            return CallbackBox<EventSignal>.unbox(data)(event) ? 1 : 0
        }
    }
    return connect(instance, signal, asGCallback(thunk), CallbackBox(callback))
}

/// Connects `GtkCssProvider::parsing-error`: `void (*)(GtkCssProvider *, GtkCssSection *, GError *, gpointer)`.
@MainActor @discardableResult
func connectParsingError(_ provider: gpointer, _ callback: @escaping ParsingErrorSignal) -> gulong {
    let thunk: @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = { _, section, error, data in
        nonisolated(unsafe) let section = section
        nonisolated(unsafe) let error = error
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { CallbackBox<ParsingErrorSignal>.unbox(data)(section, error) }
    }
    return connect(provider, "parsing-error", asGCallback(thunk), CallbackBox(callback))
}

/// Adds a frame-clock tick callback to `widget`; it stops when the callback returns false or the widget
/// is destroyed. Returns the id for `gtk_widget_remove_tick_callback`.
@MainActor @discardableResult
func addTickCallback(_ widget: UnsafeMutablePointer<GtkWidget>, _ callback: @escaping TickCallback) -> guint {
    let thunk: GtkTickCallback = { _, clock, data in
        nonisolated(unsafe) let clock = clock
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            let frameTime = clock.map { gdk_frame_clock_get_frame_time($0) } ?? g_get_monotonic_time()
            return CallbackBox<TickCallback>.unbox(data)(frameTime) ? 1 : 0
        }
    }
    return gtk_widget_add_tick_callback(widget, thunk, CallbackBox(callback).retainedPointer(), releaseBox)
}

/// Arms a one-shot timeout on the default main context after `milliseconds`. Returns the source id;
/// the source is gone once the callback ran, so remove it only before that.
@MainActor
func addTimeout(milliseconds: UInt32, _ callback: @escaping TimeoutCallback) -> guint {
    let thunk: GSourceFunc = { data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { CallbackBox<TimeoutCallback>.unbox(data)() }
        return 0
    }
    return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, CallbackBox(callback).retainedPointer(), releaseBox)
}
