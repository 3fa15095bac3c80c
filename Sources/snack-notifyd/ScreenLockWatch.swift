import CSnackbarGLib
import SnackbarGlue

/// Whether the desktop's screen saver locked the screen: its `ActiveChanged(b)` signal on the session bus
/// (`org.freedesktop.ScreenSaver`, which KWin's locker sends; `org.gnome.ScreenSaver` on GNOME), and its
/// `GetActive` at the start. Popups hold while it is locked, as while the user is idle.
@MainActor
final class ScreenLockWatch {
    private let connection: OpaquePointer
    private var subscriptions: [guint] = []
    /// The interfaces and their objects, each a screen saver's.
    private static let savers = [
        (interface: "org.freedesktop.ScreenSaver", path: "/org/freedesktop/ScreenSaver"),
        (interface: "org.gnome.ScreenSaver", path: "/org/gnome/ScreenSaver")
    ]

    /// Calls `onChange` with each change of the lock, and with the screen saver's state now if one runs.
    init(connection: OpaquePointer, onChange: @escaping @MainActor (_ locked: Bool) -> Void) {
        self.connection = connection
        for saver in Self.savers {
            subscriptions.append(
                BusCallbacks.subscribe(connection, sender: nil, interface: saver.interface, member: "ActiveChanged", path: saver.path) {
                    parameters in
                    if let locked = Self.flag(in: parameters) { onChange(locked) }
                })
            BusCallbacks.call(
                connection, destination: saver.interface, path: saver.path, interface: saver.interface, method: "GetActive",
                parameters: nil, timeoutMilliseconds: 2_000
            ) { result, _ in
                if let result, let locked = Self.flag(in: result), locked { onChange(true) }
            }
        }
    }

    /// The boolean of a `(b)` tuple.
    private static func flag(in tuple: OpaquePointer) -> Bool? {
        guard String(cString: g_variant_get_type_string(tuple)) == "(b)" else { return nil }
        let child = g_variant_get_child_value(tuple, 0)
        defer { g_variant_unref(child) }
        return g_variant_get_boolean(child) != 0
    }

    func stop() {
        for subscription in subscriptions { BusCallbacks.unsubscribe(connection, subscription) }
        subscriptions = []
    }
}
