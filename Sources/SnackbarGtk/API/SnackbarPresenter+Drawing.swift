import CGtk
import SnackbarCore

/// Snacks drawn offscreen, for pictures of them where the screen cannot be read (a Wayland client sees
/// no pixels but its own, and Xwayland's root window is black), and what a picture of them waits for.
extension SnackbarPresenter {
    /// The toplevel `GtkWidget` of the snack with this id, to wait for its frames; nil when no snack
    /// with this id has a window (unknown, still queued, or closed). It includes the shadow room.
    package func window(ofSnackWithID id: String) -> UnsafeMutablePointer<GtkWidget>? {
        (runtime?.record(id: id)?.surface as? SnackWindow)?.window
    }

    /// Where each visible part of the snack with this id sits (`SnackPartNames`), in pixels from its body's
    /// top-left corner, as the offscreen renderer reports them (`SnackbarRenderer.partFrames`); empty when
    /// it has no window.
    package func partFrames(ofSnackWithID id: String) -> [String: SnackRect] {
        guard let window = runtime?.record(id: id)?.surface as? SnackWindow else { return [:] }
        let margin = window.shadowMargin
        return window.content.partFrames().mapValues {
            SnackRect(x: $0.x - margin, y: $0.y - margin, width: $0.width, height: $0.height)
        }
    }

    /// The frame the snack with this id sits at or is moving to (the one its next `.placed` reports);
    /// nil before its first placement. It has settled when this equals the frame last reported.
    package func slot(ofSnackWithID id: String) -> SnackRect? {
        runtime?.record(id: id)?.surface.slot
    }

    /// Draws the snack with this id as its window shows it now (body, content and shadow) into `cairo`,
    /// a `cairo_t *`, with the body's top-left corner at `(x, y)` in the context's user space: pass the
    /// origin of the frame its `.placed` event reported, which leaves out the transparent shadow room.
    /// - Returns: false when no snack with this id has a realized window (unknown, queued, or closed).
    package func draw(snackWithID id: String, into cairo: OpaquePointer, x: Int, y: Int) -> Bool {
        guard let window = runtime?.record(id: id)?.surface as? SnackWindow,
            gtk_widget_get_realized(window.window) != 0
        else { return false }
        cairo_save(cairo)
        cairo_translate(cairo, Double(x - window.shadowMargin), Double(y - window.shadowMargin))
        gtk_widget_draw(window.window, cairo)
        cairo_restore(cairo)
        return true
    }
}
