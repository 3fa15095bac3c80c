import CSnackbarGLib
import Glibc
import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue
import SnackbarGtk

/// `snack-notifyd --notification-server`: the service as the desktop's notification server, exporting
/// `org.freedesktop.Notifications` next to its own interface.
///
/// Each id `Notify` returned gets exactly one `NotificationClosed`, preceded by `ActionInvoked` when an
/// action (or the body tap, `default`) ended it; a `resident` one gets `ActionInvoked` for each click and
/// stays. Every `ActionInvoked` follows its `ActivationToken` (X11 only, see `ActivationToken`). Main thread.
@MainActor
final class DesktopNotificationsExport {
    let connection: OpaquePointer
    let service: NotifierService
    /// Called when another server took the name over (`--replace`): this one then ends.
    var onNameLost: (@MainActor () -> Void)?
    private var registration: guint = 0
    private var nameLostSubscription: guint = 0
    /// The ids `Notify` returned whose popups have not gone yet.
    private var liveIDs: Set<UInt32> = []
    /// The activation token of the click that is ending a popup, sent with its `ActionInvoked`.
    private var pressTokens: [UInt32: String] = [:]

    init(connection: OpaquePointer, service: NotifierService) {
        self.connection = connection
        self.service = service
        service.addDismissalListener { [unowned self] id, reason in popupEnded(id: id, reason: reason) }
        service.onActionPressed = { [unowned self] id, action, stays in actionPressed(id: id, action: action, stays: stays) }
    }

    /// Exports the object and asks for the name, allowing a later `--replace` to take it; `replacing`
    /// takes it from a server that allows it. Returns nil when this process owns the name, else why not.
    func register(replacing: Bool) -> String? {
        guard let node = g_dbus_node_info_new_for_xml(DesktopNotificationsBus.introspection, nil),
            let interface = node.pointee.interfaces[0]
        else { return "the interface did not parse" }
        defer { g_dbus_node_info_unref(node) }
        registration = BusCallbacks.register(connection, path: DesktopNotificationsBus.objectPath, interface: interface) {
            [weak self] method, parameters, invocation in
            self?.handle(method, parameters, invocation)
        }
        guard registration != 0 else { return localized("the object path %s is taken", DesktopNotificationsBus.objectPath) }
        nameLostSubscription = BusCallbacks.subscribe(
            connection, sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameLost",
            path: "/org/freedesktop/DBus", argument0: DesktopNotificationsBus.name
        ) { [weak self] _ in self?.onNameLost?() }
        let (allowReplacement, replaceExisting, doNotQueue): (UInt32, UInt32, UInt32) = (1, 2, 4)
        let flags = allowReplacement | doNotQueue | (replacing ? replaceExisting : 0)
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
            GLibHelpers.tuple([g_variant_new_string(DesktopNotificationsBus.name), g_variant_new_uint32(flags)]),
            nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil)
        var result: UInt32 = 0
        if let reply {
            let child = g_variant_get_child_value(reply, 0)
            result = g_variant_get_uint32(child)
            g_variant_unref(child)
            g_variant_unref(reply)
        }
        let (primaryOwner, alreadyOwner): (UInt32, UInt32) = (1, 4)
        guard result != primaryOwner, result != alreadyOwner else { return nil }
        unregister()
        let process = NameOwnerProcess(connection: connection, name: DesktopNotificationsBus.name)
        // Whether the owner would give its name up is known only by taking it: dunst and mako do not.
        guard replacing else {
            return localized(
                "%s is owned by another notification server: %s, %s; stop it first (%s), or run with --replace if it gives its name up",
                DesktopNotificationsBus.name, currentOwner(), process?.description ?? localized("a process the bus does not name"),
                process?.stopCommand ?? localized("quit it or log out"))
        }
        return localized(
            "%s is owned by another notification server: %s, %s, which does not give the name up; stop it first (%s), then run this again",
            DesktopNotificationsBus.name, currentOwner(), process?.description ?? localized("a process the bus does not name"),
            process?.stopCommand ?? localized("quit it or log out"))
    }

    /// Takes the object and the name-lost subscription off the bus.
    func unregister() {
        if registration != 0 { BusCallbacks.unregister(connection, registration) }
        if nameLostSubscription != 0 { BusCallbacks.unsubscribe(connection, nameLostSubscription) }
        (registration, nameLostSubscription) = (0, 0)
    }

    /// The owner's `GetServerInformation` as "name version (vendor)", or a word saying it did not answer.
    private func currentOwner() -> String {
        guard
            let reply = g_dbus_connection_call_sync(
                connection, DesktopNotificationsBus.name, DesktopNotificationsBus.objectPath, DesktopNotificationsBus.interface,
                "GetServerInformation", nil, nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil, nil)
        else { return localized("a server that does not answer GetServerInformation") }
        defer { g_variant_unref(reply) }
        guard String(cString: g_variant_get_type_string(reply)) == "(ssss)" else {
            return localized("a server that does not answer GetServerInformation")
        }
        let field = { (index: gsize) -> String in
            let child = g_variant_get_child_value(reply, index)
            defer { g_variant_unref(child) }
            return String(cString: g_variant_get_string(child, nil))
        }
        return "\(field(0)) \(field(2)) (\(field(1)))"
    }

    private func handle(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        switch method {
        case "Notify":
            let sender = String(cString: g_dbus_method_invocation_get_sender(invocation))
            let caller = localized("Notify from %s", sender)
            let arguments = SharedVariant(parameters)
            // The lists' lengths are checked before any of their items is read.
            if let refusal = DesktopNotificationsBus.listRefusal(parameters) {
                g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.InvalidArgs", refusal)
                return RequestIntake.free(arguments)
            }
            nonisolated(unsafe) let invocation = invocation
            RequestIntake.read(on: RequestIntake.lane(sender: sender)) {
                let warn = { (problem: String) in ProcessIO.err("snack-notifyd: \(caller): \(problem)\n") }
                return DesktopNotificationsBus.notification(arguments.value, imageProblem: warn).map { notification in
                    var request = NotifyRequest(notification)
                    if let problem = request.droppingUnreadableIcon(environment: SystemEnvironment()) { warn(problem) }
                    if let problem = request.readingLargeIconFile() { warn(problem) }
                    return (request: request, expireTimeout: notification.expireTimeout)
                }
            } then: { [weak self] (decoded: (request: NotifyRequest, expireTimeout: Int32)?) in
                guard let self, let decoded else {
                    g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.InvalidArgs", "")
                    return RequestIntake.free(arguments)
                }
                show(decoded.request, expireTimeout: decoded.expireTimeout, invocation: invocation, arguments: arguments)
            }
        case "CloseNotification":
            let argument = g_variant_get_child_value(parameters, 0)
            let id = g_variant_get_uint32(argument)
            g_variant_unref(argument)
            nonisolated(unsafe) let invocation = invocation
            let lane = RequestIntake.lane(callerOf: invocation)
            // After the caller's Notify calls before it, which may still be read: an update then a close stays in
            // that order.
            RequestIntake.read(on: lane, {}) { [weak self] in
                self?.service.close(id: id)
                g_dbus_method_invocation_return_value(invocation, nil)
            }
        case "GetCapabilities":
            let names = DesktopNotificationsBus.capabilities.map { strdup($0) }
            defer { names.forEach { free($0) } }
            let array = names.map { UnsafePointer($0) }.withUnsafeBufferPointer { g_variant_new_strv($0.baseAddress, gssize($0.count)) }
            g_dbus_method_invocation_return_value(invocation, GLibHelpers.tuple([array]))
        case "GetServerInformation":
            let fields: [OpaquePointer?] = ["snack-notifyd", "Snackbar", NotifyHelp.version, "1.2"].map { (text: String) in g_variant_new_string(text)
            }
            g_dbus_method_invocation_return_value(invocation, GLibHelpers.tuple(fields))
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", method)
        }
    }

    /// Shows a decoded `Notify` with the server's defaults; replies with its id once it shows, or with why not,
    /// then has the call's `arguments` freed off the main thread.
    private func show(_ incoming: NotifyRequest, expireTimeout: Int32, invocation: OpaquePointer, arguments: SharedVariant) {
        var request = incoming
        request.applyServerDefaults(service.configuration, expireTimeout: expireTimeout)
        // A configured monitor the display lacks: the primary one, as for apps (never a refusal).
        if case .index(let number) = request.monitor, number >= service.presenter.monitorCount { request.monitor = .primary }
        nonisolated(unsafe) let invocation = invocation
        do {
            // The specification gives every Notify an id of its own: no folding of repeats here.
            let id = try service.show(request, foldsRepeats: false) { id in
                g_dbus_method_invocation_return_value(invocation, GLibHelpers.tuple([g_variant_new_uint32(id)]))
                RequestIntake.free(arguments)
            }
            liveIDs.insert(id)
        } catch {
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.InvalidArgs", error.message)
            RequestIntake.free(arguments)
        }
    }

    /// The token is taken now, inside the click's event; a popup that stays reports the action at once.
    private func actionPressed(id: UInt32, action: String, stays: Bool) {
        guard liveIDs.contains(id) else { return }
        let token = ActivationToken.forCurrentEvent(program: "snack-notifyd")
        guard stays else {
            pressTokens[id] = token
            return
        }
        emitAction(id: id, key: action, token: token)
    }

    /// `ActivationToken` (when there is one), then `ActionInvoked`.
    private func emitAction(id: UInt32, key: String, token: String?) {
        if let token { emit("ActivationToken", [g_variant_new_uint32(id), g_variant_new_string(token)]) }
        emit("ActionInvoked", [g_variant_new_uint32(id), g_variant_new_string(key)])
    }

    private func popupEnded(id: UInt32, reason: DismissReason) {
        guard liveIDs.remove(id) != nil else { return }
        let token = pressTokens.removeValue(forKey: id)
        if case .action(let key) = reason { emitAction(id: id, key: key, token: token) }
        emit("NotificationClosed", [g_variant_new_uint32(id), g_variant_new_uint32(DesktopNotificationsBus.closedReason(reason))])
    }

    private func emit(_ signal: String, _ arguments: [OpaquePointer?]) {
        g_dbus_connection_emit_signal(
            connection, nil, DesktopNotificationsBus.objectPath, DesktopNotificationsBus.interface,
            signal, GLibHelpers.tuple(arguments), nil)
        g_dbus_connection_flush_sync(connection, nil, nil)
    }
}
