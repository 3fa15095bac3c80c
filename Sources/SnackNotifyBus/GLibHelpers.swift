import CSnackbarGLib
import Glibc

/// Small GLib helpers the client and the service share.
public enum GLibHelpers {
    /// A new floating tuple variant of `children`.
    public static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer {
        var items = children
        return g_variant_new_tuple(&items, gsize(items.count))
    }

    /// The message of `error` (and frees it), or `fallback` when there is none. A remote peer's error
    /// loses GDBus's "GDBus.Error:NAME: " prefix: users read the service's own words.
    public static func take(_ error: UnsafeMutablePointer<GError>?, fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        g_dbus_error_strip_remote_error(error)
        return String(cString: error.pointee.message)
    }

    /// The D-Bus error name carried by `error`, if it came from a remote peer.
    public static func remoteErrorName(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error, let name = g_dbus_error_get_remote_error(error) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// The session bus, or nil when none is configured (no autolaunch: it would cost seconds).
    public static func sessionBus() -> OpaquePointer? {
        guard sessionBusAddress != nil else { return nil }
        return g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
    }

    /// The session bus address GLib would use: `$DBUS_SESSION_BUS_ADDRESS`, else the socket
    /// `$XDG_RUNTIME_DIR/bus` if it exists; nil without either.
    public static var sessionBusAddress: String? {
        if let address = ProcessIO.environment("DBUS_SESSION_BUS_ADDRESS") { return address }
        guard let runtime = ProcessIO.environment("XDG_RUNTIME_DIR"), access(runtime + "/bus", F_OK) == 0 else { return nil }
        return "unix:path=" + runtime + "/bus"
    }
}
