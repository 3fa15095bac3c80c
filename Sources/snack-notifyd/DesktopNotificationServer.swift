import CSnackbarGLib
import Glibc
import SnackNotifyKit
import SnackbarCore
import SnackbarGlue

/// The desktop's own notification server, as a client of it: who owns `org.freedesktop.Notifications`
/// on the session bus (when another process does), whether it reads body markup, its signals, and
/// `Notify`/`CloseNotification` calls that never wait (each answered or failed within `callMilliseconds`).
/// Owns its signal subscriptions until `stop()`. Main thread.
@MainActor
final class DesktopNotificationServer {
    /// How long a call may go unanswered before it counts as failed.
    static let callMilliseconds: Int32 = 3_000

    private let connection: OpaquePointer
    /// This process's unique name: in `--notification-server` mode it owns the name itself.
    private let ownName: String
    /// The unique name of the name's owner; nil when nobody owns it.
    private(set) var owner: String?
    /// Whether the owner has the `body-markup` capability (known once `whenReady` called back).
    private(set) var readsMarkup = false
    /// Who waits for the owner's capabilities: nil when they are known or not asked for yet.
    private var capabilityWaiters: [@MainActor (Bool) -> Void]?
    private var knowsCapabilities = false
    private var subscriptions: [guint] = []

    /// The name changed hands (the old owner's notifications went with it).
    var onOwnerChanged: (@MainActor () -> Void)?
    /// `NotificationClosed(id, reason)`.
    var onClosed: (@MainActor (UInt32, UInt32) -> Void)?
    /// `ActionInvoked(id, key)`.
    var onAction: (@MainActor (UInt32, String) -> Void)?

    init(connection: OpaquePointer) {
        self.connection = connection
        ownName = String(cString: g_dbus_connection_get_unique_name(connection))
    }

    /// The owner, when it is another process than this one.
    var otherOwner: String? { owner == ownName ? nil : owner }

    /// Follows the name's owner and the server's signals; asks the bus who owns the name now.
    func start() {
        let bus = "org.freedesktop.DBus"
        subscriptions.append(
            BusCallbacks.subscribe(
                connection, sender: bus, interface: bus, member: "NameOwnerChanged",
                path: "/org/freedesktop/DBus", argument0: DesktopNotificationsBus.name
            ) { [weak self] parameters in
                if Self.has(parameters, type: "(sss)") { self?.ownerChanged(to: Self.string(parameters, 2)) }
            })
        subscriptions.append(
            subscribe("NotificationClosed") { [weak self] parameters in
                if Self.has(parameters, type: "(uu)") { self?.onClosed?(Self.uint32(parameters, 0), Self.uint32(parameters, 1)) }
            })
        subscriptions.append(
            subscribe("ActionInvoked") { [weak self] parameters in
                if Self.has(parameters, type: "(us)") { self?.onAction?(Self.uint32(parameters, 0), Self.string(parameters, 1)) }
            })
        // The bus daemon itself answers this one: a short synchronous call at start-up.
        let reply = g_dbus_connection_call_sync(
            connection, bus, "/org/freedesktop/DBus", bus, "GetNameOwner",
            GLibHelpers.tuple([g_variant_new_string(DesktopNotificationsBus.name)]),
            nil, G_DBUS_CALL_FLAGS_NONE, 1_000, nil, nil)
        if let reply {
            if Self.has(reply, type: "(s)") { owner = Self.string(reply, 0) }
            g_variant_unref(reply)
        }
    }

    /// Ends the subscriptions.
    func stop() {
        for subscription in subscriptions { BusCallbacks.unsubscribe(connection, subscription) }
        subscriptions = []
    }

    /// Calls `action` with true once the owner's capabilities are known, false when it did not answer.
    func whenReady(_ action: @escaping @MainActor (Bool) -> Void) {
        if knowsCapabilities { return action(true) }
        if capabilityWaiters != nil {
            capabilityWaiters?.append(action)
            return
        }
        guard let owner = otherOwner else { return action(false) }
        capabilityWaiters = [action]
        call("GetCapabilities", on: owner, nil) { [weak self] reply, _ in
            guard let self, self.owner == owner else { return }
            if let reply, Self.has(reply, type: "(as)") {
                let names = g_variant_get_child_value(reply, 0)!
                defer { g_variant_unref(names) }
                readsMarkup = (0..<g_variant_n_children(names)).contains { index in
                    let name = g_variant_get_child_value(names, index)!
                    defer { g_variant_unref(name) }
                    return String(cString: g_variant_get_string(name, nil)) == "body-markup"
                }
                knowsCapabilities = true
            }
            let waiters = capabilityWaiters ?? []
            capabilityWaiters = nil
            for waiter in waiters { waiter(knowsCapabilities) }
        }
    }

    /// Sends `banner` (replacing the notification `replacing` unless 0); `reply` gets its id, or why not.
    func notify(_ banner: DesktopBanner, replacing: UInt32, reply: @escaping @MainActor (UInt32?, String?) -> Void) {
        guard let owner = otherOwner else { return reply(nil, "no notification server") }
        let actions = banner.actions.map { strdup($0) }
        defer { actions.forEach { free($0) } }
        let actionArray = actions.map { UnsafePointer($0) }.withUnsafeBufferPointer { g_variant_new_strv($0.baseAddress, gssize($0.count)) }
        let parameters = GLibHelpers.tuple([
            g_variant_new_string(banner.appName), g_variant_new_uint32(replacing), g_variant_new_string(banner.appIcon),
            g_variant_new_string(banner.summary), g_variant_new_string(banner.body), actionArray, Self.hints(of: banner),
            g_variant_new_int32(banner.expireTimeout)
        ])
        call("Notify", on: owner, parameters) { result, failure in
            guard let result, Self.has(result, type: "(u)") else { return reply(nil, failure ?? "Notify answered no id") }
            reply(Self.uint32(result, 0), nil)
        }
    }

    /// Asks the server to close the notification `id`; `done` runs once it answered or the call failed.
    func close(_ id: UInt32, done: @escaping @MainActor () -> Void = {}) {
        guard let owner = otherOwner else { return done() }
        call("CloseNotification", on: owner, GLibHelpers.tuple([g_variant_new_uint32(id)])) { _, _ in done() }
    }

    private func ownerChanged(to newOwner: String) {
        owner = newOwner.isEmpty ? nil : newOwner
        (readsMarkup, knowsCapabilities) = (false, false)
        // The old owner's popups end first; then whoever waited for its capabilities hears it is gone.
        onOwnerChanged?()
        let waiters = capabilityWaiters ?? []
        capabilityWaiters = nil
        for waiter in waiters { waiter(false) }
    }

    private func call(
        _ method: String, on owner: String, _ parameters: OpaquePointer?,
        _ reply: @escaping @MainActor (OpaquePointer?, String?) -> Void
    ) {
        BusCallbacks.call(
            connection, destination: owner, path: DesktopNotificationsBus.objectPath,
            interface: DesktopNotificationsBus.interface, method: method, parameters: parameters,
            timeoutMilliseconds: Self.callMilliseconds, reply)
    }

    private func subscribe(_ member: String, _ callback: @escaping @MainActor (OpaquePointer) -> Void) -> guint {
        BusCallbacks.subscribe(
            connection, sender: DesktopNotificationsBus.name, interface: DesktopNotificationsBus.interface,
            member: member, path: DesktopNotificationsBus.objectPath, callback)
    }

    /// `urgency`, `transient`, `resident` and `image-data`, as an `a{sv}`.
    private static func hints(of banner: DesktopBanner) -> OpaquePointer {
        var entries: [OpaquePointer?] = [("urgency", g_variant_new_byte(banner.urgency))]
            .map { g_variant_new_dict_entry(g_variant_new_string($0.0), g_variant_new_variant($0.1)) }
        let entry = { (key: String, value: OpaquePointer?) in
            entries.append(g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value)))
        }
        if banner.isTransient { entry("transient", g_variant_new_boolean(1)) }
        if banner.isResident { entry("resident", g_variant_new_boolean(1)) }
        if let image = banner.image { entry("image-data", imageData(image)) }
        return "{sv}".withCString { type in g_variant_new_array(g_variant_type_checked_(type), &entries, gsize(entries.count)) }
    }

    /// `(iiibiiay)`: width, height, rowstride, has alpha, bits per sample, channels, bytes.
    private static func imageData(_ image: SnackIconPixels) -> OpaquePointer? {
        let bytes = image.bytes.withUnsafeBytes { buffer in
            "y".withCString { type in g_variant_new_fixed_array(g_variant_type_checked_(type), buffer.baseAddress, gsize(buffer.count), 1) }
        }
        return GLibHelpers.tuple([
            g_variant_new_int32(Int32(image.width)), g_variant_new_int32(Int32(image.height)), g_variant_new_int32(Int32(image.rowstride)),
            g_variant_new_boolean(image.hasAlpha ? 1 : 0), g_variant_new_int32(8), g_variant_new_int32(image.hasAlpha ? 4 : 3), bytes
        ])
    }

    /// Whether `value`'s type is `type`: a signal's parameters are not checked by GDBus.
    private static func has(_ value: OpaquePointer, type: String) -> Bool {
        String(cString: g_variant_get_type_string(value)) == type
    }

    private static func string(_ tuple: OpaquePointer, _ index: gsize) -> String {
        let child = g_variant_get_child_value(tuple, index)!
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    private static func uint32(_ tuple: OpaquePointer, _ index: gsize) -> UInt32 {
        let child = g_variant_get_child_value(tuple, index)!
        defer { g_variant_unref(child) }
        return g_variant_get_uint32(child)
    }
}
