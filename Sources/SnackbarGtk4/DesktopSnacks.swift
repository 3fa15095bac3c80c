import CSnackbarGtk4
import SnackNotifyBus
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Snacks on the desktop, outside the app's windows, from a GTK 4 app: each `Snack` goes to the popup
/// service (`snack-notifyd`, a GTK 3 process of its own) over D-Bus, so this process never loads GTK 3.
/// The same `Snack` values as `SnackOverlay`: an action's handler runs here when the service reports its
/// button pressed, then the snack's `onDismiss` with the service's reason.
///
/// Owns its subscription to the service's `Dismissed` signal and one reference to the session bus; both
/// go with it. GTK thread only (`@MainActor`).
@MainActor
public final class DesktopSnacks {
    private let connection: OpaquePointer
    private var subscription: guint = 0
    /// The snacks the service shows, by the service's id.
    private var shown: [UInt32: Snack] = [:]
    /// Reasons that arrived before the reply to `Show` that gives their id (kept only while a call is on
    /// its way, and at most `maxEarlyReasons`: the signal reports every client's snacks).
    private var early: [UInt32: DismissReason] = [:]
    private var pendingCalls = 0
    private static let maxEarlyReasons = 64

    /// Told each snack the service accepted and each one that went.
    public var onEvent: (@MainActor (SnackOverlayEvent) -> Void)?

    /// Connects to the session bus. The service starts on the first snack by D-Bus activation, if it is
    /// installed; a running one is used as it is.
    /// - Throws: `DesktopSnacksError` when there is no session bus.
    public init() throws(DesktopSnacksError) {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw DesktopSnacksError(message: GLibHelpers.take(error, fallback: "no session bus"))
        }
        self.connection = connection
        subscription = BusCallbacks.subscribe(
            connection, sender: nil, interface: NotifierBus.interface, member: "Dismissed", path: NotifierBus.objectPath
        ) { [weak self] parameters in self?.dismissed(parameters) }
    }

    isolated deinit {
        BusCallbacks.unsubscribe(connection, subscription)
        g_object_unref(object(connection))
    }

    /// Shows `snack` on the desktop through the popup service. A snack the service refuses (or a service
    /// that cannot be reached) ends with `.rejected`, and the reason is logged as a warning.
    /// - Throws: `SnackError` when the snack is invalid (nothing is sent then).
    public func add(_ snack: Snack) throws(SnackError) {
        let valid = try snack.validated()
        let request = NotifyRequest(snack: valid)
        pendingCalls += 1
        BusCallbacks.call(
            connection, destination: NotifierBus.name, path: NotifierBus.objectPath, interface: NotifierBus.interface,
            method: "Show", parameters: GLibHelpers.tuple([WireVariant.make(request.wireDictionary)]),
            timeoutMilliseconds: 25_000, autoStart: true
        ) { [weak self] reply, failure in
            guard let self else { return }
            pendingCalls -= 1
            guard let reply else {
                GLibLog.warning("the popup service did not show a snack: " + (failure ?? "no reply"))
                return finish(valid, .rejected)
            }
            let value = g_variant_get_child_value(reply, 0)
            let id = g_variant_get_uint32(value)
            g_variant_unref(value)
            onEvent?(.shown(id: valid.id))
            if let reason = early.removeValue(forKey: id) { return finish(valid, reason) }
            shown[id] = valid
            if pendingCalls == 0 { early = [:] }
        }
    }

    /// Dismisses the snack with this id (reason `.programmatic`), if the service shows it.
    public func remove(id: String) {
        guard let serviceID = shown.first(where: { $0.value.id == id })?.key else { return }
        BusCallbacks.call(
            connection, destination: NotifierBus.name, path: NotifierBus.objectPath, interface: NotifierBus.interface,
            method: "Close", parameters: GLibHelpers.tuple([g_variant_new_uint32(serviceID)]), timeoutMilliseconds: 25_000
        ) { _, _ in }
    }

    /// `Dismissed(u id, s reason, s action)`.
    private func dismissed(_ parameters: OpaquePointer) {
        let values = (0..<3).map { g_variant_get_child_value(parameters, $0) }
        defer { values.forEach { g_variant_unref($0) } }
        let id = g_variant_get_uint32(values[0])
        guard
            let reason = DismissReason(
                name: String(cString: g_variant_get_string(values[1], nil)), actionID: String(cString: g_variant_get_string(values[2], nil)))
        else { return }
        guard let snack = shown.removeValue(forKey: id) else {
            if pendingCalls > 0, early.count < Self.maxEarlyReasons { early[id] = reason }
            return
        }
        finish(snack, reason)
    }

    /// Runs the pressed action's handler, then reports the reason once.
    private func finish(_ snack: Snack, _ reason: DismissReason) {
        if let actionID = reason.actionID { snack.action(withID: actionID)?.perform {} }
        snack.onDismiss?(reason)
        onEvent?(.dismissed(id: snack.id, reason: reason))
    }
}

/// Why `DesktopSnacks` cannot reach the popup service.
public struct DesktopSnacksError: Error, CustomStringConvertible {
    /// What went wrong, in GLib's words.
    public var message: String
    public var description: String { message }
}
