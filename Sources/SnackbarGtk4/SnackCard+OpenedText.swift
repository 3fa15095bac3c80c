import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// A cut text opened in place, as on GTK 3: a click on it, or Enter or Space while it has the focus, shows all
/// of it, and the arrows, Page Up and Down, Home and End scroll it. A title that shows whole stays at the top while the rest scrolls, past the room the card's column
/// leaves, with a scrollbar that stays in view; the snack's time stands still while it is open. Again, and it
/// is cut as before. New content (a merge, progress) comes cut.
extension SnackCard {
    /// Whether some of the card's text is cut now, or was before it opened.
    var isTextOpenable: Bool { opened != nil || labels.values.contains { SnackContent.hiddenText(of: $0) != nil } }

    /// Opens the cut text, or cuts it again. Returns whether it did either.
    @discardableResult
    func toggleText() -> Bool {
        guard !isClosing, let texts, isTextOpenable else { return false }
        if let opened {
            close(opened, in: texts)
            events(.resume(id: id, .expanded))
        } else {
            open(in: texts)
            events(.pause(id: id, .expanded))
        }
        describeText()
        return true
    }

    /// Takes the keyboard (Tab reaches it) while some text is cut or open, and says so to screen readers.
    func describeText() {
        guard let texts else { return }
        let openable = isTextOpenable
        gtk_widget_set_focusable(texts, openable ? 1 : 0)
        let description =
            !openable ? "" : opened != nil ? localized("All of the text shown; Enter shows less.") : localized("Text cut; Enter shows all of it.")
        snack4_accessible_set_description(texts, description)
    }

    /// Lets a click on the text, and Enter or Space while it has the focus, open and close it.
    func attachTextInput(_ texts: Widget) {
        let click = gtk_gesture_click_new()!
        ObjectSignal.connectClick(object(click), "released") { [weak self] presses in
            if presses == 1 { self?.toggleText() }
        }
        gtk_widget_add_controller(texts, click)
        let keys = gtk_event_controller_key_new()!
        ObjectSignal.connectKeyPressed(object(keys)) { [weak self] keyValue, _ in
            guard let self else { return false }
            if let opened, Self.scroll(opened.scroller, key: keyValue) { return true }
            let activates = [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space].map(UInt32.init)
            guard activates.contains(keyValue) else { return false }
            return toggleText()
        }
        gtk_widget_add_controller(texts, keys)
    }

    /// Gives the open text the room its card's column leaves now (cards came or went, the window changed),
    /// never less than it had cut.
    func fitOpenedText() {
        guard let opened else { return }
        let room = max(opened.cutTextHeight, roomForText() - opened.rest) - opened.titleHeight
        let height = Int32(max(1, room))
        guard gtk_scrolled_window_get_max_content_height(cast(opened.scroller)) != height else { return }
        gtk_scrolled_window_set_max_content_height(cast(opened.scroller), height)
    }

    private func open(in texts: Widget) {
        let title = labels[.title].flatMap { SnackContent.hiddenText(of: $0) == nil ? $0 : nil }
        let (cardHeight, textHeight) = (Int(gtk_widget_get_height(card)), Int(gtk_widget_get_height(texts)))
        let cutLabels = labels.values.map { label in
            let cut = CutLabel(
                label: label, text: String(cString: gtk_label_get_label(cast(label))), markup: gtk_label_get_use_markup(cast(label)) != 0,
                lines: gtk_label_get_lines(cast(label)))
            SnackContent.showWhole(label)
            return cut
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // A scrollbar that stays while there is more to read: an overlay one shows only while the pointer moves.
        gtk_scrolled_window_set_overlay_scrolling(cast(scroller), 0)
        gtk_scrolled_window_set_propagate_natural_height(cast(scroller), 1)
        let scrolled = gtk_box_new(GTK_ORIENTATION_VERTICAL, gtk_box_get_spacing(cast(texts)))!
        for child in childWidgets(of: texts) where child != title { Self.move(child, from: texts, to: scrolled) }
        gtk_scrolled_window_set_child(cast(scroller), scrolled)
        gtk_box_append(cast(texts), scroller)
        let titleHeight =
            title.map { Int(Self.naturalHeight(of: $0, width: gtk_widget_get_width(texts))) + Int(gtk_box_get_spacing(cast(texts))) } ?? 0
        opened = OpenedText(
            scroller: scroller, labels: cutLabels, cutHeight: cardHeight, rest: cardHeight - textHeight, titleHeight: titleHeight,
            cutTextHeight: textHeight)
        fitOpenedText()
    }

    private func close(_ opened: OpenedText, in texts: Widget) {
        self.opened = nil
        // The scroller holds the box in a viewport of its own making.
        if let viewport = gtk_scrolled_window_get_child(cast(opened.scroller)), let scrolled = gtk_viewport_get_child(cast(viewport)) {
            for child in childWidgets(of: scrolled) { Self.move(child, from: scrolled, to: texts) }
        }
        gtk_box_remove(cast(texts), opened.scroller)
        for cut in opened.labels { SnackContent.showCut(cut.label, text: cut.text, markup: cut.markup, lines: cut.lines) }
    }

    /// Scrolls an open text's `scroller` for `key` (`TextScroll`); false for a key that does not scroll.
    private static func scroll(_ scroller: Widget, key: UInt32) -> Bool {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(cast(scroller)) else { return false }
        // The adjustment's own range stops a page before its upper end.
        let position = TextScroll.Position(
            value: gtk_adjustment_get_value(adjustment), lower: gtk_adjustment_get_lower(adjustment),
            upper: gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment),
            step: gtk_adjustment_get_step_increment(adjustment), page: gtk_adjustment_get_page_increment(adjustment))
        guard let target = TextScroll.target(of: key, from: position) else { return false }
        gtk_adjustment_set_value(adjustment, target)
        return true
    }

    private static func move(_ child: Widget, from: Widget, to: Widget) {
        g_object_ref(object(child))
        gtk_box_remove(cast(from), child)
        gtk_box_append(cast(to), child)
        g_object_unref(object(child))
    }

    private static func naturalHeight(of widget: Widget, width: Int32) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        return natural
    }
}

/// A card's text open in place: its scroller, its labels as they were cut, and the heights it was opened
/// from (the card's and the text's as they were cut, the rest of the card, the title that stays above).
struct OpenedText {
    let scroller: Widget
    let labels: [CutLabel]
    let cutHeight: Int
    let rest: Int
    let titleHeight: Int
    let cutTextHeight: Int
}

/// A label of an opened text as it was cut: what it showed, and on how many lines.
struct CutLabel {
    let label: Widget
    let text: String
    let markup: Bool
    let lines: Int32
}
