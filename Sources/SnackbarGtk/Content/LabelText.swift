import CGtk
import SnackbarCore

/// What a label is given of a snack's text: never unchecked markup, never more than its lines can show.
///
/// Pango limits a label's lines per paragraph, and every `\n` starts a paragraph: a 200-line message made
/// a 4069-pixel popup. Line breaks become U+2028 LINE SEPARATOR, which breaks the line inside one
/// paragraph, so the label's line limit holds for the whole text, explicit breaks included; and the
/// label gets at most its lines' worth of text, so the layout's cost does not grow with the message.
enum LabelText {
    /// What to put on a label: markup as the caller wrote it (its links work), or plain text with the
    /// attributes of markup that had to be taken apart, and whether some text was left out.
    enum Content {
        case markup(String)
        case text(String, attributes: CheckedMarkup?, cut: Bool)
    }

    /// Characters given to a label per line it may show: more than the narrowest font fits in a popup.
    static let charactersPerLine = 150
    /// UTF-8 bytes given to a label per line it may show: more than a line of any script holds, and what
    /// bounds the cost of characters carrying many combining marks (shaping costs per scalar).
    static let bytesPerLine = 200
    /// Pango's line separator.
    static let lineSeparator: Unicode.Scalar = "\u{2028}"

    /// The content for `text`: literal unless `usesMarkup`, and literal too when that markup is invalid
    /// (with a warning); markup longer than `lines` can show, or with sizes past the bounds
    /// (`CheckedMarkup`), is shown as its plain text with the attributes that stay.
    static func content(for text: String, usesMarkup: Bool, lines: Int) -> Content {
        guard usesMarkup else {
            let plain = breaksAsSeparators(text, inMarkup: false)
            let shown = forDisplay(plain, lines: lines)
            return .text(shown, attributes: nil, cut: shown != plain)
        }
        let markup = breaksAsSeparators(text, inMarkup: true)
        guard let checked = CheckedMarkup(markup) else {
            SnackLog.warn("invalid Pango markup shown as plain text: \(text.prefix(80))")
            return content(for: text, usesMarkup: false, lines: lines)
        }
        let shown = forDisplay(checked.plain, lines: lines)
        guard shown != checked.plain || checked.droppedAny else { return .markup(markup) }
        return .text(shown, attributes: checked, cut: shown != checked.plain)
    }

    /// `text` cut to what `lines` lines can show: its first `lines` lines, the last of them ending in "…"
    /// when more follow, at most `lines` × `charactersPerLine` characters and `lines` × `bytesPerLine` bytes.
    static func forDisplay(_ text: String, lines: Int) -> String {
        let clamp = { (text: String) in TextClamp.clamp(text, characters: lines * charactersPerLine, bytes: lines * bytesPerLine) }
        let parts = text.unicodeScalars.split(separator: lineSeparator, maxSplits: lines, omittingEmptySubsequences: false)
        guard parts.count > lines else { return clamp(text) }
        var kept = String.UnicodeScalarView()
        for (index, part) in parts.prefix(lines).enumerated() {
            if index > 0 { kept.append(lineSeparator) }
            kept.append(contentsOf: part)
        }
        return clamp(String(kept) + TextClamp.ellipsis)
    }

    /// `text` with every line break (`\n`, `\r\n`, `\r`, U+2029) as a line separator; in markup, those
    /// inside tags stay (they separate attributes there).
    static func breaksAsSeparators(_ text: String, inMarkup: Bool) -> String {
        var result = String.UnicodeScalarView()
        var insideTag = false
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar == "\r" && !insideTag }
            if inMarkup && scalar == "<" { insideTag = true }
            if inMarkup && scalar == ">" { insideTag = false }
            guard !insideTag, ["\n", "\r", "\u{2029}"].contains(scalar) else {
                result.append(scalar)
                continue
            }
            if scalar == "\n" && afterReturn { continue }
            result.append(lineSeparator)
        }
        return String(result)
    }
}
