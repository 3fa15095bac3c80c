import CSnackbarGtk4
import SnackbarCore

/// The widgets inside a card, built from one snack: a row of icon, texts (the `SnackTextRow`s, progress),
/// inline actions (or a spinner while a long action runs) and close button, then the long action on a
/// row of its own. The CSS classes are `SnackbarCSSClass`'s, as on GTK 3, so one theme styles both.
///
/// A value made for one `show`: the card owns `root` from then on.
@MainActor
struct SnackContent {
    /// The single child of the card (the theme's padding is its margin).
    let root: Widget
    /// The buttons, by action id; `SnackCard.closeButtonID` names the close button.
    private(set) var buttons: [String: Widget] = [:]
    private let events: @MainActor (SnackEvent) -> Void
    private let id: String

    /// Builds the content of `snack`; `busy` shows a spinner in place of the actions.
    init(snack: Snack, busy: Bool, layout: ThemeLayout, events: @escaping @MainActor (SnackEvent) -> Void) {
        self.events = events
        id = snack.id
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(layout.innerSpacing / 2))
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(layout.innerSpacing))!
        gtk_box_append(cast(root), row)
        if let iconName = snack.effectiveIcon {
            let icon = gtk_image_new_from_icon_name(iconName)!
            gtk_image_set_pixel_size(cast(icon), Int32(layout.iconSize))
            gtk_widget_add_css_class(icon, SnackbarCSSClass.icon)
            gtk_widget_set_valign(icon, GTK_ALIGN_CENTER)
            gtk_box_append(cast(row), icon)
        }
        gtk_box_append(cast(row), Self.texts(of: snack, maxLines: layout.maxMessageLines))
        if busy {
            let spinner = gtk_spinner_new()!
            gtk_spinner_start(cast(spinner))
            gtk_widget_add_css_class(spinner, SnackbarCSSClass.spinner)
            gtk_box_append(cast(row), spinner)
        } else {
            for action in [snack.action, snack.secondaryAction].compactMap({ $0 }) {
                gtk_box_append(cast(row), button(action, classes: [SnackbarCSSClass.action]))
            }
        }
        if snack.effectiveShowsCloseButton {
            let close = gtk_button_new_from_icon_name("window-close-symbolic")!
            gtk_widget_add_css_class(close, SnackbarCSSClass.close)
            gtk_widget_set_valign(close, GTK_ALIGN_CENTER)
            gtk_widget_set_tooltip_text(close, localized("Close"))
            snack4_accessible_set_label(close, localized("Close"))
            let id = id
            connectPlain(close, "clicked") { [events] in events(.closeButton(id: id)) }
            buttons[SnackCard.closeButtonID] = close
            gtk_box_append(cast(row), close)
        }
        if let long = snack.longAction, !busy {
            let button = button(long, classes: [SnackbarCSSClass.action, SnackbarCSSClass.longAction])
            gtk_widget_set_halign(button, GTK_ALIGN_END)
            gtk_box_append(cast(root), button)
        }
    }

    /// A button that reports `action` pressed.
    private mutating func button(_ action: SnackAction, classes: [String]) -> Widget {
        let button = gtk_button_new_with_label(action.label)!
        for name in classes { gtk_widget_add_css_class(button, name) }
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        let (id, actionID) = (id, action.id)
        connectPlain(button, "clicked") { [events] in events(.action(id: id, actionID: actionID)) }
        buttons[action.id] = button
        return button
    }

    /// The text row that shares its line with the fold counter.
    private static let headlineRow = SnackTextRow.title

    /// The text rows (the headline with the fold counter) and the progress, one above the other. An empty
    /// optional text is left out; a required one keeps its line.
    private static func texts(of snack: Snack, maxLines: Int) -> Widget {
        let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(texts, 1)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        for row in SnackTextRow.allCases {
            let text = row.text(of: snack.content)
            if text.isEmpty && row.isOptional { continue }
            let shown = label(text, markup: snack.usesMarkup, cssClass: row.cssClass, lines: row.lines(messageLines: maxLines))
            gtk_box_append(cast(texts), row == headlineRow ? headline(shown, repeatCount: snack.repeatCount) : shown)
        }
        switch snack.progress {
        case .fraction(let fraction):
            let bar = gtk_progress_bar_new()!
            gtk_progress_bar_set_fraction(cast(bar), min(max(fraction, 0), 1))
            gtk_widget_add_css_class(bar, SnackbarCSSClass.progress)
            gtk_box_append(cast(texts), bar)
        case .indeterminate:
            let spinner = gtk_spinner_new()!
            gtk_spinner_start(cast(spinner))
            gtk_widget_add_css_class(spinner, SnackbarCSSClass.spinner)
            gtk_widget_set_halign(spinner, GTK_ALIGN_START)
            gtk_box_append(cast(texts), spinner)
        case nil: break
        }
        return texts
    }

    /// The headline's line: its label, then the fold counter ("×3") when the snack arrived more than once.
    private static func headline(_ text: Widget, repeatCount: Int) -> Widget {
        let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(cast(line), text)
        if repeatCount > 1 {
            gtk_box_append(cast(line), label(SpokenText.repeatText(repeatCount), markup: false, cssClass: SnackbarCSSClass.repeatCount, lines: 1))
        }
        return line
    }

    /// A wrapping label of at most `lines` lines: plain text, or Pango markup when asked and valid.
    private static func label(_ text: String, markup: Bool, cssClass: String, lines: Int) -> Widget {
        let label = gtk_label_new(nil)!
        if markup, pango_parse_markup(text, -1, 0, nil, nil, nil, nil) != 0 {
            gtk_label_set_markup(cast(label), text)
        } else {
            gtk_label_set_text(cast(label), text)
        }
        gtk_widget_add_css_class(label, cssClass)
        gtk_label_set_wrap(cast(label), 1)
        gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(cast(label), Int32(max(1, lines)))
        gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
        // A small natural width: the card's width request sets the width and the text wraps in it.
        gtk_label_set_max_width_chars(cast(label), 1)
        gtk_label_set_xalign(cast(label), 0)
        gtk_widget_set_hexpand(label, 1)
        return label
    }
}
