import CGtk
import SnackbarCore

/// Draws a `SnackGlyph` with cairo, for snack windows and the offscreen painter alike.
enum GlyphPainter {
    /// Paints `glyph` scaled to a `size`-pixel square with its top-left corner at `x`, `y`, in `color`.
    /// The shapes are drawn into a mask first, so that cut-outs clear only the glyph, not what is below.
    static func draw(_ glyph: SnackGlyph, on cairo: OpaquePointer?, x: Double, y: Double, size: Double, color: GdkRGBA) {
        cairo_save(cairo)
        cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
        cairo_save(cairo)
        // The mask is the shapes at full strength: the source left from the caller's drawing (a translucent
        // border or shadow colour) would make the glyph faint.
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_translate(cairo, x, y)
        cairo_scale(cairo, size / SnackGlyph.gridSize, size / SnackGlyph.gridSize)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        for shape in glyph.shapes {
            cairo_set_operator(cairo, shape.cutsOut ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
            trace(shape.path, on: cairo)
            switch shape.paint {
            case .fill:
                cairo_fill(cairo)
            case .stroke(let width):
                cairo_set_line_width(cairo, width)
                cairo_stroke(cairo)
            case .fillAndStroke(let width):
                cairo_set_line_width(cairo, width)
                cairo_fill_preserve(cairo)
                cairo_stroke(cairo)
            }
        }
        cairo_restore(cairo)
        let mask = cairo_pop_group(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(mask)
        cairo_restore(cairo)
    }

    /// Paints `glyph` centred in `widget`, `size` pixels square, in the widget's CSS colour for its state
    /// (as GTK colours a symbolic icon).
    @MainActor
    static func draw(_ glyph: SnackGlyph, in widget: UnsafeMutablePointer<GtkWidget>, on cairo: OpaquePointer, size: Int32) {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), gtk_widget_get_state_flags(widget), &color)
        let x = Double(gtk_widget_get_allocated_width(widget) - size) / 2
        let y = Double(gtk_widget_get_allocated_height(widget) - size) / 2
        draw(glyph, on: cairo, x: x.rounded(.down), y: y.rounded(.down), size: Double(size), color: color)
    }

    /// Paints the busy ring centred in `widget`, `size` pixels square, in the widget's CSS colour: three
    /// quarters of a circle with round ends, its gap `turn` turns round from the top.
    @MainActor
    static func drawRing(in widget: UnsafeMutablePointer<GtkWidget>, on cairo: OpaquePointer, size: Int32, turn: Double) {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), gtk_widget_get_state_flags(widget), &color)
        let width = Double(size) / 8
        let radius = Double(size) / 2 - width
        let start = turn * 2 * Double.pi - Double.pi / 2
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_new_path(cairo)
        cairo_arc(
            cairo, Double(gtk_widget_get_allocated_width(widget)) / 2, Double(gtk_widget_get_allocated_height(widget)) / 2, radius,
            start, start + 1.5 * Double.pi)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    private static func trace(_ path: [GlyphShape.Step], on cairo: OpaquePointer?) {
        cairo_new_path(cairo)
        for step in path {
            switch step {
            case .move(let x, let y):
                cairo_move_to(cairo, x, y)
            case .line(let x, let y):
                cairo_line_to(cairo, x, y)
            case .circle(let x, let y, let radius):
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, x, y, radius, 0, 2 * Double.pi)
                cairo_close_path(cairo)
            case .close:
                cairo_close_path(cairo)
            }
        }
    }
}
