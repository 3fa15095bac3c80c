import CSnackbarGLib
import Glibc
import SnackbarCore

/// Holds a process's first snack announcements until screen readers can hear them; both renderers use it.
///
/// GTK 3's accessibility bridge (at-spi2-atk) hooks its ATK event listeners only once the AT-SPI registry
/// has answered its registration (`Embed`, then `GetRegisteredEvents`), a few main-loop turns after
/// `gtk_init`. A window shown before that sends no `window:create` and no `showing`: the first popup of
/// a freshly started service was silent. GTK 4.8 registers with the registry a few turns after its first
/// window is active too, and exports the same cache object once it has. The gate asks, on a thread of its own and with its own
/// connection to the accessibility bus, whether any assistive technology listens at all (if not, it
/// opens at once) and then waits until this process's bridge exports its cache object, the sign that
/// its listeners are hooked, while the main loop runs on and serves the bridge. It opens once the bridge
/// listens, after `bound` of looking, after `fallback` from the start whatever the buses do, and at once
/// with `NO_AT_BRIDGE` or without an accessibility bus.
@MainActor
package final class AnnouncementGate {
    /// The process's one gate.
    package static let shared = AnnouncementGate()
    /// The longest a window waits for the bridge.
    nonisolated static let bound = 1_000_000
    /// The pause between two looks at the bridge.
    nonisolated static let pollMicroseconds = 2_000

    private enum State { case idle, probing, open }
    private var state = State.idle
    private var waiting: [@MainActor () -> Void] = []
    private var fallbackTimer: guint = 0

    /// Whether the gate has opened: later announcements go out at once.
    package var isOpen: Bool { state == .open }
    /// Whether an assistive technology listened on the accessibility bus when the probe looked.
    package private(set) var readerListens = false

    /// Runs `body` once the gate is open: at once if it is, else when the probe (started now if it was
    /// not) ends.
    package func whenOpen(_ body: @escaping @MainActor () -> Void) {
        guard state != .open else { return body() }
        waiting.append(body)
        start()
    }

    /// Starts the probe early (from `startGtk`), so it overlaps building the first window.
    package func start() {
        guard state == .idle else { return }
        state = .probing
        // Each call of the probe has a time limit, but connecting to a bus that does not answer has none:
        // the windows wait for the probe `fallback` at most.
        fallbackTimer = MainLoopSource.after(.milliseconds(UInt32(Self.fallback / 1000))) {
            AnnouncementGate.shared.fallbackTimer = 0
            AnnouncementGate.shared.open()
        }
        // The address too is asked on the probe's thread: its round trip would delay the first window.
        WorkQueue.global.async {
            var session: OpaquePointer?
            let address = Self.accessibilityBusAddress {
                session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
                return session
            }
            let listens = address.map { Self.waitForBridge(address: $0, pid: getpid()) } ?? false
            if let session { g_object_unref(UnsafeMutableRawPointer(session)) }
            WorkQueue.onMain { AnnouncementGate.shared.open(readerListens: listens) }
        }
    }

    /// How long after the start (in microseconds) the windows show whatever the probe's state.
    nonisolated static let fallback = 10 * bound

    private func open(readerListens: Bool = false) {
        guard state != .open else { return }
        state = .open
        self.readerListens = readerListens
        if fallbackTimer != 0 { g_source_remove(fallbackTimer) }
        fallbackTimer = 0
        let bodies = waiting
        waiting = []
        for body in bodies { body() }
    }

    /// Where the bridge connects: `AT_SPI_BUS_ADDRESS`, else what the session bus's `org.a11y.Bus` says
    /// (never started for this); nil without a bridge or a bus. Blocks: call it off the main thread.
    /// - Parameter session: the session bus, asked for only when the environment does not settle it.
    nonisolated package static func accessibilityBusAddress(session: () -> OpaquePointer?) -> String? {
        if let flag = getenv("NO_AT_BRIDGE"), String(cString: flag) == "1" { return nil }
        if let address = getenv("AT_SPI_BUS_ADDRESS"), address.pointee != 0 { return String(cString: address) }
        guard let session = session() else { return nil }
        guard let reply = call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else { return nil }
        defer { g_variant_unref(reply) }
        return firstString(reply)
    }

    /// Off the main thread: returns once the bridge of `pid` listens, no assistive technology listens,
    /// or `bound` passed; whether an assistive technology listens.
    nonisolated private static func waitForBridge(address: String, pid: pid_t) -> Bool {
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil) else { return false }
        defer {
            g_dbus_connection_close_sync(bus, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(bus))
        }
        guard isAnyoneListening(bus) else { return false }
        let end = g_get_monotonic_time() + bound
        while g_get_monotonic_time() < end {
            if let name = ownApplication(bus, pid: pid), exportsCache(bus, name: name) { return true }
            g_usleep(gulong(pollMicroseconds))
        }
        return true
    }

    /// Whether an assistive technology registered for events with the registry.
    nonisolated private static func isAnyoneListening(_ bus: OpaquePointer) -> Bool {
        guard
            let reply = call(
                bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                "org.a11y.atspi.Registry", "GetRegisteredEvents")
        else { return false }
        defer { g_variant_unref(reply) }
        return arrayCount(reply) > 0
    }

    /// The bus name under which the registry lists the application of `pid`, once it does.
    nonisolated private static func ownApplication(_ bus: OpaquePointer, pid: pid_t) -> String? {
        guard
            let reply = call(
                bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                "org.a11y.atspi.Accessible", "GetChildren")
        else { return nil }
        defer { g_variant_unref(reply) }
        guard let children = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(children) }
        for index in 0..<g_variant_n_children(children) {
            guard let child = g_variant_get_child_value(children, index) else { continue }
            defer { g_variant_unref(child) }
            guard let name = firstString(child) else { continue }
            let argument = GLibHelpers.tuple([g_variant_new_string(name)])
            guard
                let owner = call(
                    bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                    "GetConnectionUnixProcessID", argument)
            else { continue }
            defer { g_variant_unref(owner) }
            let value = g_variant_get_child_value(owner, 0)
            defer { g_variant_unref(value) }
            if g_variant_get_uint32(value) == UInt32(pid) { return name }
        }
        return nil
    }

    /// Whether the bridge behind `name` exports `org.a11y.atspi.Cache`, which it does from the moment it
    /// hooks its event listeners.
    nonisolated private static func exportsCache(_ bus: OpaquePointer, name: String) -> Bool {
        guard let reply = call(bus, name, "/org/a11y/atspi/cache", "org.freedesktop.DBus.Introspectable", "Introspect") else {
            return false
        }
        defer { g_variant_unref(reply) }
        return firstString(reply)?.containsText("org.a11y.atspi.Cache") ?? false
    }

    /// A method call that never starts a service, waits at most 500 ms and gives nil on any error.
    nonisolated private static func call(
        _ bus: OpaquePointer, _ destination: String, _ path: String, _ interface: String,
        _ method: String, _ parameters: OpaquePointer? = nil
    ) -> OpaquePointer? {
        g_dbus_connection_call_sync(
            bus, destination, path, interface, method, parameters, nil,
            G_DBUS_CALL_FLAGS_NO_AUTO_START, 500, nil, nil)
    }

    /// The first field of a tuple when it is a string.
    nonisolated private static func firstString(_ tuple: OpaquePointer) -> String? {
        guard g_variant_n_children(tuple) > 0 else { return nil }
        let value = g_variant_get_child_value(tuple, 0)
        defer { g_variant_unref(value) }
        guard let type = g_variant_get_type_string(value), ["s", "o"].contains(String(cString: type)) else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }

    /// How many elements the array in the first field of a tuple has.
    nonisolated private static func arrayCount(_ tuple: OpaquePointer) -> Int {
        guard g_variant_n_children(tuple) > 0 else { return 0 }
        let value = g_variant_get_child_value(tuple, 0)
        defer { g_variant_unref(value) }
        return Int(g_variant_n_children(value))
    }
}
