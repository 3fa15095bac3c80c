/// What a screen reader hears for a snack, for both renderers: the kind's word ("Urgent" for a high-priority
/// error, as a critical notification is), then the snack's texts (title and message) as plain text joined by
/// ": ", then the fold counter ("×3").
///
/// A renderer passes its markup reader (Pango's, which both GTK 3 and GTK 4 use): the text a valid markup
/// shows, nil for markup that is not valid (the text itself is spoken then). Links are read as their text:
/// their tags go before the reader sees the markup, as GtkLabel takes them before Pango does.
package enum SpokenText {
    /// The accessible name of `snack`.
    package static func of(_ snack: Snack, readingMarkup read: (String) -> String?) -> String {
        let text = snack.texts.map { plain($0, isMarkup: snack.usesMarkup, readingMarkup: read) }.filter { !$0.isEmpty }
        // A critical notification takes the error palette; "Error" would say what it is not ("Battery low").
        let word = snack.kind == .negative && snack.priority == .high ? localized("Urgent") : snack.kind.spokenName
        let named = [word ?? "", text.joined(separator: ": ")].filter { !$0.isEmpty }.joined(separator: ", ")
        let count = repeatText(snack.repeatCount)
        return count.isEmpty ? named : named + " " + count
    }

    /// What a reader hears after the name of a snack with buttons: "Actions: Open, Undo, Keep." in the order
    /// the keyboard reaches them (the body's named tap, the inline ones, those under "More", the long one);
    /// empty without any. So a reader hears as the snack comes what the keyboard can do there.
    package static func actions(of snack: Snack) -> String {
        let buttons: [SnackAction?] = [snack.action, snack.secondaryAction] + snack.moreActions + [snack.longAction]
        let labels = ([snack.onTap == nil ? nil : snack.tapLabel] + buttons.map { $0?.label }).compactMap { $0 }
        return labels.isEmpty ? "" : localized("Actions: %s.", labels.joined(separator: ", "))
    }

    /// `text` as plain text: itself unless `isMarkup`, else what the markup shows, links as their text.
    package static func plain(_ text: String, isMarkup: Bool, readingMarkup read: (String) -> String?) -> String {
        guard isMarkup else { return text }
        return read(withoutLinkTags(text)) ?? text
    }

    /// The fold counter of a snack that arrived `count` times ("×3"), empty for one that arrived once.
    package static func repeatText(_ count: Int) -> String { count > 1 ? "×\(count)" : "" }

    /// `text` without its `<a …>` and `</a>` tags (their content stays), for Pango's check: GtkLabel
    /// handles links itself before Pango sees the rest.
    package static func withoutLinkTags(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(ofText: "<a") {
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
        return result.replacingText("</a>", with: "")
    }
}
