import CSnackbarGtk4
import SnackbarCore

/// An app's own widget shown in a snack's card below its message (`SnackOverlay.add(_:content:)`). The
/// board carries it with the snack (`SnackAttachment`); the card shows it.
///
/// Owns one reference to the widget (a floating one sunk), dropped in `deinit` once the board and the card
/// both let go, on the GTK thread, where the board runs. The widget is only ever taken out of a card,
/// never destroyed: its owner may show it again.
final class AppWidget: SnackAttachment, @unchecked Sendable {
    /// The CSS class of the box in the text column that holds the app's widget.
    static let slotClass = "snackbar-custom"

    let widget: Widget

    @MainActor
    init(_ widget: Widget) {
        g_object_ref_sink(object(widget))
        self.widget = widget
    }

    deinit {
        g_object_unref(object(widget))
    }

    /// Takes `widget` out of the card slot it is in, if any (a card that is closing, or the one it is
    /// rebuilt in), so that it can go into another.
    @MainActor
    static func takeOut(_ widget: Widget) {
        guard isInSlot(widget), let slot = gtk_widget_get_parent(widget) else { return }
        gtk_box_remove(cast(slot), widget)
    }

    /// Whether `widget` sits in a card's slot (a card shows it, or one that is closing still does).
    @MainActor
    static func isInSlot(_ widget: Widget) -> Bool {
        gtk_widget_get_parent(widget).map { gtk_widget_has_css_class($0, slotClass) != 0 } ?? false
    }
}
