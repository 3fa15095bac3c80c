import CSnackbarGLib
import SnackbarGlue

/// This session's `LockedHint` from logind (`org.freedesktop.login1` on the system bus): its session object
/// is the one `GetSession("auto")` names (the caller's session, or its user's graphical one), read with
/// `Properties.Get` at the start and followed by `PropertiesChanged`. Without a system bus or a logind on
/// it, nothing is ever reported.
@MainActor
final class LogindSession {
    private static let name = "org.freedesktop.login1"
    private static let sessionInterface = "org.freedesktop.login1.Session"
    private static let properties = "org.freedesktop.DBus.Properties"
    private var bus: OpaquePointer?
    private var subscription: guint = 0
    private var isStopped = false

    /// Calls `onChange` with the hint at the start (when logind answers) and with each change.
    /// The system bus is reached without waiting, so a first popup never waits for its handshake.
    func follow(_ onChange: @escaping @MainActor (_ locked: Bool) -> Void) {
        BusCallbacks.connect(G_BUS_TYPE_SYSTEM) { [weak self] bus in
            guard let bus else { return }
            guard let self, !isStopped else { return g_object_unref(UnsafeMutableRawPointer(bus)) }
            self.bus = bus
            ask(bus, onChange)
        }
    }

    private func ask(_ bus: OpaquePointer, _ onChange: @escaping @MainActor (_ locked: Bool) -> Void) {
        BusCallbacks.call(
            bus, destination: Self.name, path: "/org/freedesktop/login1", interface: "org.freedesktop.login1.Manager",
            method: "GetSession", parameters: GLibHelpers.tuple([g_variant_new_string("auto")]), timeoutMilliseconds: 2_000
        ) { [weak self] result, _ in
            guard let self, !isStopped, let result, let path = Self.objectPath(in: result) else { return }
            subscription = BusCallbacks.subscribe(
                bus, sender: Self.name, interface: Self.properties, member: "PropertiesChanged", path: path,
                argument0: Self.sessionInterface
            ) { parameters in
                if let locked = Self.lockedHint(inChanges: parameters) { onChange(locked) }
            }
            let arguments = GLibHelpers.tuple([g_variant_new_string(Self.sessionInterface), g_variant_new_string("LockedHint")])
            BusCallbacks.call(
                bus, destination: Self.name, path: path, interface: Self.properties, method: "Get", parameters: arguments,
                timeoutMilliseconds: 2_000
            ) { [weak self] result, _ in
                guard self?.isStopped == false, let result, let locked = Self.boxedFlag(in: result) else { return }
                onChange(locked)
            }
        }
    }

    /// The object path of an `(o)` tuple.
    private static func objectPath(in tuple: OpaquePointer) -> String? {
        guard String(cString: g_variant_get_type_string(tuple)) == "(o)" else { return nil }
        let child = g_variant_get_child_value(tuple, 0)
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    /// `LockedHint` among the changed properties of a `PropertiesChanged` `(sa{sv}as)`, if it is there.
    private static func lockedHint(inChanges parameters: OpaquePointer) -> Bool? {
        guard String(cString: g_variant_get_type_string(parameters)) == "(sa{sv}as)" else { return nil }
        let changed = g_variant_get_child_value(parameters, 1)
        defer { g_variant_unref(changed) }
        let flag = "b".withCString { g_variant_lookup_value(changed, "LockedHint", g_variant_type_checked_($0)) }
        guard let flag else { return nil }
        defer { g_variant_unref(flag) }
        return g_variant_get_boolean(flag) != 0
    }

    /// The boolean of a `Get` reply, `(v)` holding `b`.
    private static func boxedFlag(in tuple: OpaquePointer) -> Bool? {
        guard String(cString: g_variant_get_type_string(tuple)) == "(v)" else { return nil }
        let boxed = g_variant_get_child_value(tuple, 0)
        defer { g_variant_unref(boxed) }
        guard let value = g_variant_get_variant(boxed) else { return nil }
        defer { g_variant_unref(value) }
        guard String(cString: g_variant_get_type_string(value)) == "b" else { return nil }
        return g_variant_get_boolean(value) != 0
    }

    /// Stops following; the system bus connection is let go.
    func stop() {
        isStopped = true
        guard let bus else { return }
        if subscription != 0 { BusCallbacks.unsubscribe(bus, subscription) }
        g_object_unref(UnsafeMutableRawPointer(bus))
        self.bus = nil
    }
}
