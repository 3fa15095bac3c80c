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

    /// The text's height now, in pixels: opened, the height its scroller asks for (set before it is given).
    var textHeight: Int {
        guard let expansion else { return Int(gtk_widget_get_allocated_height(textBox)) }
        return Int(gtk_scrolled_window_get_max_content_height(asScrolledWindow(expansion)))
    }

    /// Shows the whole text, scrolling past `maxTextHeight` pixels.
    func expand(maxTextHeight: Int) {
        guard expansion == nil, let scroller = gtk_scrolled_window_new(nil, nil),
            let viewport = gtk_viewport_new(nil, nil)
        else { return }
        // Read first: the labels, once expanded, cut nothing, and the text stops taking the keyboard until
        // `expansion` is set.
        let hadFocus = textHasFocus
        collapsedTextHeight = max(1, gtk_widget_get_allocated_height(textBox))
        openedTextWidth = max(1, gtk_widget_get_allocated_width(textBox))
        for label in textLabels { label.setExpanded(true) }
        gtk_scrolled_window_set_policy(asScrolledWindow(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // The text keeps the keyboard: the scroller around it is no stop of its own (an unnamed "scroll pane").
        gtk_widget_set_can_focus(scroller, 0)
        setHeight(of: scroller, maxTextHeight: maxTextHeight)
        gtk_viewport_set_shadow_type(asViewport(viewport), GTK_SHADOW_NONE)
        gtk_container_add(asContainer(scroller), viewport)
        move(textBox, from: row, to: viewport)
        Gtk.pack(row, scroller, expand: true)
        gtk_box_reorder_child(asBox(row), scroller, 1)
        // Not show_all: the text's hidden parts (an empty row, the progress bar of a snack without one) stay hidden.
        for widget in [scroller, viewport] { Gtk.setVisible(widget, true) }
        expansion = scroller
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

    /// The scroller's height: the whole text's at the width the text has, up to `maxTextHeight`. A scrolled
    /// window asks its child's height at the child's narrowest width (one character for these labels), so it
    /// is given the height at the text's width instead: the width it opened at until it is allocated in the
    /// scroller (a widget taken out of its container is 1 px wide, where the text would be thousands tall).
    private func setHeight(of scroller: UnsafeMutablePointer<GtkWidget>, maxTextHeight: Int) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        let allocated = gtk_widget_get_allocated_width(textBox)
        gtk_widget_get_preferred_height_for_width(textBox, allocated > 1 ? allocated : openedTextWidth, &minimum, &natural)
        let height = min(max(minimum, natural), Int32(max(1, maxTextHeight)))
        // GTK refuses a minimum over the maximum: unset first, so that the text can grow as well as shrink.
        gtk_scrolled_window_set_min_content_height(asScrolledWindow(scroller), -1)
        gtk_scrolled_window_set_max_content_height(asScrolledWindow(scroller), height)
        gtk_scrolled_window_set_min_content_height(asScrolledWindow(scroller), height)
    }

    /// Back to the clamped lines.
    func collapse() {
        guard let scroller = expansion, let viewport = gtk_bin_get_child(asBin(scroller)) else { return }
        expansion = nil
        let hadFocus = textHasFocus
        move(textBox, from: viewport, to: row)
        gtk_box_set_child_packing(asBox(row), textBox, 1, 1, 0, GTK_PACK_START)
        gtk_box_reorder_child(asBox(row), textBox, 1)
        gtk_widget_destroy(scroller)
        for label in textLabels { label.setExpanded(false) }
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

    /// Moves `child` between containers, keeping it alive in between.
    private func move(
        _ child: UnsafeMutablePointer<GtkWidget>, from: UnsafeMutablePointer<GtkWidget>,
        to: UnsafeMutablePointer<GtkWidget>
    ) {
        g_object_ref(asGPointer(child))
        gtk_container_remove(asContainer(from), child)
        gtk_container_add(asContainer(to), child)
        g_object_unref(asGPointer(child))
    }
}
