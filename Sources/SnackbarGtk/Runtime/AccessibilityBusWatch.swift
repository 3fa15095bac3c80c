import CGtk
import SnackbarCore
import SnackbarGlue

/// Whether a screen reader runs, as the accessibility side of the session says it, whatever the
/// desktop's switch: the session's `org.a11y.Status` `ScreenReaderEnabled` (set by desktops that start
/// one, KDE's among them), or an assistive technology registered with the AT-SPI registry for focus
/// events (Orca started by hand: it registers `Object:StateChanged:Focused` and `Focus:`; a tool that
/// only watches windows appear does not count). Follows both as they change.
///
/// Connects off the main thread (the first popup never waits for it), to the accessibility bus of
/// `AnnouncementGate.accessibilityBusAddress(session:)`; without one it stays "none". Owns its connections and
/// subscriptions for the process's life.
@MainActor
final class AccessibilityBusWatch {
    private var session: OpaquePointer?
    private var accessibilityBus: OpaquePointer?
    private var statusSaysSo = false
    private var registryHasOne = false
    private let onChange: @MainActor () -> Void

    /// Starts connecting; `onChange` runs whenever `isScreenReaderRunning` may have changed.
    init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
        WorkQueue.global.async {
            let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
            let bus = AnnouncementGate.accessibilityBusAddress { session }.flatMap { address in
                g_dbus_connection_new_for_address_sync(
                    address,
                    GDBusConnectionFlags(
                        rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue), nil, nil, nil)
            }
            nonisolated(unsafe) let connections = (session, bus)
            WorkQueue.onMain { [weak self] in
                guard let self else {
                    if let session = connections.0 { g_object_unref(asGPointer(session)) }
                    if let bus = connections.1 { g_object_unref(asGPointer(bus)) }
                    return
                }
                self.follow(session: connections.0, accessibilityBus: connections.1)
            }
        }
    }

    /// Whether either side says a screen reader runs.
    var isScreenReaderRunning: Bool { statusSaysSo || registryHasOne }

    private func follow(session: OpaquePointer?, accessibilityBus: OpaquePointer?) {
        self.session = session
        self.accessibilityBus = accessibilityBus
        if let session {
            BusCallbacks.subscribe(
                session, sender: "org.a11y.Bus", interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
                path: "/org/a11y/bus", argument0: "org.a11y.Status"
            ) { [weak self] _ in self?.readStatus() }
            readStatus()
        }
        if let accessibilityBus {
            for member in ["EventListenerRegistered", "EventListenerDeregistered"] {
                BusCallbacks.subscribe(
                    accessibilityBus, sender: nil, interface: "org.a11y.atspi.Registry", member: member,
                    path: "/org/a11y/atspi/registry"
                ) { [weak self] _ in self?.readRegistry() }
            }
            readRegistry()
        }
    }

    private func readStatus() {
        guard let session else { return }
        let arguments = GLibHelpers.tuple([g_variant_new_string("org.a11y.Status"), g_variant_new_string("ScreenReaderEnabled")])
        BusCallbacks.call(
            session, destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
            method: "Get", parameters: arguments, timeoutMilliseconds: 2_000
        ) { [weak self] reply, _ in
            guard let self else { return }
            statusSaysSo = reply.map(Self.boxedBoolean) ?? false
            onChange()
        }
    }

    private func readRegistry() {
        guard let accessibilityBus else { return }
        BusCallbacks.call(
            accessibilityBus, destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
            interface: "org.a11y.atspi.Registry", method: "GetRegisteredEvents", parameters: nil, timeoutMilliseconds: 2_000
        ) { [weak self] reply, _ in
            guard let self else { return }
            registryHasOne = reply.map(Self.listensForFocus) ?? false
            onChange()
        }
    }

    /// `(<true>,)`: a property's boxed boolean.
    private static func boxedBoolean(_ reply: OpaquePointer) -> Bool {
        guard let boxed = g_variant_get_child_value(reply, 0) else { return false }
        defer { g_variant_unref(boxed) }
        guard let value = g_variant_get_variant(boxed) else { return false }
        defer { g_variant_unref(value) }
        return g_variant_get_type_string(value).map { String(cString: $0) } == "b" && g_variant_get_boolean(value) != 0
    }

    /// Whether the registry's `a(ss)` of (listener, event) holds a focus event: what a screen reader follows.
    private static func listensForFocus(_ reply: OpaquePointer) -> Bool {
        guard let events = g_variant_get_child_value(reply, 0) else { return false }
        defer { g_variant_unref(events) }
        return (0..<g_variant_n_children(events)).contains { index in
            guard let entry = g_variant_get_child_value(events, index), g_variant_n_children(entry) == 2 else { return false }
            defer { g_variant_unref(entry) }
            guard let name = g_variant_get_child_value(entry, 1) else { return false }
            defer { g_variant_unref(name) }
            return String(cString: g_variant_get_string(name, nil)).lowercased().containsText("focus")
        }
    }
}
