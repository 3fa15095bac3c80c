import CSnackbarGtk4
import SnackbarCore

/// The widgets inside a card, built from one snack in the order both renderers share (`SnackPart`): a
/// row of icon, texts (the `SnackTextRow`s, progress), fold counter, inline actions (or a spinner while a
/// long action runs) and close button, then the long action on a row of its own, and the countdown's bar along
/// the foot. The CSS classes are `SnackbarCSSClass`'s, as on GTK 3, so one theme styles both.
///
/// A value made for one `show`: the card owns `root` from then on.
@MainActor
struct SnackContent {
    /// The single child of the card (the theme's padding is its margin).
    let root: Widget
    /// The buttons, by action id; `SnackCard.closeButtonID` names the close button.
    private(set) var buttons: [String: Widget] = [:]
    /// The label of each text row shown.
    private(set) var labels: [SnackTextRow: Widget] = [:]
    /// The first action's button, the keyboard's first stop (none while a long action runs).
    var firstAction: Widget? { firstActionID.flatMap { buttons[$0] } }
    private let firstActionID: String?
    /// The countdown's bar, when the snack shows one.
    private(set) var countdown: Widget?
    /// The inline buttons beside the text or under it.
    private(set) var shelf: ActionShelf!
    /// The icon, the text column, and the inline buttons each in its box, as `widgets` made them.
    private(set) var icon: Widget?
    private(set) var texts: Widget?
    private var inlineButtons: [Widget] = []
    private let events: @MainActor (SnackEvent) -> Void
    private let id: String

    /// Builds the content of `snack`; `busy` shows a spinner in place of the actions; `custom` is the app's
    /// own widget, shown below the message.
    init(snack: Snack, busy: Bool, custom: Widget?, layout: ThemeLayout, events: @escaping @MainActor (SnackEvent) -> Void) {
        self.events = events
        id = snack.id
        firstActionID = busy ? nil : (snack.action ?? snack.secondaryAction ?? snack.longAction)?.id
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(layout.innerSpacing / 2))
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(layout.innerSpacing))!
        gtk_box_append(cast(root), row)
        var predecessor: Widget?
        for part in SnackPart.row {
            let made = widgets(part, of: snack, busy: busy, custom: custom, layout: layout)
            for widget in made { gtk_box_append(cast(row), widget) }
            if SnackPart.row.firstIndex(of: part)! < SnackPart.row.firstIndex(of: .actions)! { predecessor = made.last ?? predecessor }
        }
        let long = snack.longAction.flatMap { busy ? nil : button($0, classes: [SnackbarCSSClass.action, SnackbarCSSClass.longAction]) }
        shelf = ActionShelf(
            row: row, text: texts!, labels: Array(labels.values), buttons: inlineButtons, predecessor: predecessor, longAction: long,
            spacing: layout.innerSpacing)
        gtk_box_append(cast(root), shelf.under)
        if snack.showsCountdown, snack.effectiveDuration != .infinite {
            // Full from the start, so that the card has its final height when it first shows.
            let bar = snack4_progress_bar_new_unspoken()!
            gtk_progress_bar_set_fraction(cast(bar), 1)
            gtk_widget_add_css_class(bar, SnackbarCSSClass.countdown)
            gtk_box_append(cast(root), bar)
            countdown = bar
        }
    }

    /// The widgets of `part` for `snack`, none when it shows no such part.
    private mutating func widgets(_ part: SnackPart, of snack: Snack, busy: Bool, custom: Widget?, layout: ThemeLayout) -> [Widget] {
        switch part {
        case .icon:
            guard let iconName = snack.effectiveIcon else { return [] }
            let icon = gtk_image_new_from_icon_name(iconName)!
            gtk_image_set_pixel_size(cast(icon), Int32(layout.iconSize))
            gtk_widget_add_css_class(icon, SnackbarCSSClass.icon)
            // Beside the title's first line, as a notification's icon sits, however many lines follow.
            gtk_widget_set_valign(icon, GTK_ALIGN_START)
            self.icon = icon
            return [icon]
        case .text:
            let column = texts(of: snack, custom: custom, maxLines: layout.maxMessageLines)
            texts = column
            return [column]
        case .counter:
            guard snack.repeatCount > 1 else { return [] }
            let counter = gtk_label_new(SpokenText.repeatText(snack.repeatCount))!
            gtk_widget_add_css_class(counter, SnackbarCSSClass.repeatCount)
            gtk_widget_set_valign(counter, GTK_ALIGN_CENTER)
            return [counter]
        case .spinner:
            guard busy else { return [] }
            let spinner = gtk_spinner_new()!
            gtk_spinner_start(cast(spinner))
            gtk_widget_add_css_class(spinner, SnackbarCSSClass.spinner)
            return [spinner]
        case .actions:
            guard !busy else { return [] }
            inlineButtons = [snack.action, snack.secondaryAction].compactMap { $0 }.map {
                Self.rowHigh(button($0, classes: [SnackbarCSSClass.action]))
            }
            return inlineButtons
        case .close:
            guard snack.effectiveShowsCloseButton else { return [] }
            let close = gtk_button_new_from_icon_name("window-close-symbolic")!
            gtk_widget_add_css_class(close, SnackbarCSSClass.close)
            gtk_widget_set_valign(close, GTK_ALIGN_CENTER)
            gtk_widget_set_focus_on_click(close, 0)
            // GTK asks the X server where the pointer is when a shown widget gets a tooltip (a round trip in
            // every add, waiting on the server); a hidden one it does not ask, nor when it is shown again.
            gtk_widget_set_visible(close, 0)
            gtk_widget_set_tooltip_text(close, localized("Close"))
            gtk_widget_set_visible(close, 1)
            snack4_accessible_set_label(close, localized("Close"))
            let id = id
            connectPlain(close, "clicked") { [events] in events(.closeButton(id: id)) }
            buttons[SnackCard.closeButtonID] = close
            return [Self.rowHigh(close)]
        }
    }

    /// `widget`, centred, in a box as high as the row. GTK 4 orders Tab by each widget's vertical centre
    /// before its side, and a 24 px close button centred beside a 29 px action is half a pixel higher: in
    /// boxes of one height the buttons take the keyboard in their order on screen.
    private static func rowHigh(_ widget: Widget) -> Widget {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(box), widget)
        return box
    }

    /// A button that reports `action` pressed.
    private mutating func button(_ action: SnackAction, classes: [String]) -> Widget {
        let button = gtk_button_new_with_label(action.label)!
        for name in classes { gtk_widget_add_css_class(button, name) }
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        // A click leaves the keyboard where the user types, as libadwaita's toast buttons do: the snack goes
        // with the click, and its button would take the focus out of the window with it.
        gtk_widget_set_focus_on_click(button, 0)
        let (id, actionID) = (id, action.id)
        connectPlain(button, "clicked") { [events] in events(.action(id: id, actionID: actionID)) }
        buttons[action.id] = button
        return button
    }

    /// The text column (`SnackPart.column`): the text rows, the progress and the app's widget, one above the
    /// other. An empty optional text is left out; a required one keeps its line.
    private mutating func texts(of snack: Snack, custom: Widget?, maxLines: Int) -> Widget {
        let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(texts, 1)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        for part in SnackPart.column {
            switch part {
            case .row(let row):
                let text = row.text(of: snack.content)
                if text.isEmpty && row.isOptional { continue }
                let label = Self.label(text, markup: snack.usesMarkup, cssClass: row.cssClass, lines: row.lines(messageLines: maxLines))
                labels[row] = label
                gtk_box_append(cast(texts), label)
            case .progress:
                if let progress = Self.progress(snack.progress) { gtk_box_append(cast(texts), progress) }
            case .custom:
                guard let custom else { continue }
                AppWidget.takeOut(custom)
                let slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_add_css_class(slot, AppWidget.slotClass)
                gtk_box_append(cast(slot), custom)
                gtk_box_append(cast(texts), slot)
            }
        }
        return texts
    }

    /// The bar of a fraction or the spinner of an indeterminate progress; nil without progress.
    private static func progress(_ progress: SnackProgress?) -> Widget? {
        switch progress {
        case .fraction(let fraction):
            let bar = gtk_progress_bar_new()!
            gtk_progress_bar_set_fraction(cast(bar), min(max(fraction, 0), 1))
            gtk_widget_add_css_class(bar, SnackbarCSSClass.progress)
            return bar
        case .indeterminate:
            let spinner = gtk_spinner_new()!
            gtk_spinner_start(cast(spinner))
            gtk_widget_add_css_class(spinner, SnackbarCSSClass.spinner)
            gtk_widget_set_halign(spinner, GTK_ALIGN_START)
            return spinner
        case nil: return nil
        }
    }

    /// A wrapping label of at most `lines` lines: plain text, or Pango markup when asked and valid.
    private static func label(_ text: String, markup: Bool, cssClass: String, lines: Int) -> Widget {
        let label = gtk_label_new(nil)!
        // One paragraph, its breaks line separators, so that the line limit holds for the whole text, and at
        // most its lines' worth of it (`LineBreaks`), as on GTK 3. Markup of more lines shows as its text.
        var parsed: UnsafeMutablePointer<CChar>?
        let isMarkup = markup && pango_parse_markup(text, -1, 0, nil, &parsed, nil, nil) != 0
        let whole = parsed.map { String(cString: $0) } ?? text
        g_free(parsed)
        let separated = LineBreaks.asSeparators(whole, inMarkup: false)
        let shown = LineBreaks.firstLines(of: separated, lines: lines)
        if isMarkup, shown == separated {
            gtk_label_set_markup(cast(label), LineBreaks.asSeparators(text, inMarkup: true))
        } else {
            gtk_label_set_text(cast(label), shown)
        }
        // The whole text, for the tooltip of a label that cuts it (Pango's ellipsis, or the lines left out here),
        // and for the text opened in place (`SnackCard.toggleText`), with its markup when it has some.
        g_object_set_data_full(cast(label), Self.wholeTextKey, g_strdup(whole), g_free)
        if isMarkup { g_object_set_data_full(cast(label), Self.wholeMarkupKey, g_strdup(LineBreaks.asSeparators(text, inMarkup: true)), g_free) }
        if shown != separated { g_object_set_data(cast(label), Self.cutKey, UnsafeMutableRawPointer(bitPattern: 1)) }
        // Broken where it must be, with no hyphen added: a long word here is mostly a file name or an address,
        // where a hyphen reads as part of it. Merged with the markup's own attributes.
        let unhyphenated = pango_attr_list_new()!
        pango_attr_list_insert(unhyphenated, pango_attr_insert_hyphens_new(0))
        gtk_label_set_attributes(cast(label), unhyphenated)
        pango_attr_list_unref(unhyphenated)
        gtk_widget_add_css_class(label, cssClass)
        gtk_label_set_wrap(cast(label), 1)
        gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(cast(label), Int32(max(1, lines)))
        gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
        // A small natural width: the card's width request sets the width and the text wraps in it.
        gtk_label_set_max_width_chars(cast(label), 1)
        gtk_label_set_xalign(cast(label), 0)
        gtk_widget_set_hexpand(label, 1)
        // The whole text in a tooltip whenever some of it is cut, as on GTK 3 (screen readers read all of
        // it from the card's name). Asked for as the tooltip is about to show: only a laid-out label knows.
        gtk_widget_set_has_tooltip(label, 1)
        connectQueryTooltip(label) { tooltip in
            guard let text = hiddenText(of: label) else { return false }
            gtk_tooltip_set_text(tooltip, text)
            return true
        }
        return label
    }

    /// The whole text of `label` (plain, at most `SnackLimits.tooltipCharacters`) while some of it is cut;
    /// nil while all of it shows.
    static func hiddenText(of label: Widget) -> String? {
        guard let layout = gtk_label_get_layout(cast(label)),
            pango_layout_is_ellipsized(layout) != 0 || g_object_get_data(cast(label), cutKey) != nil,
            let text = g_object_get_data(cast(label), wholeTextKey)
        else { return nil }
        return TextClamp.clamp(String(cString: text.assumingMemoryBound(to: CChar.self)), characters: SnackLimits.tooltipCharacters)
    }

    /// Shows all of `label`'s text, with its markup if it has some, on as many lines as it takes.
    static func showWhole(_ label: Widget) {
        if let markup = g_object_get_data(cast(label), wholeMarkupKey) {
            gtk_label_set_markup(cast(label), markup.assumingMemoryBound(to: CChar.self))
        } else if let text = g_object_get_data(cast(label), wholeTextKey) {
            gtk_label_set_text(cast(label), LineBreaks.asSeparators(String(cString: text.assumingMemoryBound(to: CChar.self)), inMarkup: false))
        }
        gtk_label_set_lines(cast(label), -1)
        gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_NONE)
    }

    /// Shows `label` cut again: `text` (markup when `markup`) on at most `lines` lines.
    static func showCut(_ label: Widget, text: String, markup: Bool, lines: Int32) {
        if markup { gtk_label_set_markup(cast(label), text) } else { gtk_label_set_text(cast(label), text) }
        gtk_label_set_lines(cast(label), lines)
        gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
    }

    /// The key of a label's whole text (a C string the label owns).
    private static let wholeTextKey = "snackbar-whole-text"
    /// The key of a markup label's whole markup, its breaks line separators (a C string the label owns).
    private static let wholeMarkupKey = "snackbar-whole-markup"
    /// The key set on a label given only the first of its text's lines.
    private static let cutKey = "snackbar-cut"
}
