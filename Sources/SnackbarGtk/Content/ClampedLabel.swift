import CGtk
import SnackbarCore
import SnackbarGlue

/// A snack's title or message label: at most `lines` lines whatever the text (`LabelText`), the full text
/// in its tooltip whenever some of it is not shown (cut by `LabelText`, or ellipsized by Pango). Screen readers get the full text from the
/// window's accessible name. Expanded, it shows the whole text on as many lines as it takes.
///
/// The widget belongs to the container it is packed in; its size-allocate handler goes with it.
@MainActor
final class ClampedLabel {
    /// The lines an expanded label may take: every character of the longest message on a line of its own.
    static let expandedLines = SnackLimits.messageCharacters

    let widget: UnsafeMutablePointer<GtkWidget>
    private let lines: Int
    /// The text as a reader reads it (markup stripped), for the tooltip.
    /// The whole text, plain (markup taken out).
    private(set) var fullText = ""
    /// Whether `LabelText` left some of the text out.
    private var isCut = false
    /// The whole text in the tooltip while some of it is hidden; nil while all of it shows.
    private var tooltip: String?
    /// Whether its accessible is named by `fullText` (from the first time some of the text was hidden on).
    private var isNamedByFullText = false
    /// The text and whether it is markup, as last shown, to show again expanded or not.
    private var shown = (text: "", usesMarkup: false)
    /// Shows the whole text (see `setExpanded`).
    private(set) var isExpanded = false
    /// Called when some of the text becomes hidden or all of it shown again.
    var onHiddenTextChange: (() -> Void)?

    /// Whether some of the text is not shown now (cut or ellipsized).
    var hidesText: Bool { tooltip != nil }

    /// The width its text takes unwrapped (each paragraph on one line), in pixels; 0 while hidden.
    var unwrappedWidth: Int {
        guard gtk_widget_get_visible(widget) != 0, let layout = gtk_label_get_layout(asLabel(widget)),
            let copy = pango_layout_copy(layout)
        else { return 0 }
        defer { g_object_unref(asGPointer(copy)) }
        pango_layout_set_width(copy, -1)
        pango_layout_set_ellipsize(copy, PANGO_ELLIPSIZE_NONE)
        var width: Int32 = 0
        pango_layout_get_pixel_size(copy, &width, nil)
        return Int(width)
    }

    init(cssClass: String, lines: Int) {
        self.lines = max(1, lines)
        widget = Gtk.label(cssClass: cssClass, lines: Int32(self.lines))
        // Only once laid out does Pango know whether it ellipsized.
        connectIgnoringArgument(asGPointer(widget), "size-allocate") { [weak self] in self?.updateTooltip() }
        // The app a link opens gets the desktop's XCURSOR_PATH, never the service's cursor cache.
        if CursorThemeCache.opensLinks {
            ObjectSignal.connectActivateLink(asGPointer(widget)) { [widget] uri in SnackbarPresenter.openLink(uri, from: widget) }
        }
    }

    /// Shows `text` (Pango markup if `usesMarkup`), hidden when empty.
    func show(_ text: String, usesMarkup: Bool) {
        shown = (text, usesMarkup)
        fullText = usesMarkup ? SnackWindow.plainText(text, isMarkup: true) : text
        switch LabelText.content(for: text, usesMarkup: usesMarkup, lines: isExpanded ? Self.expandedLines : lines) {
        case .markup(let markup):
            isCut = false
            UnhyphenatedText.apply(nil, to: asLabel(widget))
            gtk_label_set_markup(asLabel(widget), markup)
        case .text(let plain, let checked, let cut):
            isCut = cut
            gtk_label_set_text(asLabel(widget), plain)
            UnhyphenatedText.apply(checked?.attributes, to: asLabel(widget))
        }
        Gtk.setVisible(widget, !text.isEmpty)
        if isNamedByFullText { nameByFullText() }
        followTextDirection()
        updateTooltip()
    }

    /// Shows the whole text (no line limit, no ellipsis), or goes back to `lines` lines.
    func setExpanded(_ expanded: Bool) {
        guard expanded != isExpanded else { return }
        isExpanded = expanded
        gtk_label_set_lines(asLabel(widget), expanded ? -1 : Int32(lines))
        gtk_label_set_ellipsize(asLabel(widget), expanded ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        show(shown.text, usesMarkup: shown.usesMarkup)
    }

    /// Reads the label in its own text's direction, whatever the locale's: Hebrew starts at the right under
    /// an English locale, English at the left under a Hebrew one. Pango resolves the direction from the
    /// first strong character; a text without one (digits, punctuation) keeps the locale's.
    private func followTextDirection() {
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_NONE)
        let rightToLeft = pango_layout_get_direction(gtk_label_get_layout(asLabel(widget)), 0) == PANGO_DIRECTION_RTL
        gtk_widget_set_direction(widget, rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }

    /// The tooltip follows the text: a kept window's next snack, cut as the last one was, offers its own text,
    /// never the one before.
    private func updateTooltip() {
        let hides = isCut || pango_layout_is_ellipsized(gtk_label_get_layout(asLabel(widget))) != 0
        let wanted = hides ? TextClamp.clamp(fullText, characters: SnackLimits.tooltipCharacters) : nil
        guard wanted != tooltip else { return }
        let changesHiding = (wanted != nil) != hidesText
        tooltip = wanted
        gtk_widget_set_tooltip_text(widget, wanted)
        if hides { nameByFullText() }
        if changesHiding { onHiddenTextChange?() }
    }

    /// Names the label's accessible by its whole text, which the window's name holds: Orca speaks a notification's
    /// name, then each label inside whose name the window's does not hold, and a cut text's shown part would be a
    /// second, shorter reading of the same words. Only once some text was hidden: a label whose text shows whole
    /// is named by it already, and its accessible is not made before a screen reader asks for it.
    private func nameByFullText() {
        isNamedByFullText = true
        if let accessible = gtk_widget_get_accessible(widget) { atk_object_set_name(accessible, fullText) }
    }
}
