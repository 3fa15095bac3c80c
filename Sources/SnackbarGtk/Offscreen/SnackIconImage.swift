import CGtk
import SnackbarCore
import Synchronization

/// An icon the snack names, for the painter, loaded without a display: a symbolic icon of the Adwaita theme
/// (the one the renderer's windows use by default) recoloured like GTK's `-gtk-icon-style: symbolic`, or an
/// image file by path. Nothing is drawn when neither loads. Owns its pixbuf. (The kinds' default icons are
/// glyphs, drawn by `GlyphPainter`.)
final class SnackIconImage {
    /// The icon theme looked up: a theme object of its own, since the default one needs a screen.
    static let themeName = "Adwaita"
    /// One theme object for every render (making one reads the theme's index, ~15 ms). GtkIconTheme is
    /// not thread-safe: lookups and loads hold the lock. Made on first use, kept for the process.
    private static let theme = Mutex<UnsafeMutablePointer<GtkIconTheme>?>(nil)
    private let pixbuf: OpaquePointer?
    private let size: Int

    init(name: String, size: Int, color: RGBAColor) {
        self.size = size
        if name.hasPrefix("/") {
            pixbuf = gdk_pixbuf_new_from_file_at_size(name, Int32(size), Int32(size), nil)
            return
        }
        pixbuf = Self.theme.withLock { cached in
            let theme =
                cached
                ?? {
                    let theme = gtk_icon_theme_new()
                    gtk_icon_theme_set_custom_theme(theme, Self.themeName)
                    return theme
                }()
            cached = theme
            guard let info = gtk_icon_theme_lookup_icon(theme, name, Int32(size), GTK_ICON_LOOKUP_FORCE_SIZE) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(info)) }
            var rgba = color.gdk
            return gtk_icon_info_load_symbolic(info, &rgba, nil, nil, nil, nil, nil)
        }
    }

    /// Draws it with its top-left corner at `x`, `y`, centred in its square.
    func draw(_ cairo: OpaquePointer?, x: Int, y: Int) {
        guard let pixbuf else { return }
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        gdk_cairo_set_source_pixbuf(cairo, pixbuf, Double(x + (size - width) / 2), Double(y + (size - height) / 2))
        cairo_paint(cairo)
    }

    deinit {
        if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }
}
