import CSnackbarGtk4
import SnackbarCore

/// What the shared behaviour script reads of an overlay (`snack-gtk4-demo --script`), each from the
/// renderer itself: the board's holds, the card's accessible label, the styler's palette.
extension SnackOverlay {
    /// Whether something holds the snack's time now (`isPaused(id:)`).
    package func isHeld(id: String) -> Bool { isPaused(id: id) }

    /// The accessible label of the snack's card, nil while the snack is not on screen.
    package func spokenText(id: String) -> String? { runtime.cards[id]?.spoken }

    /// The lines the snack's `row` shows now, as its label laid them out; nil while it shows none.
    package func shownLines(of row: SnackTextRow, id: String) -> Int? {
        guard let label = runtime.cards[id]?.labels[row], let layout = gtk_label_get_layout(cast(label)) else { return nil }
        return Int(pango_layout_get_line_count(layout))
    }

    /// How far the snack's open text is scrolled, in pixels from its top; nil while its text is not open.
    package func textScroll(id: String) -> Double? {
        guard let scroller = runtime.cards[id]?.opened?.scroller, let adjustment = gtk_scrolled_window_get_vadjustment(cast(scroller))
        else { return nil }
        return gtk_adjustment_get_value(adjustment)
    }

    /// The whole text the snack's `row` offers in its tooltip while some of it is cut; nil while all of it shows.
    package func hiddenText(of row: SnackTextRow, id: String) -> String? {
        runtime.cards[id]?.labels[row].flatMap(SnackContent.hiddenText(of:))
    }

    /// The palette the overlays' snacks are drawn in: light or dark, and the high-contrast variant if any.
    package static var look: (variant: ThemeVariant, highContrast: ThemeVariant?) { OverlayStyler.shared.look }

    /// The middle of the snack's card across the overlay, as a share of its width (0 left, 1 right); nil
    /// while it is not laid out.
    package func horizontalMiddle(id: String) -> Double? {
        guard let card = runtime.cards[id]?.card, gtk_widget_get_width(card) > 0, gtk_widget_get_width(widget) > 0 else { return nil }
        var middle = graphene_point_t(x: Float(gtk_widget_get_width(card)) / 2, y: 0)
        var inOverlay = graphene_point_t()
        guard gtk_widget_compute_point(card, widget, &middle, &inOverlay) != 0 else { return nil }
        return Double(inOverlay.x) / Double(gtk_widget_get_width(widget))
    }
}
