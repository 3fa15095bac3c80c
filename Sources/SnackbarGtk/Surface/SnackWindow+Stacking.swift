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

/// In an app's window (anchored): an X11 snack window is transient for that window, so a window manager keeps
/// it above that window and raises it with it; it maps on top, though, above the app's other windows transient
/// for the same window (a dialog, a file chooser). Once mapped it goes below them, as a toast inside the
/// window would be. openbox takes a restack request below a sibling as "lower", which keeps a transient
/// above its parent; without a window manager the X server puts it right below that sibling.
extension SnackWindow {
    func stackBelowParentsDialogs() {
        guard let parent = gtk_window_get_transient_for(asWindow(window)), let own = gtk_widget_get_window(window),
            let display = gtk_widget_get_display(window), snack_is_x11_display(display) != 0
        else { return }
        let dialogs = ActiveWindowHost.appWindows().filter { gtk_window_get_transient_for(asWindow($0)) == parent && gtk_widget_get_mapped($0) != 0 }
        // Oldest last: the X server ends with the snack below the oldest, normally the lowest.
        for dialog in dialogs.reversed() {
            if let sibling = gtk_widget_get_window(dialog) { gdk_window_restack(own, sibling, 0) }
        }
    }
}
