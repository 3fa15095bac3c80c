import CSnackbarGtk4
import SnackbarCore

/// Where a snack's buttons are on screen, for a demo's scripted mode and the tests that click them for real.
extension SnackOverlay {
    /// A part of a shown snack.
    package enum Part: Sendable, Equatable {
        /// The whole card.
        case card
        /// The close button.
        case closeButton
        /// The column of its texts.
        case text
        /// Its icon.
        case icon
        /// The button of the action with this id.
        case action(String)
    }

    /// The centre of `part` of the snack `id` in pixels from the top-left corner of its window's surface
    /// (what `xdotool mousemove --window` takes). Nil while the snack or the part is not on screen.
    package func center(of part: Part, id: String) -> (x: Int, y: Int)? {
        guard let card = runtime.cards[id] else { return nil }
        let widget: Widget? =
            switch part {
            case .card: card.card
            case .closeButton: card.buttons[SnackCard.closeButtonID]
            case .text: card.texts
            case .icon: card.icon
            case .action(let actionID): card.buttons[actionID]
            }
        return widget.flatMap(Self.surfaceCenter)
    }

    /// The centre of `button` in pixels from the top-left corner of its window's surface, or nil while it is
    /// not mapped or not laid out yet (no width).
    package static func surfaceCenter(of button: UnsafeMutablePointer<GtkWidget>) -> (x: Int, y: Int)? {
        guard gtk_widget_get_mapped(button) != 0, gtk_widget_get_width(button) > 0, let native = gtk_widget_get_native(button) else {
            return nil
        }
        let nativeWidget: Widget = cast(UnsafeMutableRawPointer(native))
        var center = graphene_point_t(x: Float(gtk_widget_get_width(button)) / 2, y: Float(gtk_widget_get_height(button)) / 2)
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(button, nativeWidget, &center, &inWindow) != 0 else { return nil }
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        return (Int((Double(inWindow.x) + offsetX).rounded()), Int((Double(inWindow.y) + offsetY).rounded()))
    }
}
