import CGtk

/// Saves what the X screen shows (the root window with every mapped window on it) as a PNG.
@MainActor
enum RootCapture {
    /// Writes the screen to `path`; returns nil on success, else why it failed.
    static func savePNG(to path: String) -> String? {
        guard let root = gdk_get_default_root_window() else { return "no root window" }
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        let width = gdk_window_get_width(root)
        let height = gdk_window_get_height(root)
        guard let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, width, height) else {
            return "could not read the root window (\(width)×\(height))"
        }
        defer { g_object_unref(Casts.object(pixbuf)) }
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
            defer { g_error_free(error) }
            return error.map { String(cString: $0.pointee.message) } ?? "could not write \(path)"
        }
        return nil
    }
}
