import CGtk

/// The window's size: held to its slot, which narrows with an anchor window, never silently wider.
extension SnackWindow {
    /// Gives the window this size and tells the window manager it takes no other, as GTK does for an
    /// unresizable window. GTK still lets it grow to its content's minimum, and to its size request: that
    /// follows the slot, which narrows with an anchor window narrower than the width the window was built for.
    func hold(width: Int32, height: Int32) {
        gtk_widget_set_size_request(window, width, -1)
        warnIfNarrowerThanContent(width)
        var size = GdkGeometry()
        (size.min_width, size.max_width, size.min_height, size.max_height) = (width, width, height, height)
        gtk_window_set_geometry_hints(asWindow(window), nil, &size, GdkWindowHints(GDK_HINT_MIN_SIZE.rawValue | GDK_HINT_MAX_SIZE.rawValue))
        gtk_window_resize(asWindow(window), width, height)
    }

    /// A slot narrower than the content's minimum (icon, an action cut to "…", close) leaves the window at
    /// that minimum, wider than the slot: in an anchor window too narrow for it the snack reaches past the
    /// window's frame. Said once, not silently.
    private func warnIfNarrowerThanContent(_ width: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        // The body's minimum counts its margins, the shadow's room.
        gtk_widget_get_preferred_width(body, &minimum, &natural)
        guard minimum > width else { return }
        SnackLog.warnOnce(
            key: "narrower-than-content",
            "a snack needs \(minimum) px but has \(width): it shows wider than its place (an anchor window that narrow cannot hold it)")
    }
}
