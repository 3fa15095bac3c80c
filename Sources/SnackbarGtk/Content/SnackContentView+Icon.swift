import CGtk
import SnackbarCore

/// The icon: raw pixels (a notification's `image-data`), an icon-theme name or an image file, or the
/// kind's built-in glyph; a missing named icon falls back to the kind's glyph. Only a named icon loads the
/// icon theme. Pictures (raw pixels, an image file) fit `pictureSize`, the rest `iconSize`; a symbolic
/// theme icon takes the icon's CSS colour, as the glyphs do.
extension SnackContentView {
    /// Whether a popup of this process has looked up an icon name yet. The first lookup loads the
    /// icon theme's index (milliseconds); the first popup skips it until its window is on screen.
    @MainActor private static var iconThemeLoaded = false

    func showIcon(_ snack: Snack) {
        if let pixels = snack.iconPixels, let pixbuf = IconPixelsImage.pixbuf(pixels, size: pictureSize) {
            deferredIconSnack = nil
            setGlyph(nil)
            gtk_image_set_from_pixbuf(asImage(icon), pixbuf)
            g_object_unref(asGPointer(pixbuf))
            return Gtk.setVisible(icon, true)
        }
        guard let shown = snack.shownIcon else {
            setGlyph(nil)
            return Gtk.setVisible(icon, false)
        }
        // GTK names a few stock icons itself ("Warning"), not ours all: the kind's word names every one.
        if let word = snack.kind.spokenName, let accessible = gtk_widget_get_accessible(icon) {
            atk_object_set_name(accessible, word)
        }
        guard case .named(let wanted) = shown else {
            deferredIconSnack = nil
            if case .glyph(let glyph) = shown { setGlyph(glyph) }
            return Gtk.setVisible(icon, true)
        }
        setGlyph(nil)
        if !Self.iconThemeLoaded, !wanted.contains("/") {
            // Shown as asked; `settleDeferredIcon()` checks it once the window is mapped. GTK sizes the
            // image by its pixel size, and draws (loading the theme) only after the map.
            setThemeIcon(wanted)
            deferredIconSnack = snack
            return Gtk.setVisible(icon, true)
        }
        deferredIconSnack = nil
        let problem = load(wanted)
        guard let problem else { return Gtk.setVisible(icon, true) }
        SnackLog.warnOnce(key: "icon:" + wanted, "icon '\(wanted)': \(problem); using the \(snack.kind.cssClass) default")
        let fallback = SnackGlyph(kind: snack.kind)
        setGlyph(fallback)
        Gtk.setVisible(icon, fallback != nil)
    }

    /// Checks an icon name the first popup showed unchecked (see `showIcon`), falling back as
    /// `showIcon` does. Returns whether the icon's visibility changed, so the stack needs new heights.
    func settleDeferredIcon() -> Bool {
        guard let snack = deferredIconSnack else { return false }
        Self.iconThemeLoaded = true
        let wasVisible = gtk_widget_get_visible(icon) != 0
        showIcon(snack)
        return wasVisible != (gtk_widget_get_visible(icon) != 0)
    }

    /// Shows `glyph` on the emptied image (sized by hand: an empty GtkImage has no size), or stops.
    private func setGlyph(_ glyph: SnackGlyph?) {
        guard glyph != iconGlyph else { return }
        iconGlyph = glyph
        if glyph != nil { gtk_image_clear(asImage(icon)) }
        gtk_widget_set_size_request(icon, glyph == nil ? -1 : iconSize, glyph == nil ? -1 : iconSize)
        gtk_widget_queue_draw(icon)
    }

    /// Loads an icon-theme name or a file path (`IconFile`) into the image; nil when it did, else why not.
    private func load(_ name: String) -> String? {
        if name.contains("/") {
            switch IconFile.pixbuf(path: name, size: pictureSize) {
            case .failure(let problem):
                return problem.reason
            case .success(let pixbuf):
                gtk_image_set_from_pixbuf(asImage(icon), pixbuf)
                g_object_unref(asGPointer(pixbuf))
                return nil
            }
        }
        Self.iconThemeLoaded = true
        guard gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), name) != 0 else { return "not in the icon theme" }
        setThemeIcon(name)
        return nil
    }

    private func setThemeIcon(_ name: String) {
        gtk_image_set_from_icon_name(asImage(icon), name, GTK_ICON_SIZE_LARGE_TOOLBAR)
        gtk_image_set_pixel_size(asImage(icon), iconSize)
    }
}
