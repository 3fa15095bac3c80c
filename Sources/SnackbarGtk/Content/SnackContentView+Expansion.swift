import CGtk
import SnackbarCore

/// The keyboard's way through the content, and a cut text opened in place: the labels show all of it,
/// up to `maxTextHeight` pixels, scrolling beyond.
extension SnackContentView {
    /// Whether some of the title or message is cut now, or was before it was expanded.
    var isExpandable: Bool { expansion != nil || textLabels.contains(where: \.hidesText) }
    /// Whether the text shows all of itself.
    var isExpanded: Bool { expansion != nil }

    /// The control the keyboard starts on: the body when a tap on it does something named (`tapLabel`), else
    /// the first action that can be pressed, else the cut text, else the close button; nil when there is none.
    func firstFocusTarget() -> UnsafeMutablePointer<GtkWidget>? {
        if tapLabel != nil { return textBox }
        if let action = actionButtons.first(where: { gtk_widget_is_sensitive($0) != 0 }) { return action }
        if isExpandable { return textBox }
        return gtk_widget_get_visible(close) != 0 ? close : nil
    }

    /// Whether the text has the keyboard focus in `window`.
    func isTextFocused(in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_window_get_focus(asWindow(window)) == textBox
    }

    /// Whether the text is its window's focus widget (removing it from its container unsets that).
    private var textHasFocus: Bool {
        guard let window = gtk_widget_get_toplevel(textBox), gtk_widget_is_toplevel(window) != 0 else { return false }
        return isTextFocused(in: window)
    }

    /// Whether `point` (in `window`'s coordinates) is on the text.
    func textContains(_ point: (x: Double, y: Double), in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(window, textBox, Int32(point.x), Int32(point.y), &x, &y) != 0 else { return false }
        return x >= 0 && y >= 0 && x < gtk_widget_get_allocated_width(textBox) && y < gtk_widget_get_allocated_height(textBox)
    }

    /// The text's height now, in pixels: opened, the title above the scroller and the height the scroller asks
    /// for (set before it is given).
    var textHeight: Int {
        guard let expansion else { return Int(gtk_widget_get_allocated_height(textBox)) }
        return headingHeight + Int(gtk_scrolled_window_get_max_content_height(asScrolledWindow(expansion)))
    }

    /// Shows the whole text, scrolling past `maxTextHeight` pixels. A title that shows whole stays above the
    /// scroller, so scrolling never takes away what the snack is about; a cut title scrolls with the rest.
    func expand(maxTextHeight: Int) {
        guard expansion == nil, let scroller = gtk_scrolled_window_new(nil, nil),
            let viewport = gtk_viewport_new(nil, nil)
        else { return }
        // Read first: the labels, once expanded, cut nothing, and the text stops taking the keyboard until
        // `expansion` is set.
        let hadFocus = textHasFocus
        collapsedTextHeight = max(1, gtk_widget_get_allocated_height(textBox))
        openedTextWidth = max(1, gtk_widget_get_allocated_width(textBox))
        let title = textLabels[0]
        let keepsTitle = gtk_widget_get_visible(title.widget) != 0 && !title.hidesText
        for label in textLabels { label.setExpanded(true) }
        let scrolled = Gtk.box(vertical: true, spacing: gtk_box_get_spacing(asBox(textBox)))
        for child in Gtk.children(of: textBox).dropFirst(keepsTitle ? 1 : 0) { move(child, from: textBox, to: scrolled) }
        gtk_scrolled_window_set_policy(asScrolledWindow(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // A scrollbar that stays while there is more to read: an overlay one shows only while the pointer
        // moves, and a text opened from the keyboard would give no sign of the rest.
        gtk_scrolled_window_set_overlay_scrolling(asScrolledWindow(scroller), 0)
        // The text keeps the keyboard: the scroller around it is no stop of its own (an unnamed "scroll pane").
        gtk_widget_set_can_focus(scroller, 0)
        // The scrollbar at the end of the lines, as the text reads: on the left of a right-to-left message, so
        // that the message keeps the edge its title has.
        let scrolledLabel = textLabels.dropFirst(keepsTitle ? 1 : 0).first { gtk_widget_get_visible($0.widget) != 0 }
        if let scrolledLabel { gtk_widget_set_direction(scroller, gtk_widget_get_direction(scrolledLabel.widget)) }
        gtk_viewport_set_shadow_type(asViewport(viewport), GTK_SHADOW_NONE)
        gtk_container_add(asContainer(viewport), scrolled)
        gtk_container_add(asContainer(scroller), viewport)
        Gtk.pack(textBox, scroller, expand: true)
        // Not show_all: the text's hidden parts (an empty row, the progress bar of a snack without one) stay hidden.
        for widget in [scroller, viewport, scrolled] { Gtk.setVisible(widget, true) }
        expansion = scroller
        setHeight(of: scroller, maxTextHeight: maxTextHeight)
        // Level with the title of a text that may now be many lines tall.
        gtk_widget_set_valign(close, GTK_ALIGN_START)
        updateTextFocusability()
        if hadFocus { gtk_widget_grab_focus(textBox) }
    }

    /// Gives the opened text at most `maxTextHeight` pixels, never less than it had cut, scrolling the rest; as
    /// much as all of it needs when there is room. Returns whether its height changed.
    func fitExpansion(maxTextHeight: Int) -> Bool {
        guard let expansion else { return false }
        let before = textHeight
        setHeight(of: expansion, maxTextHeight: max(Int(collapsedTextHeight), maxTextHeight))
        return textHeight != before
    }

    /// The scrolled part of an opened text: the box in the scroller's viewport.
    private var scrolledText: UnsafeMutablePointer<GtkWidget>? {
        expansion.flatMap { gtk_bin_get_child(asBin($0)) }.flatMap { gtk_bin_get_child(asBin($0)) }
    }

    /// The height of what stays above the scroller of an opened text: the title and the spacing under it, or
    /// nothing when the title scrolls too.
    private var headingHeight: Int {
        guard let expansion, let title = Gtk.children(of: textBox).first, title != expansion else { return 0 }
        return Int(Self.height(of: title, forWidth: textWidth)) + Int(gtk_box_get_spacing(asBox(textBox)))
    }

    /// The text's width: allocated, else the width it opened at (a widget just moved is 1 px wide, where the
    /// text would be thousands tall).
    private var textWidth: Int32 {
        let allocated = gtk_widget_get_allocated_width(textBox)
        return allocated > 1 ? allocated : openedTextWidth
    }

    /// The scroller's height: the scrolled text's at the text's width, up to `maxTextHeight` less the title
    /// above it. A scrolled window asks its child's height at the child's narrowest width (one character for
    /// these labels), so it is given the height at the text's width instead.
    private func setHeight(of scroller: UnsafeMutablePointer<GtkWidget>, maxTextHeight: Int) {
        guard let scrolledText else { return }
        let room = max(1, maxTextHeight - headingHeight)
        let height = min(Self.height(of: scrolledText, forWidth: textWidth), Int32(room))
        // GTK refuses a minimum over the maximum: unset first, so that the text can grow as well as shrink.
        gtk_scrolled_window_set_min_content_height(asScrolledWindow(scroller), -1)
        gtk_scrolled_window_set_max_content_height(asScrolledWindow(scroller), height)
        gtk_scrolled_window_set_min_content_height(asScrolledWindow(scroller), height)
    }

    private static func height(of widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32) -> Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(widget, width, &minimum, &natural)
        return max(minimum, natural)
    }

    /// Scrolls the opened text for `key` (`TextScroll`): Up and Down by a step, Page Up and Down by a page,
    /// Home and End to either end. False for any other key, and while the text is cut.
    func scrollOpenedText(key: guint) -> Bool {
        guard let expansion, let adjustment = gtk_scrolled_window_get_vadjustment(asScrolledWindow(expansion)) else { return false }
        // The adjustment's own range stops a page before its upper end.
        let position = TextScroll.Position(
            value: gtk_adjustment_get_value(adjustment), lower: gtk_adjustment_get_lower(adjustment),
            upper: gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment),
            step: gtk_adjustment_get_step_increment(adjustment), page: gtk_adjustment_get_page_increment(adjustment))
        guard let target = TextScroll.target(of: key, from: position) else { return false }
        gtk_adjustment_set_value(adjustment, target)
        return true
    }

    /// Back to the clamped lines.
    func collapse() {
        guard let scroller = expansion, let scrolled = scrolledText else { return }
        expansion = nil
        let hadFocus = textHasFocus
        for child in Gtk.children(of: scrolled) { move(child, from: scrolled, to: textBox) }
        gtk_widget_destroy(scroller)
        for label in textLabels { label.setExpanded(false) }
        gtk_widget_set_valign(close, actionPlacement == .below ? GTK_ALIGN_START : GTK_ALIGN_CENTER)
        updateTextFocusability()
        if hadFocus { gtk_widget_grab_focus(textBox) }
    }

    /// The text takes the keyboard (Tab) only while there is more of it to show, or while it is the body's tap.
    func updateTextFocusability() {
        gtk_widget_set_can_focus(textBox, isExpandable || tapLabel != nil ? 1 : 0)
        describeText()
    }

    /// What a screen reader hears of the text while it takes the keyboard. With a tap (`tapLabel`): a button
    /// of that name, whose description, while the text is cut, says that Space opens it. Else, while cut: a
    /// button named by the text it opens, whose description says whether it is open; Orca speaks a new
    /// description of the object that has the focus, so opening and closing are announced. Otherwise a plain
    /// filler with no name or description of its own: a window reused for another snack, or a text measured
    /// as cut before its first layout, leaves none behind.
    private func describeText() {
        guard let accessible = gtk_widget_get_accessible(textBox) else { return }
        if let tapLabel {
            atk_object_set_role(accessible, ATK_ROLE_PUSH_BUTTON)
            let cut = isExpanded ? localized("All of the text shown; Space shows less.") : localized("Text cut; Space shows all of it.")
            Gtk.describe(accessible, name: tapLabel, description: isExpandable ? cut : "")
            return
        }
        guard isExpandable else {
            atk_object_set_role(accessible, ATK_ROLE_FILLER)
            Gtk.describe(accessible, name: "", description: "")
            return
        }
        let text = textLabels.map(\.fullText).filter { !$0.isEmpty }.joined(separator: ": ")
        atk_object_set_role(accessible, ATK_ROLE_PUSH_BUTTON)
        let description = isExpanded ? localized("All of the text shown; Enter shows less.") : localized("Text cut; Enter shows all of it.")
        Gtk.describe(accessible, name: TextClamp.clamp(text, characters: SnackLimits.tooltipCharacters), description: description)
    }

    /// Moves `child` between the text's boxes, keeping it alive in between, packed as the text column packs its parts.
    private func move(
        _ child: UnsafeMutablePointer<GtkWidget>, from: UnsafeMutablePointer<GtkWidget>,
        to: UnsafeMutablePointer<GtkWidget>
    ) {
        g_object_ref(asGPointer(child))
        gtk_container_remove(asContainer(from), child)
        Gtk.pack(to, child)
        g_object_unref(asGPointer(child))
    }
}
