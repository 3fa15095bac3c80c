import CGtk

/// Snacks drawn offscreen, for pictures of them where the screen cannot be read: a Wayland client sees
/// no pixels but its own, and Xwayland's root window is black.
extension SnackbarPresenter {
    /// Draws the snack with this id as its window shows it now (body, content and shadow) into `cairo`,
    /// a `cairo_t *`, with the body's top-left corner at `(x, y)` in the context's user space: pass the
    /// origin of the frame its `.placed` event reported, which leaves out the transparent shadow room.
    /// - Returns: false when no snack with this id has a window (unknown, still queued, or closed).
    package func draw(snackWithID id: String, into cairo: OpaquePointer, x: Int, y: Int) -> Bool {
        guard let window = runtime?.record(id: id)?.surface as? SnackWindow,
              gtk_widget_get_realized(window.window) != 0 else { return false }
        cairo_save(cairo)
        cairo_translate(cairo, Double(x - window.shadowMargin), Double(y - window.shadowMargin))
        gtk_widget_draw(window.window, cairo)
        cairo_restore(cairo)
        return true
    }
}
