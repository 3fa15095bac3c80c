import CSnackbarGLib
import Glibc
import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Talks to the running service on the session bus: `Show`, `Close` and the `Dismissed` signal.
///
/// Owns its signal subscriptions, removed when it goes.
@MainActor
final class BusTransport: PopupTransport {
    let connection: OpaquePointer
    private var reasons: [UInt32: DismissReason] = [:]
    private var loop: OpaquePointer?
    private var serviceVanished = false
    private var subscriptions: [guint] = []
    /// Ctrl-C's source, from the first wait until the popup's fate is known.
    private var interrupt: guint = 0
    private var cancelled = false

    /// Uses `connection` (a reference the transport keeps for the process's life).
    init(connection: OpaquePointer) {
        self.connection = connection
    }

    isolated deinit {
        for id in subscriptions { BusCallbacks.unsubscribe(connection, id) }
    }

    /// Listens for `Dismissed` before `Show` is called, so that no outcome can be missed.
    func subscribe() {
        subscriptions.append(
            BusCallbacks.subscribe(
                connection, sender: nil, interface: NotifierBus.interface, member: "Dismissed", path: NotifierBus.objectPath
            ) { [weak self] parameters in self?.dismissed(parameters) })
        // A service that dies (its X server went away) sends no `Dismissed`: its name losing its owner ends the wait.
        subscriptions.append(
            BusCallbacks.subscribe(
                connection, sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged",
                path: "/org/freedesktop/DBus", argument0: NotifierBus.name
            ) { [weak self] parameters in self?.ownerChanged(parameters) })
    }

    /// Calls `Show` without D-Bus activation: a client that finds no service starts one itself, faster.
    /// - Throws: `ServiceNotRunning` when no process owns the name; `NotifyFailure` when it refused, died
    ///   with the request (`serviceDiedBeforeShowing`) or failed otherwise.
    func showOrDetect(_ request: NotifyRequest) throws -> UInt32 {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, NotifierBus.name, NotifierBus.objectPath, NotifierBus.interface, "Show",
            GLibHelpers.tuple([WireVariant.make(request.wireDictionary)]),
            nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, -1, nil, &error)
        guard let reply else {
            let remote = GLibHelpers.remoteErrorName(error)
            let message = GLibHelpers.take(error, fallback: localized("the popup service failed"))
            switch remote {
            case NotifierBus.invalidRequestError?: throw NotifyFailure(message)
            case NotifierBus.noDisplayError?: throw NotifyFailure(message, exitCode: .noDisplay)
            case "org.freedesktop.DBus.Error.ServiceUnknown"?, "org.freedesktop.DBus.Error.NameHasNoOwner"?:
                throw ServiceNotRunning()
            // The owner left without a reply: it died with the request, which is not sent again.
            case "org.freedesktop.DBus.Error.NoReply"?: throw NotifyFailure.serviceDiedBeforeShowing
            default: throw NotifyFailure(localized("The popup service failed: %s", message), exitCode: .serviceFailed)
            }
        }
        defer { g_variant_unref(reply) }
        let id = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(id) }
        return g_variant_get_uint32(id)
    }

    func show(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32 {
        do { return try showOrDetect(request) } catch let failure as NotifyFailure { throw failure } catch {
            throw .serviceDiedBeforeShowing
        }
    }

    func close(id: UInt32) {
        let reply = g_dbus_connection_call_sync(
            connection, NotifierBus.name, NotifierBus.objectPath, NotifierBus.interface, "Close",
            GLibHelpers.tuple([g_variant_new_uint32(id)]), nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, -1, nil, nil)
        if let reply { g_variant_unref(reply) }
    }

    func waitForOutcome(id: UInt32) -> NotifyOutcome {
        defer { MainLoopSource.remove(&interrupt) }
        return wait(id: id, input: -1) ?? .cancelled
    }

    func waitForInput(_ input: Int32, orOutcomeOf id: UInt32) -> NotifyOutcome? {
        wait(id: id, input: input)
    }

    /// Runs the main loop until the popup's fate is known, or (nil) `input` (unless negative) can be read.
    /// Ctrl-C closes the popup: `cancelled`.
    private func wait(id: UInt32, input: Int32) -> NotifyOutcome? {
        loop = g_main_loop_new(nil, 0)
        defer {
            g_main_loop_unref(loop)
            loop = nil
        }
        // Kept from the first wait on: a Ctrl-C between two `--follow` lines is taken at the next wait.
        if interrupt == 0 {
            interrupt = MainLoopSource.onSignal(SIGINT) { [self] in
                cancelled = true
                close(id: id)
                if let loop { g_main_loop_quit(loop) }
            }
        }
        var readable = false
        var watch: guint = 0
        if input >= 0 {
            watch = MainLoopSource.watch(descriptor: input) { [self] in
                readable = true
                if let loop { g_main_loop_quit(loop) }
                return true
            }
        }
        defer { MainLoopSource.remove(&watch) }
        while reasons[id] == nil && !cancelled && !serviceVanished && !readable { g_main_loop_run(loop) }
        if let reason = reasons[id] { return .dismissed(reason) }
        if serviceVanished { return .serviceGone }
        return cancelled ? .cancelled : nil
    }

    /// Whether the service's history holds `id`: a new popup is there only when it was held back.
    func wentToHistory(id: UInt32) -> Bool {
        let reply = g_dbus_connection_call_sync(
            connection, NotifierBus.name, NotifierBus.objectPath, NotifierBus.interface, "History", nil,
            nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, -1, nil, nil)
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        let entries = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(entries) }
        return (0..<g_variant_n_children(entries)).contains { index in
            guard let entry = g_variant_get_child_value(entries, index) else { return false }
            defer { g_variant_unref(entry) }
            return WireVariant.dictionary(entry)["id"]?.uint32 == id
        }
    }

    private func ownerChanged(_ parameters: OpaquePointer) {
        let newOwner = g_variant_get_child_value(parameters, 2)
        defer { g_variant_unref(newOwner) }
        guard String(cString: g_variant_get_string(newOwner, nil)).isEmpty else { return }
        serviceVanished = true
        if let loop { g_main_loop_quit(loop) }
    }

    private func dismissed(_ parameters: OpaquePointer) {
        let values = (0..<3).map { g_variant_get_child_value(parameters, $0) }
        defer { values.forEach { g_variant_unref($0) } }
        guard
            let reason = DismissReason(
                name: String(cString: g_variant_get_string(values[1], nil)),
                actionID: String(cString: g_variant_get_string(values[2], nil)))
        else { return }
        reasons[g_variant_get_uint32(values[0])] = reason
        if let loop { g_main_loop_quit(loop) }
    }
}

/// What `BusTransport.showOrDetect` throws when no process owns the service's bus name.
struct ServiceNotRunning: Error {}
