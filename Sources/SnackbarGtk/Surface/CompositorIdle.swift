import CGtk
import SnackbarCore
import SnackbarGlue

/// When the user last touched a pointer or a key, as GNOME Shell and mutter tell it on the session bus
/// (`org.gnome.Mutter.IdleMonitor`): the one thing an X11 client under their Xwayland learns of input
/// that goes to Wayland windows. A pointer resting on a popup leaves the idle time growing; a pointer
/// that moved on to a Wayland window resets it, whether or not Xwayland reported it leaving.
@MainActor
enum CompositorIdle {
    private static var isAvailable = true

    /// Gives `reply` the microseconds since the last input anywhere, or nil where no compositor answers
    /// (sway, KWin, weston: asked once, then never again).
    static func sinceLastInput(_ reply: @escaping @MainActor (gint64?) -> Void) {
        guard isAvailable, let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return reply(nil) }
        defer { g_object_unref(asGPointer(bus)) }
        BusCallbacks.call(
            bus, destination: "org.gnome.Mutter.IdleMonitor", path: "/org/gnome/Mutter/IdleMonitor/Core",
            interface: "org.gnome.Mutter.IdleMonitor", method: "GetIdletime", parameters: nil, timeoutMilliseconds: 500
        ) { result, failure in
            guard let result, g_variant_n_children(result) == 1, let value = g_variant_get_child_value(result, 0) else {
                // No one owns the name: not GNOME. A late answer (a loaded machine) may come right next time.
                if failure?.containsText("ServiceUnknown") ?? true { isAvailable = false }
                return reply(nil)
            }
            defer { g_variant_unref(value) }
            let isCount = "t".withCString { g_variant_is_of_type(value, g_variant_type_checked_($0)) != 0 }
            reply(isCount ? gint64(clamping: g_variant_get_uint64(value)) * 1000 : nil)
        }
    }
}
