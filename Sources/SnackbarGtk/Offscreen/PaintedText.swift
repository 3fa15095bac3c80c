import CGtk
import SnackbarCore

/// One Pango layout of the painter: a text in a theme text style, wrapped to a width and cut after a
/// number of lines (ellipsized), measured and drawn on one cairo context. Owns its layout.
final class PaintedText {
    private let cairo: OpaquePointer?
    /// The layout (read by the tests: the glyphs each line shows).
    let layout: OpaquePointer?
    /// Its size in logical pixels.
    let width: Int, height: Int

    /// Lays out `text` (Pango markup when `markup` and it parses, else plain) for drawing on `cairo`.
    init(
        _ cairo: OpaquePointer?, _ text: String, _ style: ThemeTextStyle, markup: Bool = false,
        width: Int? = nil, maxLines: Int? = nil
    ) {
        self.cairo = cairo
        layout = pango_cairo_create_layout(cairo)
        // Points at 96 dpi, as GTK's CSS sizes them on a standard desktop.
        pango_cairo_context_set_resolution(pango_layout_get_context(layout), 96)
        pango_layout_context_changed(layout)
        let font = pango_font_description_new()
        pango_font_description_set_family(font, SnackPainter.family)
        pango_font_description_set_size(font, Int32((style.size * Double(PANGO_SCALE)).rounded()))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        if let width {
            pango_layout_set_width(layout, Int32(width) * PANGO_SCALE)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maxLines {
            pango_layout_set_height(layout, -Int32(maxLines))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if !(markup && pango_parse_markup(text, -1, 0, nil, nil, nil, nil) != 0) {
            pango_layout_set_text(layout, text, -1)
        } else {
            pango_layout_set_markup(layout, text, -1)
        }
        let attributes = UnhyphenatedText.attributes(adding: pango_layout_get_attributes(layout))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        var size = (width: Int32(0), height: Int32(0))
        pango_layout_get_pixel_size(layout, &size.width, &size.height)
        self.width = Int(size.width)
        self.height = Int(size.height)
    }

    /// Draws it with its top-left corner at `x`, `y` in `color`.
    func draw(x: Int, y: Int, color: RGBAColor) {
        cairo_move_to(cairo, Double(x), Double(y))
        setColor(cairo, color)
        pango_cairo_show_layout(cairo, layout)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
