import CGtk

/// The busy indicator of indeterminate progress and of a running long action: three quarters of a ring
/// drawn with cairo in the spinner's CSS colour, a turn a second while the desktop wants motion
/// (`gtk-enable-animations`), standing still otherwise.
///
/// Drawn rather than GTK's spinner, whose theme draws it from the icon theme's `process-working-symbolic`:
/// a busy popup, like one of a kind glyph (`GlyphPainter`), never loads the icon theme. The widget
/// belongs to its container; the frame-clock callback ends with `stop()` or the widget.
@MainActor
final class DrawnSpinner {
    /// The side of the square it is drawn in, GtkSpinner's own.
    static let pixels: Int32 = 16
    /// A drawing area carrying the `.spinner` CSS class.
    let widget: UnsafeMutablePointer<GtkWidget>
    private var tickID: guint?
    /// How far round the ring is, in turns (0 ..< 1).
    private var turn = 0.0

    init() {
        widget = gtk_drawing_area_new()
        gtk_widget_set_size_request(widget, Self.pixels, Self.pixels)
        connectDrawAfter(widget) { [weak self] cairo in
            guard let self else { return }
            GlyphPainter.drawRing(in: widget, on: cairo, size: Self.pixels, turn: turn)
        }
    }

    /// Shows it turning (standing when the desktop wants no motion).
    func start() {
        guard tickID == nil, SnackMotion.isEnabled else { return }
        tickID = addTickCallback(widget) { [weak self] frameTime in
            guard let self else { return false }
            turn = Double(frameTime % 1_000_000) / 1_000_000
            gtk_widget_queue_draw(widget)
            return true
        }
    }

    /// Stops the turning.
    func stop() {
        guard let tickID else { return }
        gtk_widget_remove_tick_callback(widget, tickID)
        self.tickID = nil
    }
}
