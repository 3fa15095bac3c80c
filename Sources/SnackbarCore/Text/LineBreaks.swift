/// A text's line breaks for a label limited to a number of lines. Pango limits a label's lines per
/// paragraph, and every `\n` starts a paragraph: a 200-line message made a 4069-pixel popup. Line breaks
/// become U+2028 LINE SEPARATOR, which breaks the line inside one paragraph, so the label's line limit holds
/// for the whole text, explicit breaks included. Both renderers' labels take their text this way.
package enum LineBreaks {
    /// Pango's line separator.
    package static let separator: Unicode.Scalar = "\u{2028}"

    /// `text` with every line break (`\n`, `\r\n`, `\r`, U+2029) as a line separator; in markup, those inside
    /// tags stay (they separate attributes there). A space goes before each separator that follows no white
    /// space: where the label's last line is cut, Pango runs the rest of the text into it and draws the
    /// separator as nothing ("Friday.The budget…").
    package static func asSeparators(_ text: String, inMarkup: Bool) -> String {
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
            if let last = result.last, !last.properties.isWhitespace { result.append(" ") }
            result.append(separator)
        }
        return String(result)
    }

    /// Characters given to a label per line it may show: more than the narrowest font fits in a popup.
    package static let charactersPerLine = 150
    /// UTF-8 bytes given to a label per line it may show: more than a line of any script holds, and what
    /// bounds the cost of characters carrying many combining marks (shaping costs per scalar).
    package static let bytesPerLine = 200

    /// `text` (its breaks separators already) cut to what `lines` lines can show: its first `lines` lines, the
    /// last of them ending in "…" when more follow, at most `lines` × `charactersPerLine` characters and
    /// `lines` × `bytesPerLine` bytes. A label measured before it has a width lays out every line it is
    /// given, whatever its limit: the layout's cost and that first height then do not grow with the message.
    package static func firstLines(of text: String, lines: Int) -> String {
        let clamp = { (text: String) in TextClamp.clamp(text, characters: lines * charactersPerLine, bytes: lines * bytesPerLine) }
        let parts = text.unicodeScalars.split(separator: separator, maxSplits: lines, omittingEmptySubsequences: false)
        guard parts.count > lines else { return clamp(text) }
        var kept = String.UnicodeScalarView()
        for (index, part) in parts.prefix(lines).enumerated() {
            if index > 0 { kept.append(separator) }
            kept.append(contentsOf: part)
        }
        // The ellipsis follows the last word, not the space put before the separator.
        while kept.last?.properties.isWhitespace == true { kept.removeLast() }
        return clamp(String(kept) + TextClamp.ellipsis)
    }
}
