import CGtk

/// What screen readers hear: role notification (alert for warnings and errors), name title + message.
extension SnackWindow {
    func describe(_ snack: Snack) {
        guard let accessible = gtk_widget_get_accessible(window) else { return }
        let urgent = snack.kind == .negative || snack.kind == .warning
        atk_object_set_role(accessible, urgent ? ATK_ROLE_ALERT : ATK_ROLE_NOTIFICATION)
        let plainTitle = Self.plainText(snack.title ?? "", isMarkup: snack.usesMarkup)
        let plainMessage = Self.plainText(snack.message, isMarkup: snack.usesMarkup)
        atk_object_set_name(accessible, [plainTitle, plainMessage].filter { !$0.isEmpty }.joined(separator: ": "))
    }

    /// The text a reader speaks: markup stripped when it is valid markup, the text itself otherwise.
    nonisolated static func plainText(_ text: String, isMarkup: Bool) -> String {
        guard isMarkup else { return text }
        var plain: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(text, -1, 0, nil, &plain, nil, nil) != 0, let plain else { return text }
        defer { g_free(plain) }
        return String(cString: plain)
    }
}
