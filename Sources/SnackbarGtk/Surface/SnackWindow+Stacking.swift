import CGtk

/// Over an active fullscreen window on X11. A window manager keeps that window above every window it
/// manages, a snack's too, whatever its state says (openbox gives an active fullscreen window a layer of
/// its own, above "keep above"): a snack shown over one (critical, or under `fullscreen = show`) would be
/// mapped, and never seen. Such a snack's window is an override-redirect one, which no manager stacks, and
/// is raised once mapped, as dunst's popups are; the next show without a fullscreen window gives the
/// window back to the manager. Under Xwayland every snack window is override-redirect already.
extension SnackWindow {
    /// Chooses, before the window maps, whether the window manager stacks it; true when it does not.
    func chooseStacking() -> Bool {
        guard case .toplevel = placement, !WaylandSession.isXwayland, let display = gtk_widget_get_display(window),
            snack_is_x11_display(display) != 0
        else { return false }
        let overFullscreen = X11FullscreenWatch.isActiveWindowFullscreen(on: display)
        gtk_widget_realize(window)
        if let gdkWindow = gtk_widget_get_window(window) { gdk_window_set_override_redirect(gdkWindow, overFullscreen ? 1 : 0) }
        return overFullscreen
    }

    /// Puts a mapped window that no manager stacks on top.
    func raiseUnmanaged() {
        if let gdkWindow = gtk_widget_get_window(window) { gdk_window_raise(gdkWindow) }
    }
}
