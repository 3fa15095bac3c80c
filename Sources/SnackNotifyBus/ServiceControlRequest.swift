import CSnackbarGLib
import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// `snack-notify --focus`, `--close`, `--close-all`, `--dnd`, `--history`, `--history-pop`: one call of the running
/// popup service's bus interface each. Only `--history-pop` has the bus start a service (D-Bus activation, as
/// installed): a new one loads the kept history, and showing is what a service is for. The others act on
/// popups a running service shows, or read the kept state when none runs.
package enum ServiceControlRequest {
    /// How long the service has to answer, in milliseconds.
    static let answerMilliseconds: Int32 = 5_000

    /// Sends `control` and prints what it answers (`--dnd status`'s on or off, `--history`'s listing,
    /// as one JSON array with `json`).
    /// - Throws: a failure with exit status 2 (`serviceFailed`) when no service runs, the bus cannot be
    ///   reached, the service refuses (popups that never take the keyboard refuse `--focus`), or there is
    ///   nothing to act on (no popup to focus or with the id to close, an empty history).
    package static func send(_ control: ServiceControl, json: Bool) throws(NotifyFailure) {
        switch control {
        case .focus:
            guard try running(control, "Focus").boolean else {
                throw NotifyFailure(localized("--focus: the popup service shows no popup to focus."), exitCode: .serviceFailed)
            }
        case .close(let id):
            guard try running(control, "Close", g_variant_new_uint32(id)).boolean else {
                throw NotifyFailure(
                    localized("--close: the popup service shows no popup with the id %s (it went, or never had it).", String(id)),
                    exitCode: .serviceFailed)
            }
        case .closeAll:
            _ = try running(control, "CloseAll")
        case .doNotDisturb(let change):
            let reply = try call(control, "DoNotDisturb", g_variant_new_string(change.rawValue))
            let on: Bool
            if let reply { on = reply.boolean } else { on = try KeptState.doNotDisturb(change) }
            if change == .status || change == .toggle { ProcessIO.out(on ? "on\n" : "off\n") }
        case .history:
            let listing: [HistoryListing]
            if let entries = try call(control, "History") {
                listing = (0..<g_variant_n_children(entries.value)).map { index in
                    let entry = g_variant_get_child_value(entries.value, index)!
                    defer { g_variant_unref(entry) }
                    return HistoryListing(wire: WireVariant.dictionary(entry))
                }
            } else {
                listing = try KeptState.history()
            }
            // A person reads a terminal; a script reads a pipe or a file, and gets each text whole.
            ProcessIO.out(HistoryListing.print(listing, json: json, terminal: isatty(STDOUT_FILENO) == 1))
        case .historyPop:
            let empty = NotifyFailure(localized("--history-pop: the history is empty."), exitCode: .serviceFailed)
            // With no service running, the bus starts one only when the kept history has a popup to show.
            var reply = try call(control, "HistoryPop")
            if reply == nil {
                // Without a state directory nothing was kept.
                guard StateDirectory.user() != nil, try !KeptState.history().isEmpty else { throw empty }
                reply = try call(control, "HistoryPop", startsService: true)
            }
            guard let reply else { throw NotifyFailure(control.noServiceMessage, exitCode: .serviceFailed) }
            guard reply.uint32 != 0 else { throw empty }
        }
    }

    /// The first value of a method's reply.
    final class Reply {
        let value: OpaquePointer
        init(_ value: OpaquePointer) { self.value = value }
        deinit { g_variant_unref(value) }
        var boolean: Bool { g_variant_get_boolean(value) != 0 }
        var uint32: UInt32 { g_variant_get_uint32(value) }
    }

    /// Calls `method` of the running service with `argument`, if any.
    /// - Throws: `control`'s `noServiceMessage` when no service runs.
    private static func running(_ control: ServiceControl, _ method: String, _ argument: OpaquePointer? = nil) throws(NotifyFailure) -> Reply {
        guard let reply = try call(control, method, argument) else { throw NotifyFailure(control.noServiceMessage, exitCode: .serviceFailed) }
        return reply
    }

    /// Calls `method` of the running service with `argument`, if any; nil when no service runs (and, with
    /// `startsService`, the bus has none to start).
    private static func call(
        _ control: ServiceControl, _ method: String, _ argument: OpaquePointer? = nil, startsService: Bool = false
    ) throws(NotifyFailure) -> Reply? {
        guard let bus = NotifierBus.sessionBus() else {
            throw NotifyFailure(
                localized("%s: no session bus (DBUS_SESSION_BUS_ADDRESS is not set), so no popup service to ask.", control.spelling),
                exitCode: .serviceFailed)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            bus, NotifierBus.name, NotifierBus.objectPath, NotifierBus.interface, method,
            argument.map { GLibHelpers.tuple([$0]) }, nil, startsService ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START,
            answerMilliseconds, nil, &error)
        guard let reply else {
            let remote = GLibHelpers.remoteErrorName(error)
            let message = GLibHelpers.take(error, fallback: "no answer")
            switch remote {
            case "org.freedesktop.DBus.Error.ServiceUnknown"?, "org.freedesktop.DBus.Error.NameHasNoOwner"?:
                return nil
            case NotifierBus.focusUnavailableError?:
                throw NotifyFailure(localized("%s: the keyboard stays where it is: %s.", control.spelling, message), exitCode: .serviceFailed)
            default: throw NotifyFailure(localized("%s: the popup service failed: %s", control.spelling, message), exitCode: .serviceFailed)
            }
        }
        defer { g_variant_unref(reply) }
        return Reply(g_variant_get_child_value(reply, 0))
    }
}
