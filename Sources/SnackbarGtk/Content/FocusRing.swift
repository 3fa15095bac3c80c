import CGtk
import SnackbarGlue

/// The ring a focused snack body or cut text shows, as a focused button does: a GtkBox draws no focus of its
/// own, and without one a keyboard user sees no sign of where Enter or Space will act.
@MainActor
enum FocusRing {
    /// The ring's width, its gap to the text and its corner radius.
    static let width = 2.0
    static let gap = 3
    static let radius = 6.0

    /// Has `widget` draw the ring around itself while it shows its focus, `gap` pixels outside its text (its
    /// clip reaches that far, as GTK 3 lets a widget's outline do).
    static func attach(to widget: UnsafeMutablePointer<GtkWidget>) {
        ObjectSignal.connectEvent(UnsafeMutableRawPointer(widget), "size-allocate", after: true) { allocation in
            var clip = allocation.assumingMemoryBound(to: GtkAllocation.self).pointee
            clip.x -= Int32(gap)
            clip.y -= Int32(gap)
            clip.width += Int32(2 * gap)
            clip.height += Int32(2 * gap)
            gtk_widget_set_clip(widget, &clip)
            return false
        }
        connectDrawAfter(widget) { cairo in draw(around: widget, on: cairo) }
    }

    /// Strokes the ring around `widget` in its text colour while the widget shows its focus.
    private static func draw(around widget: UnsafeMutablePointer<GtkWidget>, on cairo: OpaquePointer) {
        guard gtk_widget_has_visible_focus(widget) != 0, let style = gtk_widget_get_style_context(widget) else { return }
        var color = GdkRGBA()
        gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
        let outer = Double(gap) - width / 2
        let left = -outer
        let top = -outer
        let right = Double(gtk_widget_get_allocated_width(widget)) + outer
        let bottom = Double(gtk_widget_get_allocated_height(widget)) + outer
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, right - radius, top + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, right - radius, bottom - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, left + radius, bottom - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, left + radius, top + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }
}
