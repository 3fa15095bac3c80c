import CSnackbarGLib
import SnackbarCore
import SnackbarGlue
import SnackNotifyKit
import SnackNotifyWire

/// `snack-notify --focus`: asks the running popup service, over the session bus (its `Focus` method),
/// to move the keyboard focus to its newest popup. It never starts a service: a new one shows nothing.
package enum FocusRequest {
    /// How long the service has to answer, in milliseconds.
    static let answerMilliseconds: Int32 = 5_000

    /// Sends the request.
    /// - Throws: a failure with exit status 2 (`serviceFailed`) when no service runs, the service shows
    ///   no popup, or the bus cannot be reached.
    package static func send() throws(NotifyFailure) {
        guard let bus = NotifierBus.sessionBus() else {
            throw NotifyFailure(localized("--focus: no session bus (DBUS_SESSION_BUS_ADDRESS is not set), so no popup service to ask."),
                                exitCode: .serviceFailed)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            bus, NotifierBus.name, NotifierBus.objectPath, NotifierBus.interface, "Focus", nil, nil,
            G_DBUS_CALL_FLAGS_NO_AUTO_START, answerMilliseconds, nil, &error)
        guard let reply else {
            let remote = GLibHelpers.remoteErrorName(error)
            let message = GLibHelpers.take(error, fallback: "no answer")
            switch remote {
            case "org.freedesktop.DBus.Error.ServiceUnknown"?, "org.freedesktop.DBus.Error.NameHasNoOwner"?:
                throw NotifyFailure(localized("--focus: no popup service runs, so there is no popup to focus."), exitCode: .serviceFailed)
            default: throw NotifyFailure(localized("--focus: the popup service failed: %s", message), exitCode: .serviceFailed)
            }
        }
        defer { g_variant_unref(reply) }
        let focused = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(focused) }
        guard g_variant_get_boolean(focused) != 0 else {
            throw NotifyFailure(localized("--focus: the popup service shows no popup to focus."), exitCode: .serviceFailed)
        }
    }
}
