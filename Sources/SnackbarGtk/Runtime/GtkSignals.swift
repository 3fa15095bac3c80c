import CGtk
import SnackbarGlue

// The renderer's typed doors into the glue room (`SnackbarGlue`): they only cast GTK pointers; the
// glue boxes the closures, writes the thunks and releases the boxes. Every callback runs on the GTK
// thread, on the main actor.

/// A signal with no arguments but its instance (`clicked`, `destroy`, `composited-changed`).
typealias PlainSignal = @MainActor () -> Void
/// A signal carrying a `GdkEvent`; return true to stop other handlers.
typealias EventSignal = @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
/// A frame-clock tick with the frame time in microseconds; return false to stop ticking.
typealias TickCallback = @MainActor (Int) -> Bool

/// Connects a signal whose C handler is `void (*)(GObject *, gpointer)`.
@MainActor @discardableResult
func connectPlain(_ instance: gpointer, _ signal: String, _ callback: @escaping PlainSignal) -> gulong {
    ObjectSignal.connect(instance, signal, callback)
}

/// Connects a `notify::property` signal.
@MainActor @discardableResult
func connectNotify(_ instance: gpointer, property: String, _ callback: @escaping PlainSignal) -> gulong {
    ObjectSignal.connectNotify(instance, property: property, callback)
}

/// Connects a signal with one argument the callback does not need (GSettings' `changed::key`).
@MainActor @discardableResult
func connectIgnoringArgument(_ instance: gpointer, _ signal: String, _ callback: @escaping PlainSignal) -> gulong {
    ObjectSignal.connectIgnoringArgument(instance, signal, callback)
}

/// Connects an event signal: `gboolean (*)(GtkWidget *, GdkEvent *, gpointer)`.
@MainActor @discardableResult
func connectEvent(_ instance: gpointer, _ signal: String, _ callback: @escaping EventSignal) -> gulong {
    ObjectSignal.connectEvent(instance, signal) { event in callback(event.assumingMemoryBound(to: GdkEvent.self)) }
}

/// Connects `draw` to run before the widget draws itself: the callback gets the `cairo_t *` and returns
/// true when it drew the widget instead.
@MainActor @discardableResult
func connectDraw(_ widget: UnsafeMutablePointer<GtkWidget>, _ callback: @escaping @MainActor (OpaquePointer) -> Bool) -> gulong {
    ObjectSignal.connectEvent(UnsafeMutableRawPointer(widget), "draw") { cairo in callback(OpaquePointer(cairo)) }
}

/// Connects `draw` to run after the widget drew itself: the callback gets the `cairo_t *`.
@MainActor @discardableResult
func connectDrawAfter(_ widget: UnsafeMutablePointer<GtkWidget>, _ callback: @escaping @MainActor (OpaquePointer) -> Void) -> gulong {
    ObjectSignal.connectEvent(UnsafeMutableRawPointer(widget), "draw", after: true) { cairo in
        callback(OpaquePointer(cairo))
        return false
    }
}

/// Connects `GtkCssProvider::parsing-error`: the callback gets the `GtkCssSection *` and the error.
@MainActor @discardableResult
func connectParsingError(
    _ provider: gpointer,
    _ callback: @escaping @MainActor (OpaquePointer?, UnsafeMutablePointer<GError>?) -> Void
) -> gulong {
    ObjectSignal.connectParsingError(provider, callback)
}

/// Adds a frame-clock tick callback to `widget`; it stops when the callback returns false or the widget
/// is destroyed, and GTK releases its box then. Returns the id for `gtk_widget_remove_tick_callback`.
@MainActor @discardableResult
func addTickCallback(_ widget: UnsafeMutablePointer<GtkWidget>, _ callback: @escaping TickCallback) -> guint {
    let hook = CHook { arguments in
        let frameTime = arguments.second.map { gdk_frame_clock_get_frame_time(OpaquePointer($0)) } ?? g_get_monotonic_time()
        return callback(Int(frameTime)) ? 1 : 0
    }
    return gtk_widget_add_tick_callback(widget, cFunction(hook.thunk, as: GtkTickCallback.self), hook.data, CallbackBox.destroyNotify)
}

/// Arms a one-shot timeout after `milliseconds`. Returns the source id, valid until the callback runs.
@MainActor
func addTimeout(milliseconds: UInt32, _ callback: @escaping @MainActor () -> Void) -> guint {
    MainLoopSource.after(.milliseconds(milliseconds), callback)
}

/// Adds a GDK event filter on `window` (nil: every window) that `callback` sees every raw X event of (the first `int` of
/// the `XEvent` is its type); events always go on to GDK. Remove it with `removeEventFilter`.
@MainActor
func addEventFilter(_ window: OpaquePointer?, _ callback: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> CHook {
    let hook = CHook { arguments in
        if let xEvent = arguments.first { callback(xEvent) }
        return Int32(GDK_FILTER_CONTINUE.rawValue)
    }
    gdk_window_add_filter(window, cFunction(hook.thunk, as: GdkFilterFunc.self), hook.data)
    return hook
}

/// Removes a filter `addEventFilter` added to `window` and releases its box (GDK has no destroy notify
/// for filters). Safe from inside the filter's own callback: GDK keeps the filter until the call returns.
@MainActor
func removeEventFilter(_ window: OpaquePointer?, _ hook: CHook) {
    gdk_window_remove_filter(window, cFunction(hook.thunk, as: GdkFilterFunc.self), hook.data)
    hook.release()
}
