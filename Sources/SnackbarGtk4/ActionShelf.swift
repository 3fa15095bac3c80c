import CSnackbarGtk4
import SnackbarCore

/// A card's inline buttons beside its text or on the row under it, before the long action
/// (`ActionPlacement`), as the GTK 3 renderer places them: chosen for the card's width each time the card
/// shows a snack or takes a new width.
@MainActor
final class ActionShelf {
    /// The card's row: icon, text, counter, the buttons beside the text, close button.
    private let row: Widget
    /// The row under the text, trailing: the buttons placed there, then the long action.
    let under: Widget
    private let text: Widget
    private let labels: [Widget]
    /// The inline buttons, each in its box, in their order.
    private let buttons: [Widget]
    /// The widget of `row` the buttons follow beside the text.
    private let predecessor: Widget?
    private let hasLongAction: Bool
    private(set) var placement = ActionPlacement.beside

    init(row: Widget, text: Widget, labels: [Widget], buttons: [Widget], predecessor: Widget?, longAction: Widget?, spacing: Int) {
        (self.row, self.text, self.labels, self.buttons, self.predecessor) = (row, text, labels, buttons, predecessor)
        under = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(spacing))
        gtk_widget_set_halign(under, GTK_ALIGN_END)
        hasLongAction = longAction != nil
        if let longAction { gtk_box_append(cast(under), longAction) }
        gtk_widget_set_visible(under, hasLongAction ? 1 : 0)
    }

    /// Puts the buttons where `ActionPlacement` says for a row `rowWidth` pixels wide.
    func place(forRowWidth rowWidth: Int) {
        var chosen = ActionPlacement.beside
        if !buttons.isEmpty {
            let spacing = Int(gtk_box_get_spacing(cast(row)))
            let widths = buttons.map(Self.naturalWidth)
            var others = Self.naturalWidth(row) - Self.naturalWidth(text)
            if placement == .below { others += widths.reduce(0, +) + spacing * widths.count }
            let needs = labels.map(Self.unwrappedWidth).max() ?? 0
            chosen = ActionPlacement(rowWidth: rowWidth, textBeside: rowWidth - others, textNeeds: needs)
        }
        guard chosen != placement else { return }
        placement = chosen
        var previous: Widget? = chosen == .below ? nil : predecessor
        for button in buttons {
            g_object_ref(object(button))
            gtk_box_remove(cast(chosen == .below ? row : under), button)
            gtk_box_insert_child_after(cast(chosen == .below ? under : row), button, previous)
            g_object_unref(object(button))
            previous = button
        }
        gtk_widget_set_visible(under, hasLongAction || chosen == .below ? 1 : 0)
    }

    private static func naturalWidth(_ widget: Widget) -> Int {
        guard gtk_widget_get_visible(widget) != 0 else { return 0 }
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        return Int(natural)
    }

    /// The width of the label's text unwrapped (each paragraph on one line).
    private static func unwrappedWidth(_ label: Widget) -> Int {
        guard let layout = gtk_label_get_layout(cast(label)), let copy = pango_layout_copy(layout) else { return 0 }
        defer { g_object_unref(object(copy)) }
        pango_layout_set_width(copy, -1)
        pango_layout_set_ellipsize(copy, PANGO_ELLIPSIZE_NONE)
        var width: Int32 = 0
        pango_layout_get_pixel_size(copy, &width, nil)
        return Int(width)
    }
}
