import CSnackbarGtk4
import SnackbarCore

/// Where a snack's buttons are on screen, for a demo's scripted mode and the tests that click them for real.
extension SnackOverlay {
    /// The centre of a button of the snack `id` in pixels from the top-left corner of its window's surface
    /// (what `xdotool mousemove --window` takes): the action `actionID`'s, or the close button's for nil.
    /// Nil while the snack or the button is not on screen.
    package func buttonCenter(id: String, actionID: String?) -> (x: Int, y: Int)? {
        guard let card = runtime.cards[id], let button = card.buttons[actionID ?? SnackCard.closeButtonID],
            gtk_widget_get_mapped(button) != 0, let native = gtk_widget_get_native(button)
        else { return nil }
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
