import CSnackbarGtk4
import SnackbarCore

/// What screen readers hear. GTK 4.8 has no announce call, so a snack is heard through the accessibility
/// tree: the card's role is alert (AT-SPI's notification role, which Orca speaks as it shows) and its
/// label says the kind, title and message, like the GTK 3 snack window's name.
extension SnackCard {
    /// The card's accessible label: the kind's word, then title and message as plain text, then the fold
    /// counter.
    static func spokenText(_ snack: Snack) -> String {
        let title = plainText(snack.title ?? "", isMarkup: snack.usesMarkup)
        let message = plainText(snack.message, isMarkup: snack.usesMarkup)
        let text = [title, message].filter { !$0.isEmpty }.joined(separator: ": ")
        let named = [snack.kind.spokenName ?? "", text].filter { !$0.isEmpty }.joined(separator: ", ")
        return snack.repeatCount > 1 ? named + " ×\(snack.repeatCount)" : named
    }

    /// Markup stripped when it is valid markup, the text itself otherwise.
    private static func plainText(_ text: String, isMarkup: Bool) -> String {
        guard isMarkup else { return text }
        var plain: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(text, -1, 0, nil, &plain, nil, nil) != 0, let plain else { return text }
        defer { g_free(plain) }
        return String(cString: plain)
    }
}
