import CSnackbarGLib
import SnackbarGlue

/// Whether the screen is locked, from each source the desktop may have: its screen saver's `ActiveChanged(b)`
/// signal on the session bus (`org.freedesktop.ScreenSaver`, which KWin's locker sends; `org.gnome.ScreenSaver`
/// on GNOME) with `GetActive` at the start, and logind's `LockedHint` of this session on the system bus
/// (`org.freedesktop.login1`, which lockers of desktops that have no screen saver name set). The screen counts
/// as locked while any of them says so; popups hold then, as while the user is idle.
@MainActor
final class ScreenLockWatch {
    private let connection: OpaquePointer
    private var subscriptions: [guint] = []
    private let onChange: @MainActor (_ locked: Bool) -> Void
    /// The sources that say the screen is locked now, by name.
    private var lockedBy: Set<String> = []
    private let logind = LogindSession()
    /// The interfaces and their objects, each a screen saver's.
    private static let savers = [
        (interface: "org.freedesktop.ScreenSaver", path: "/org/freedesktop/ScreenSaver"),
        (interface: "org.gnome.ScreenSaver", path: "/org/gnome/ScreenSaver")
    ]

    /// Calls `onChange` with each change of the lock, and with the sources' state now where one says locked.
    init(connection: OpaquePointer, onChange: @escaping @MainActor (_ locked: Bool) -> Void) {
        self.connection = connection
        self.onChange = onChange
        for saver in Self.savers {
            subscriptions.append(
                BusCallbacks.subscribe(connection, sender: nil, interface: saver.interface, member: "ActiveChanged", path: saver.path) {
                    [weak self] parameters in
                    if let locked = Self.flag(in: parameters) { self?.report(saver.interface, locked: locked) }
                })
            BusCallbacks.call(
                connection, destination: saver.interface, path: saver.path, interface: saver.interface, method: "GetActive",
                parameters: nil, timeoutMilliseconds: 2_000
            ) { [weak self] result, _ in
                if let result, let locked = Self.flag(in: result), locked { self?.report(saver.interface, locked: true) }
            }
        }
        logind.follow { [weak self] locked in self?.report("login1", locked: locked) }
    }

    private func report(_ source: String, locked: Bool) {
        if locked { lockedBy.insert(source) } else { lockedBy.remove(source) }
        onChange(!lockedBy.isEmpty)
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
        logind.stop()
    }
}
