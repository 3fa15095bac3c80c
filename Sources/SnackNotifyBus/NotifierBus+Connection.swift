import CSnackbarGLib
import SnackNotifyWire

extension NotifierBus {
    /// The session bus, or nil when none is configured (no autolaunch: it would cost seconds).
    package static func sessionBus() -> OpaquePointer? {
        guard sessionBusAddress != nil else { return nil }
        return g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
    }
}
