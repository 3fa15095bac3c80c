import CGtk
import SnackbarGlue

/// Whether the user of a GNOME Shell or mutter session is away: no input for `threshold`, from mutter's
/// `org.gnome.Mutter.IdleMonitor` on the session bus, the only idle source there both for a client of
/// Xwayland (whose IDLETIME resets on X keyboard input alone) and for a Wayland client (mutter has no idle
/// protocol). An idle watch fires each time the idle time reaches the threshold; a user-active watch, added
/// then, fires once at the next input (both through `WatchFired`). Where no one owns the name (sway, KWin,
/// a bare X server) the calls fail and nothing changes.
@MainActor
final class GnomeIdleWatch {
    private static let name = "org.gnome.Mutter.IdleMonitor"
    private static let path = "/org/gnome/Mutter/IdleMonitor/Core"
    private let connection: OpaquePointer
    private let threshold: guint64
    private let onChange: @MainActor (Bool) -> Void
    private var subscription: guint = 0
    /// The watches' ids, once mutter answered; 0 before and after.
    private var idleWatch: guint32 = 0
    private var activeWatch: guint32 = 0
    private var isStopped = false
    private(set) var isAway = false

    /// Nil without a session bus.
    init?(thresholdSeconds: Int, onChange: @escaping @MainActor (Bool) -> Void) {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        connection = bus
        threshold = guint64(thresholdSeconds) * 1000
        self.onChange = onChange
        subscription = BusCallbacks.subscribe(
            connection, sender: Self.name, interface: Self.name, member: "WatchFired", path: Self.path
        ) { [weak self] parameters in
            self?.fired(Self.number(in: parameters).map { guint32(clamping: $0) })
        }
        call("AddIdleWatch", GLibHelpers.tuple([g_variant_new_uint64(threshold)])) { [weak self] id in
            self?.idleWatch = guint32(clamping: id)
        }
        // An idle watch fires when the idle time reaches the threshold, so a user away already is seen now.
        call("GetIdletime", nil) { [weak self] idle in
            guard let self, guint64(idle) >= threshold else { return }
            goAway()
        }
    }

    private func fired(_ id: guint32?) {
        guard let id, id != 0 else { return }
        if id == idleWatch {
            goAway()
        } else if id == activeWatch {
            // A user-active watch fires once, and mutter removes it.
            activeWatch = 0
            set(away: false)
        }
    }

    private func goAway() {
        guard !isAway else { return }
        set(away: true)
        call("AddUserActiveWatch", nil) { [weak self] id in
            guard let self else { return }
            activeWatch = guint32(clamping: id)
        }
    }

    private func set(away: Bool) {
        guard away != isAway, !isStopped else { return }
        isAway = away
        onChange(away)
    }

    /// Calls `method` of the idle monitor; `reply` gets the number it answers (`u` or `t`), if it does.
    private func call(_ method: String, _ parameters: OpaquePointer?, reply: @escaping @MainActor (guint64) -> Void) {
        BusCallbacks.call(
            connection, destination: Self.name, path: Self.path, interface: Self.name, method: method, parameters: parameters,
            timeoutMilliseconds: 2_000
        ) { [weak self] result, _ in
            guard let self, !isStopped, let result, let number = Self.number(in: result) else { return }
            reply(number)
        }
    }

    /// The number in a one-item tuple of `u` or `t`.
    private static func number(in tuple: OpaquePointer) -> guint64? {
        guard g_variant_n_children(tuple) == 1, let child = g_variant_get_child_value(tuple, 0) else { return nil }
        defer { g_variant_unref(child) }
        switch String(cString: g_variant_get_type_string(child)) {
        case "u": return guint64(g_variant_get_uint32(child))
        case "t": return g_variant_get_uint64(child)
        default: return nil
        }
    }

    /// Removes the watches and the subscription; `onChange` is never called again.
    func stop() {
        isStopped = true
        BusCallbacks.unsubscribe(connection, subscription)
        for watch in [idleWatch, activeWatch] where watch != 0 {
            BusCallbacks.call(
                connection, destination: Self.name, path: Self.path, interface: Self.name, method: "RemoveWatch",
                parameters: GLibHelpers.tuple([g_variant_new_uint32(watch)]), timeoutMilliseconds: 2_000
            ) { _, _ in }
        }
        g_object_unref(asGPointer(connection))
    }
}
