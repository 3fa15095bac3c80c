import CGtk

/// Whether an app's window is in the user's sight: mapped, not minimized (iconified) and the active
/// window (GTK's `is-active`, or on Wayland the compositor's activated state). The last counts only where the display says which window is active: always on Wayland, and on
/// X11 under a window manager that keeps `_NET_ACTIVE_WINDOW`; without one, X's focus follows the pointer
/// and says nothing of what the user sees. Follows GTK's own signals on the window, no polling.
@MainActor
final class WindowSight {
    private let window: UnsafeMutablePointer<GtkWidget>
    private var handlers: [gulong] = []
    /// Whether the window was in sight at its last change.
    private(set) var isSeen: Bool
    /// Told each time the window comes into sight or leaves it.
    var onChange: (@MainActor (Bool) -> Void)?

    /// Follows `window`, a toplevel `GtkWindow`.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        isSeen = Self.sees(window)
        let target = asGPointer(window)
        handlers = [
            connectEvent(target, "window-state-event") { [weak self] _ in
                self?.update()
                return false
            },
            connectNotify(target, property: "is-active") { [weak self] in self?.update() },
            connectPlain(target, "map") { [weak self] in self?.update() },
            connectPlain(target, "unmap") { [weak self] in self?.update() }
        ]
    }

    /// Stops following the window.
    func detach() {
        for id in handlers { g_signal_handler_disconnect(asGPointer(window), id) }
        handlers = []
    }

    /// The window is being destroyed: GTK drops the handlers itself.
    func forget() { handlers = [] }

    private func update() {
        let seen = Self.sees(window)
        guard seen != isSeen else { return }
        isSeen = seen
        onChange?(seen)
    }

    private static func sees(_ window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(window) != 0, let gdkWindow = gtk_widget_get_window(window) else { return false }
        guard gdk_window_get_state(gdkWindow).rawValue & GDK_WINDOW_STATE_ICONIFIED.rawValue == 0 else { return false }
        return gtk_window_is_active(cast(window)) != 0 || snack_window_is_activated_on_wayland(gdkWindow) != 0
            || snack_display_reports_active_window(gtk_widget_get_display(window)) == 0
    }
}
