import CSnackbarGLib
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// An app's snacks shown by the popup service (`snack-notifyd`) over D-Bus, for either renderer: GTK 3's
/// presenter and GTK 4's overlay route snacks here, and GTK 4's `DesktopSnacks` sends every snack here.
/// Loads no GTK. An action's handler runs in the app when the service reports its button pressed, then the
/// snack's `onDismiss` with the service's reason, then `onDismissed`: each once per snack.
///
/// Owns its subscription to the service's `Dismissed` signal and one reference to the session bus; both go
/// with it. GTK thread only (`@MainActor`).
@MainActor
package final class ServiceSnacks {
    private let connection: OpaquePointer
    private var subscription: guint = 0
    /// The snacks the service shows, by the service's id.
    private var shown: [UInt32: Snack] = [:]
    /// Reasons that arrived before the reply to `Show` that gives their id (kept only while a call is on
    /// its way, and at most `maxEarlyReasons`: the signal reports every client's snacks).
    private var early: [UInt32: DismissReason] = [:]
    private var pendingCalls = 0
    private static let maxEarlyReasons = 64

    /// Told the id of each snack the service accepted.
    package var onShown: (@MainActor (String) -> Void)?
    /// Told each snack that went, with its reason, after the snack's own `onDismiss`.
    package var onDismissed: (@MainActor (String, DismissReason) -> Void)?

    /// Connects to the session bus. The service starts on the first snack by D-Bus activation, if it is
    /// installed; a running one is used as it is.
    /// - Throws: the bus's error in GLib's words when there is no session bus.
    package init() throws(ServiceSnacksError) {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw ServiceSnacksError(message: GLibHelpers.take(error, fallback: "no session bus"))
        }
        self.connection = connection
        subscription = BusCallbacks.subscribe(
            connection, sender: nil, interface: NotifierBus.interface, member: "Dismissed", path: NotifierBus.objectPath
        ) { [weak self] parameters in self?.dismissed(parameters) }
    }

    isolated deinit {
        BusCallbacks.unsubscribe(connection, subscription)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Sends `snack`, already validated, to the service. A snack the service refuses (or a service that
    /// cannot be reached) is handed to `otherwise` when given, else ends with `.rejected`; the reason is logged
    /// as a warning either way.
    package func add(validated snack: Snack, otherwise: (@MainActor (Snack) -> Void)? = nil) {
        let request = NotifyRequest(snack: snack)
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
                guard let otherwise else { return finish(snack, .rejected) }
                return otherwise(snack)
            }
            let value = g_variant_get_child_value(reply, 0)
            let id = g_variant_get_uint32(value)
            g_variant_unref(value)
            onShown?(snack.id)
            if let reason = early.removeValue(forKey: id) { return finish(snack, reason) }
            shown[id] = merged(snack, over: shown[id])
            if pendingCalls == 0 { early = [:] }
        }
    }

    /// Whether the service shows the snack with this id for this app.
    package func shows(id: String) -> Bool {
        shown.values.contains { $0.id == id }
    }

    /// Dismisses the snack with this id (reason `.programmatic`), if the service shows it.
    package func remove(id: String) {
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

    /// `snack` where the service shows `older` already: the service folded a repeat of `older`'s text into
    /// its popup (another snack: `older` ended, `.replaced`), or `snack` updates it by its id (its handler
    /// goes on, unless `snack` brings one, and then the old one hears `.replaced`), as the board does.
    private func merged(_ snack: Snack, over older: Snack?) -> Snack {
        guard let older else { return snack }
        guard older.id == snack.id else {
            finish(older, .replaced)
            return snack
        }
        var snack = snack
        if snack.onDismiss == nil { snack.onDismiss = older.onDismiss } else { older.onDismiss?(.replaced) }
        return snack
    }

    /// Runs the pressed action's handler, then reports the reason once.
    private func finish(_ snack: Snack, _ reason: DismissReason) {
        if let actionID = reason.actionID { snack.action(withID: actionID)?.perform {} }
        snack.onDismiss?(reason)
        onDismissed?(snack.id, reason)
    }
}

/// Why `ServiceSnacks` cannot reach the popup service.
package struct ServiceSnacksError: Error, CustomStringConvertible {
    /// What went wrong, in GLib's words.
    package var message: String
    package var description: String { message }
}
