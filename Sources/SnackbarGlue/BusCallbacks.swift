import CSnackbarGLib

/// GDBus callbacks running Swift closures on the main actor: signal subscriptions, exported objects and
/// asynchronous calls.
///
/// Each closure is boxed and released by GDBus's free function once the subscription or registration
/// is removed (`unsubscribe`, `unregister`) or its connection finalized; a call's box after its reply.
package enum BusCallbacks {
    /// Calls `callback` with each matching signal's parameters (a `GVariant` tuple). Returns the
    /// subscription id for `unsubscribe`.
    @discardableResult
    package static func subscribe(
        _ connection: OpaquePointer, sender: String?, interface: String, member: String,
        path: String, argument0: String? = nil,
        _ callback: @escaping @MainActor (OpaquePointer) -> Void
    ) -> guint {
        let thunk: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            _ = CallbackBox.call(data, CallbackArguments(UnsafeMutableRawPointer(parameters)))
        }
        let data = CallbackBox { arguments in
            if let parameters = arguments.first { callback(OpaquePointer(parameters)) }
            return 0
        }.retained()
        return g_dbus_connection_signal_subscribe(
            connection, sender, interface, member, path, argument0, G_DBUS_SIGNAL_FLAGS_NONE, thunk, data,
            CallbackBox.destroyNotify)
    }

    /// Ends a subscription; GDBus then releases its box.
    package static func unsubscribe(_ connection: OpaquePointer, _ id: guint) {
        g_dbus_connection_signal_unsubscribe(connection, id)
    }

    /// Exports `interface` at `path`: `handler` gets each call's method name, parameters (a `GVariant`
    /// tuple) and invocation, which it must answer. Returns the registration id for `unregister`, 0 on
    /// failure (the path is taken).
    package static func register(
        _ connection: OpaquePointer, path: String, interface: UnsafeMutablePointer<GDBusInterfaceInfo>,
        _ handler: @escaping @MainActor (_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) -> Void
    ) -> guint {
        let vtable = VTable { _, _, _, _, method, parameters, invocation, data in
            _ = CallbackBox.call(
                data,
                CallbackArguments(
                    UnsafeMutableRawPointer(mutating: method), UnsafeMutableRawPointer(parameters), UnsafeMutableRawPointer(invocation)))
        }
        let data = CallbackBox { arguments in
            guard let method = arguments.first, let parameters = arguments.second, let invocation = arguments.third else { return 0 }
            withExtendedLifetime(vtable) {
                handler(String(cString: method.assumingMemoryBound(to: CChar.self)), OpaquePointer(parameters), OpaquePointer(invocation))
            }
            return 0
        }.retained()
        let id = g_dbus_connection_register_object(connection, path, interface, vtable.pointer, data, CallbackBox.destroyNotify, nil)
        // A failed registration frees its data from GLib 2.80 on; earlier versions leave it to the caller.
        if id == 0, glib_check_version(2, 80, 0) != nil { CallbackBox.release(data) }
        return id
    }

    /// Removes an exported object; GDBus then releases its box (and with it the vtable).
    package static func unregister(_ connection: OpaquePointer, _ id: guint) {
        g_dbus_connection_unregister_object(connection, id)
    }

    /// Connects to the bus of `type` without waiting for it: `done` runs later on the main loop with the
    /// shared connection (a reference the caller owns) or nil when there is no such bus.
    package static func connect(_ type: GBusType, _ done: @escaping @MainActor (_ bus: OpaquePointer?) -> Void) {
        let thunk: GAsyncReadyCallback = { _, result, data in
            _ = CallbackBox.call(data, CallbackArguments(UnsafeMutableRawPointer(result), nil))
            CallbackBox.release(data)
        }
        let data = CallbackBox { arguments in
            done(g_bus_get_finish(OpaquePointer(arguments.first), nil))
            return 0
        }.retained()
        g_bus_get(type, nil, thunk, data)
    }

    /// Calls `method` on `destination` without waiting for it: `reply` runs later on the main loop with the
    /// reply tuple (valid during the call only) or, after an error or `timeoutMilliseconds` without an
    /// answer, nil and the error's message. Starts a service for the name by D-Bus activation only with
    /// `autoStart`.
    package static func call(
        _ connection: OpaquePointer, destination: String, path: String, interface: String,
        method: String, parameters: OpaquePointer?, timeoutMilliseconds: Int32, autoStart: Bool = false,
        _ reply: @escaping @MainActor (_ result: OpaquePointer?, _ failure: String?) -> Void
    ) {
        let thunk: GAsyncReadyCallback = { source, result, data in
            _ = CallbackBox.call(data, CallbackArguments(UnsafeMutableRawPointer(source), UnsafeMutableRawPointer(result)))
            CallbackBox.release(data)
        }
        let data = CallbackBox { arguments in
            var error: UnsafeMutablePointer<GError>?
            let result = g_dbus_connection_call_finish(OpaquePointer(arguments.first), OpaquePointer(arguments.second), &error)
            if let result {
                reply(result, nil)
                g_variant_unref(result)
            } else {
                reply(nil, GLibHelpers.take(error, fallback: "\(method) failed"))
            }
            return 0
        }.retained()
        g_dbus_connection_call(
            connection, destination, path, interface, method, parameters, nil,
            autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, timeoutMilliseconds, nil, thunk, data)
    }
}

/// An interface vtable with only a method-call function, owned by the registration's box: freed when
/// GDBus releases the box, so it outlives every call GDBus may make through it.
private final class VTable: @unchecked Sendable {
    let pointer = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)

    init(methodCall: GDBusInterfaceMethodCallFunc) {
        pointer.initialize(
            to: GDBusInterfaceVTable(
                method_call: methodCall, get_property: nil, set_property: nil, padding: (nil, nil, nil, nil, nil, nil, nil, nil)))
    }

    deinit { pointer.deallocate() }
}
