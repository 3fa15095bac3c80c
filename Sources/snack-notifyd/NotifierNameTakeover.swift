import CSnackbarGLib
import SnackNotifyWire
import SnackbarGlue

/// A notification server started while another popup service owns `io.snackbar.Notifier` (a
/// `snack-notify` call started one first): that service keeps the name, and `snack-notify`'s calls, until
/// it ends (its linger time after its last popup); the server then takes the name, so that both kinds of
/// popup share its one stack again.
@MainActor
final class NotifierNameTakeover {
    private let connection: OpaquePointer
    private var subscription: guint = 0

    /// Follows the name's owner; `takeOver` runs each time the name is left without one, until `stop()`.
    init(connection: OpaquePointer, takeOver: @escaping @MainActor () -> Void) {
        self.connection = connection
        let bus = "org.freedesktop.DBus"
        subscription = BusCallbacks.subscribe(
            connection, sender: bus, interface: bus, member: "NameOwnerChanged", path: "/org/freedesktop/DBus",
            argument0: NotifierBus.name
        ) { parameters in
            guard String(cString: g_variant_get_type_string(parameters)) == "(sss)" else { return }
            let newOwner = g_variant_get_child_value(parameters, 2)!
            defer { g_variant_unref(newOwner) }
            if g_variant_get_string(newOwner, nil).pointee == 0 { takeOver() }
        }
    }

    /// Stops following the name.
    func stop() {
        if subscription != 0 { BusCallbacks.unsubscribe(connection, subscription) }
        subscription = 0
    }
}
