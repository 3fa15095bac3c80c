extension NotificationMarkup {
    /// Markup as the text it shows: tags dropped, `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` read back; text that is
    /// not markup Pango reads (`isWellFormed`) as it is, as a label shows it. What rules match a summary
    /// against and what the history lists, whichever way the text came.
    public static func plainText(_ markup: String) -> String {
        guard isWellFormed(markup) else { return markup }
        var output = ""
        var rest = Substring(markup)
        while let index = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            output += rest[..<index]
            rest = rest[index...]
            if rest.first == "<", let close = rest.firstIndex(of: ">") {
                rest = rest[rest.index(after: close)...]
                continue
            }
            let entities: [(String, String)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'")]
            if let (entity, text) = entities.first(where: { rest.hasPrefix($0.0) }) {
                output += text
                rest = rest.dropFirst(entity.count)
            } else {
                output.append(rest.removeFirst())
            }
        }
        return output + rest
    }
}
