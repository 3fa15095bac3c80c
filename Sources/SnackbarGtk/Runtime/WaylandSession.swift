import CSnackbarLayerShell
import Glibc

/// What a process can learn about its Wayland session before GDK opens the display.
enum WaylandSession {
    /// The wlr layer-shell protocol's global: the Wayland way to show surfaces above every window.
    static let layerShellGlobal = "zwlr_layer_shell_v1"

    /// Whether a snacks-only process should take GDK's X11 backend: the session is Wayland, its
    /// compositor has no layer shell, Xwayland is there (`DISPLAY`), and `GDK_BACKEND` was not chosen.
    /// Asks the compositor once (one round trip on a connection of its own).
    static var prefersXwayland: Bool {
        guard isSet("WAYLAND_DISPLAY"), isSet("DISPLAY"), !isSet("GDK_BACKEND") else { return false }
        return snack_wayland_has_global(layerShellGlobal) == 0
    }

    private static func isSet(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return value.pointee != 0
    }
}
