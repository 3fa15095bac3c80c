import CSnackbarGLib
import SnackNotifyBus
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Exports the service on the session bus: `Show`, `Close`, `Focus`, `CloseAll`, `DoNotDisturb`, `History`,
/// `HistoryPop`, and the `Dismissed` signal.
///
/// Owns its registration on `connection` until `unregister()`. Main thread.
@MainActor
final class BusExport {
    let connection: OpaquePointer
    let service: NotifierService
    private var registration: guint = 0

    init(connection: OpaquePointer, service: NotifierService) {
        self.connection = connection
        self.service = service
        // Weak: an export that did not get the name goes, and the service lives on (a notification server).
        service.addDismissalListener { [weak self] id, reason in self?.emitDismissed(id: id, reason: reason) }
    }

    /// Registers the object, then asks for the well-known name. Returns whether this process owns it; without
    /// the name the object is taken off the bus again, so that a later `register()` can try anew.
    func register() -> Bool {
        let owned = registerAndRequestName()
        if !owned { unregister() }
        return owned
    }

    private func registerAndRequestName() -> Bool {
        guard let node = g_dbus_node_info_new_for_xml(NotifierBus.introspection, nil),
            let interface = node.pointee.interfaces[0]
        else { return false }
        defer { g_dbus_node_info_unref(node) }
        registration = BusCallbacks.register(connection, path: NotifierBus.objectPath, interface: interface) {
            [weak self] method, parameters, invocation in
            self?.handle(method, parameters, invocation)
        }
        guard registration != 0 else { return false }
        let doNotQueue: UInt32 = 4
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
            GLibHelpers.tuple([g_variant_new_string(NotifierBus.name), g_variant_new_uint32(doNotQueue)]),
            nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil)
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        let result = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(result) }
        let primaryOwner: UInt32 = 1
        return g_variant_get_uint32(result) == primaryOwner
    }

    /// Takes the object off the bus; GDBus then releases its handler.
    func unregister() {
        if registration != 0 { BusCallbacks.unregister(connection, registration) }
        registration = 0
    }

    private func handle(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        let reply = { (value: OpaquePointer) in g_dbus_method_invocation_return_value(invocation, GLibHelpers.tuple([value])) }
        switch method {
        case "Focus":
            if let refusal = service.presenter.focusRefusal {
                return g_dbus_method_invocation_return_dbus_error(invocation, NotifierBus.focusUnavailableError, refusal)
            }
            return reply(g_variant_new_boolean(service.presenter.focusNext() ? 1 : 0))
        case "CloseAll": return reply(g_variant_new_uint32(UInt32(service.closeAll())))
        case "History":
            var entries: [OpaquePointer?] = service.history.entries.map { WireVariant.make($0.listing.wire) }
            return reply("a{sv}".withCString { type in g_variant_new_array(g_variant_type_checked_(type), &entries, gsize(entries.count)) })
        case "HistoryPop":
            do { return reply(g_variant_new_uint32(try service.popHistory() ?? 0)) } catch {
                return g_dbus_method_invocation_return_dbus_error(invocation, NotifierBus.invalidRequestError, error.message)
            }
        default: break
        }
        let argument = g_variant_get_child_value(parameters, 0)
        defer { g_variant_unref(argument) }
        switch method {
        case "Show":
            let wire = SharedVariant(argument!)
            nonisolated(unsafe) let invocation = invocation
            let lane = RequestIntake.lane(callerOf: invocation)
            RequestIntake.read(on: lane, { NotifyRequest(wire: WireVariant.dictionary(wire.value)).readingIconWarningOnStandardError() }) {
                [weak self] (request: NotifyRequest) in
                guard let self else { return }
                do throws(NotifyFailure) {
                    try service.show(request) { id in
                        g_dbus_method_invocation_return_value(invocation, GLibHelpers.tuple([g_variant_new_uint32(id)]))
                    }
                } catch {
                    g_dbus_method_invocation_return_dbus_error(invocation, NotifierBus.invalidRequestError, error.message)
                }
            }
        case "Close":
            let id = g_variant_get_uint32(argument)
            nonisolated(unsafe) let invocation = invocation
            let lane = RequestIntake.lane(callerOf: invocation)
            // After the caller's Show calls before it, which may still be read.
            RequestIntake.read(on: lane, {}) { [weak self] in
                let closed = self?.service.close(id: id) ?? false
                g_dbus_method_invocation_return_value(invocation, GLibHelpers.tuple([g_variant_new_boolean(closed ? 1 : 0)]))
            }
        case "DoNotDisturb":
            let change = String(cString: g_variant_get_string(argument, nil))
            guard let mode = DoNotDisturbChange(rawValue: change) else {
                return g_dbus_method_invocation_return_dbus_error(
                    invocation, NotifierBus.invalidRequestError,
                    localized("“%s” is no do-not-disturb change; use on, off, toggle or status", change))
            }
            service.doNotDisturb = mode.applied(to: service.doNotDisturb)
            let isOn = service.doNotDisturb
            // Answered once the change is on disk: a caller told "on" keeps it through a crash right after.
            nonisolated(unsafe) let call = invocation
            service.stateStore.afterWritten {
                g_dbus_method_invocation_return_value(call, GLibHelpers.tuple([g_variant_new_boolean(isOn ? 1 : 0)]))
            }
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", method)
        }
    }

    private func emitDismissed(id: UInt32, reason: DismissReason) {
        let signal = GLibHelpers.tuple([
            g_variant_new_uint32(id), g_variant_new_string(reason.name), g_variant_new_string(reason.actionID ?? "")
        ])
        g_dbus_connection_emit_signal(connection, nil, NotifierBus.objectPath, NotifierBus.interface, "Dismissed", signal, nil)
        g_dbus_connection_flush_sync(connection, nil, nil)
    }
}
