import CGtk
import CSnackbarLayerShell
import Glibc

/// What a process can learn about its Wayland session: before GDK opens the display (whether to take
/// Xwayland) and after (whether its X11 display is a Wayland compositor's Xwayland).
enum WaylandSession {
    /// The wlr layer-shell protocol's global: the Wayland way to show surfaces above every window.
    static let layerShellGlobal = "zwlr_layer_shell_v1"

    /// Whether a snacks-only process should take GDK's X11 backend: the session is Wayland, its
    /// compositor has no layer shell, Xwayland is there (`DISPLAY`), and `GDK_BACKEND` was not chosen.
    /// Asks the compositor once (one round trip on a connection of its own), and keeps the answer for
    /// `hasLayerShell`.
    @MainActor static var prefersXwayland: Bool {
        guard isSet("WAYLAND_DISPLAY"), isSet("DISPLAY"), !isSet("GDK_BACKEND") else { return false }
        let answer = snack_wayland_has_global(layerShellGlobal)
        if answer >= 0 { layerShellAnswer = answer == 1 }
        return answer == 0
    }

    /// What `prefersXwayland` learnt, so that GDK's display is not asked again.
    @MainActor private static var layerShellAnswer: Bool?

    /// Whether the compositor of GDK's Wayland display offers the layer shell: from the globals GDK was told
    /// of when it opened the display (no round trip), unless the compositor said so before that.
    @MainActor static func hasLayerShell(_ display: OpaquePointer) -> Bool {
        layerShellAnswer ?? (gdk_wayland_display_query_registry(display, layerShellGlobal) != 0)
    }

    /// Whether GDK's display is X11 served by a Wayland compositor's Xwayland (GNOME, KDE or sway with
    /// `GDK_BACKEND=x11`): the session says Wayland (`WAYLAND_DISPLAY`, `XDG_SESSION_TYPE=wayland`) or the
    /// X server names its outputs `XWAYLAND0`, `XWAYLAND1`, … Asked once, on the GTK thread.
    ///
    /// There an X11 window can take the keyboard from a Wayland window but never give it back: the
    /// Wayland window gets no focus-in again (measured on GNOME Shell 43 and mutter 43), so snack
    /// windows never take the keyboard there (see `SnackWindow.takeFocus`).
    @MainActor static let isXwayland: Bool = {
        guard let display = gdk_display_get_default(), snack_is_x11_display(display) != 0 else { return false }
        if isSet("WAYLAND_DISPLAY") || getenv("XDG_SESSION_TYPE").map({ String(cString: $0) }) == "wayland" { return true }
        return (0..<gdk_display_get_n_monitors(display)).contains { index in
            guard let monitor = gdk_display_get_monitor(display, index), let model = gdk_monitor_get_model(monitor) else { return false }
            return String(cString: model).hasPrefix("XWAYLAND")
        }
    }()

    private static func isSet(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return value.pointee != 0
    }
}
