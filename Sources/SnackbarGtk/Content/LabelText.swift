import CGtk

/// Puts snack text on labels without ever handing Pango unchecked markup.
enum LabelText {
    /// Whether a GtkLabel accepts `text` as markup: Pango's markup plus GtkLabel's own `<a href>` links
    /// (which notification bodies often carry). Pure; needs no display.
    static func isValidMarkup(_ text: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let ok = pango_parse_markup(withoutLinkTags(text), -1, 0, nil, nil, nil, &error) != 0
        if let error { g_error_free(error) }
        return ok
    }

    /// `text` without its `<a …>` and `</a>` tags (their content stays), for Pango's check: GtkLabel
    /// handles links itself before Pango sees the rest.
    static func withoutLinkTags(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<a") {
            let afterName = rest[open.upperBound...]
            let isLinkTag = afterName.first == ">" || afterName.first == " "
            guard isLinkTag, let close = afterName.firstIndex(of: ">") else {
                result += rest[..<open.upperBound]
                rest = afterName
                continue
            }
            result += rest[..<open.lowerBound]
            rest = afterName[afterName.index(after: close)...]
        }
        result += rest
        return result.replacing("</a>", with: "")
    }

    /// `text` with `<`, `>`, `&` and quotes escaped, so Pango shows it literally.
    static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// The markup a label gets: `text` itself when it is valid markup the caller asked for, otherwise the
    /// escaped text (with a warning when the caller's markup was invalid).
    static func markup(for text: String, usesMarkup: Bool) -> String {
        guard usesMarkup else { return escaped(text) }
        if isValidMarkup(text) { return text }
        SnackLog.warn("invalid Pango markup shown as plain text: \(text.prefix(80))")
        return escaped(text)
    }

    /// Sets the label's text: literal unless `usesMarkup`, and literal too when that markup is invalid.
    @MainActor
    static func set(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String, usesMarkup: Bool) {
        gtk_label_set_markup(asLabel(label), markup(for: text, usesMarkup: usesMarkup))
    }
}
