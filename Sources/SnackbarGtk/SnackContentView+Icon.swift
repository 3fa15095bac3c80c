import CGtk

/// The icon: an icon-theme name or an image file; a missing one falls back to the kind's default.
extension SnackContentView {
    func showIcon(_ snack: Snack) {
        guard let wanted = snack.effectiveIcon else { return Gtk.setVisible(icon, false) }
        if load(wanted) { return Gtk.setVisible(icon, true) }
        SnackLog.warnOnce(key: "icon:" + wanted, "icon '\(wanted)' not found; using the \(snack.kind.cssClass) default")
        if let fallback = snack.kind.defaultIcon, fallback != wanted, load(fallback) {
            return Gtk.setVisible(icon, true)
        }
        Gtk.setVisible(icon, false)
    }

    /// Loads an icon-theme name or a file path into the image; false when it does not exist.
    private func load(_ name: String) -> Bool {
        let image = asImage(icon)
        if name.contains("/") {
            var error: UnsafeMutablePointer<GError>?
            guard let pixbuf = gdk_pixbuf_new_from_file_at_size(name, iconSize, iconSize, &error) else {
                if let error { g_error_free(error) }
                return false
            }
            gtk_image_set_from_pixbuf(image, pixbuf)
            g_object_unref(asGPointer(pixbuf))
            return true
        }
        guard gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), name) != 0 else { return false }
        gtk_image_set_from_icon_name(image, name, GTK_ICON_SIZE_LARGE_TOOLBAR)
        gtk_image_set_pixel_size(image, iconSize)
        return true
    }
}
