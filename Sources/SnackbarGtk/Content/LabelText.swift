import CGtk
import SnackbarCore

/// What a label is given of a snack's text: never unchecked markup, never more than its lines can show.
///
/// Line breaks become line separators (`LineBreaks`), so the label's line limit holds for the whole text;
/// and the label gets at most its lines' worth of text, so the layout's cost does not grow with the message.
enum LabelText {
    /// What to put on a label: markup as the caller wrote it (its links work), or plain text with the
    /// attributes of markup that had to be taken apart, and whether some text was left out.
    enum Content {
        case markup(String)
        case text(String, attributes: CheckedMarkup?, cut: Bool)
    }

    /// The content for `text`: literal unless `usesMarkup`, and literal too when that markup is invalid
    /// (with a warning); markup longer than `lines` can show, or with sizes past the bounds
    /// (`CheckedMarkup`), is shown as its plain text with the attributes that stay.
    static func content(for text: String, usesMarkup: Bool, lines: Int) -> Content {
        guard usesMarkup else {
            let plain = LineBreaks.asSeparators(text, inMarkup: false)
            let shown = LineBreaks.firstLines(of: plain, lines: lines)
            return .text(shown, attributes: nil, cut: shown != plain)
        }
        let markup = LineBreaks.asSeparators(text, inMarkup: true)
        guard let checked = CheckedMarkup(markup) else {
            SnackLog.warn("invalid Pango markup shown as plain text: \(text.prefix(80))")
            return content(for: text, usesMarkup: false, lines: lines)
        }
        let shown = LineBreaks.firstLines(of: checked.plain, lines: lines)
        guard shown != checked.plain || checked.droppedAny else { return .markup(markup) }
        return .text(shown, attributes: checked, cut: shown != checked.plain)
    }
}
