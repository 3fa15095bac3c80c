import CGtk

/// The window's size: held to its slot, which narrows with an anchor window, never silently wider.
extension SnackWindow {
    /// The snack's height (without the shadow room) when it is `width` pixels wide.
    func height(forWidth width: Int) -> Int {
        content.placeActions(forRowWidth: width - bodyInsets)
        // GTK caches the answer per widget until its content changes: a window that only moved is not
        // measured again (callgrind of snack-bench latency: the cost here is each new window's first measure).
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(window, Int32(width + 2 * shadowMargin), &minimum, &natural)
        return Int(max(minimum, natural)) - 2 * shadowMargin
    }

    /// The body's border and padding and its content's margin (the theme's padding) across: the snack's
    /// width less its row's.
    private var bodyInsets: Int {
        guard let body = gtk_widget_get_style_context(body), let content = gtk_widget_get_style_context(content.root) else { return 0 }
        var sides = [GtkBorder](repeating: GtkBorder(), count: 3)
        gtk_style_context_get_border(body, gtk_style_context_get_state(body), &sides[0])
        gtk_style_context_get_padding(body, gtk_style_context_get_state(body), &sides[1])
        gtk_style_context_get_margin(content, gtk_style_context_get_state(content), &sides[2])
        return sides.reduce(0) { $0 + Int($1.left) + Int($1.right) }
    }

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
