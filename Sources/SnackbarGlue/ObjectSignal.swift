import CSnackbarGLib

/// GObject signal handlers running Swift closures on the main actor.
///
/// Each handler's closure is boxed and released by GLib's closure notify when the handler goes
/// (`disconnect`, or the instance finalized). The thunk must match the signal's C signature exactly,
/// hence one helper per shape. GTK types (`GdkEvent *`, `GtkCssSection *`) arrive untyped; the GTK
/// side casts them.
package enum ObjectSignal {
    /// Connects a signal whose handler is `void (*)(GObject *, gpointer)` (`clicked`, `destroy`,
    /// `activate`, `composited-changed`). Returns the handler id, 0 for an unknown signal name.
    @discardableResult
    package static func connect(_ instance: gpointer, _ signal: String, _ callback: @escaping @MainActor () -> Void) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in _ = CallbackBox.call(data) }
        return connect(
            instance, signal, cFunction(thunk, as: GCallback.self),
            CallbackBox { _ in
                callback()
                return 0
            })
    }

    /// Connects a signal with one argument the callback does not need: `void (*)(GObject *, gpointer, gpointer)`
    /// (`notify::*` with its `GParamSpec *`, GSettings' `changed::key` with the key, GtkWindow's `set-focus`).
    /// With `after`, the handler runs after the class's own (`set-focus` once the focus moved).
    @discardableResult
    package static func connectIgnoringArgument(
        _ instance: gpointer, _ signal: String, after: Bool = false,
        _ callback: @escaping @MainActor () -> Void
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in _ = CallbackBox.call(data) }
        return connect(
            instance, signal, cFunction(thunk, as: GCallback.self),
            CallbackBox { _ in
                callback()
                return 0
            }, flags: after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
    }

    /// Connects `notify::property`.
    @discardableResult
    package static func connectNotify(_ instance: gpointer, property: String, _ callback: @escaping @MainActor () -> Void) -> gulong {
        connectIgnoringArgument(instance, "notify::" + property, callback)
    }

    /// Connects an event signal, `gboolean (*)(GtkWidget *, GdkEvent *, gpointer)`: the callback gets
    /// the `GdkEvent *` and returns true to stop other handlers.
    /// With `after`, the handler runs after the class's own (`draw` over what the widget drew).
    @discardableResult
    package static func connectEvent(
        _ instance: gpointer, _ signal: String, after: Bool = false,
        _ callback: @escaping @MainActor (UnsafeMutableRawPointer) -> Bool
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, event, data in
            CallbackBox.call(data, CallbackArguments(event))
        }
        return connect(
            instance, signal, cFunction(thunk, as: GCallback.self),
            CallbackBox { arguments in
                guard let event = arguments.first else { return 0 }
                return callback(event) ? 1 : 0
            }, flags: after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
    }

    /// Connects `GtkLabel::activate-link`, `gboolean (*)(GtkLabel *, const gchar *uri, gpointer)`: the
    /// callback gets the link's URI and returns true when it opened it (GTK's own handler is skipped then).
    @discardableResult
    package static func connectActivateLink(_ label: gpointer, _ callback: @escaping @MainActor (String) -> Bool) -> gulong {
        connectEvent(label, "activate-link") { uri in callback(String(cString: uri.assumingMemoryBound(to: CChar.self))) }
    }

    /// Connects `GtkCssProvider::parsing-error`, `void (*)(GtkCssProvider *, GtkCssSection *, GError *, gpointer)`:
    /// the callback gets the section (untyped) and the error.
    @discardableResult
    package static func connectParsingError(
        _ provider: gpointer, _ callback: @escaping @MainActor (OpaquePointer?, UnsafeMutablePointer<GError>?) -> Void
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, section, error, data in
            _ = CallbackBox.call(data, CallbackArguments(section, error))
        }
        return connect(
            provider, "parsing-error", cFunction(thunk, as: GCallback.self),
            CallbackBox { arguments in
                callback(arguments.first.map(OpaquePointer.init), arguments.second?.assumingMemoryBound(to: GError.self))
                return 0
            })
    }

    /// Disconnects a handler; GLib then releases its box.
    package static func disconnect(_ instance: gpointer, _ id: gulong) {
        g_signal_handler_disconnect(instance, id)
    }

    /// Connects `thunk` with `box` as its data. An unknown signal name gives id 0 and GLib never calls
    /// the notify, so the box is released here then.
    static func connect(
        _ instance: gpointer, _ signal: String, _ thunk: GCallback, _ box: CallbackBox,
        flags: GConnectFlags = GConnectFlags(rawValue: 0)
    ) -> gulong {
        let data = box.retained()
        let id = g_signal_connect_data(instance, signal, thunk, data, CallbackBox.closureNotify, flags)
        if id == 0 { CallbackBox.release(data) }
        return id
    }
}
