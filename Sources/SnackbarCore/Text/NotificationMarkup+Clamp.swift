extension NotificationMarkup {
    /// `markup` cut to at most `characters` characters and `bytes` UTF-8 bytes, as `TextClamp.clamp` cuts plain
    /// text, and still markup: a cut never leaves half a tag or entity, and the elements open where it falls
    /// close after the ellipsis (`<b>Bold …</b>`). Markup that is not well formed is cut as plain text: a label
    /// shows it as it is.
    public static func clamp(_ markup: String, characters: Int, bytes: Int = .max) -> String {
        guard TextClamp.exceeds(markup, characters: characters, bytes: bytes), isWellFormed(markup) else {
            return TextClamp.clamp(markup, characters: characters, bytes: bytes)
        }
        // The closing tags count against the bounds too: each try keeps less until the whole fits.
        var (keep, keepBytes) = (characters, bytes)
        while keep > 0 {
            let cut = TextClamp.clamp(markup, characters: keep, bytes: keepBytes)
            var kept = Substring(cut.hasSuffix(TextClamp.ellipsis) ? String(cut.dropLast()) : cut)
            // A tag or an entity the cut fell inside goes whole.
            if let open = kept.lastIndex(of: "<"), !kept[open...].contains(">") { kept = kept[..<open] }
            if let start = kept.lastIndex(of: "&"), !kept[start...].contains(";") { kept = kept[..<start] }
            guard let open = openElements(String(kept)) else { return TextClamp.clamp(markup, characters: characters, bytes: bytes) }
            let result = kept + TextClamp.ellipsis + open.reversed().map { "</\($0)>" }.joined()
            let over = (characters: result.count - characters, bytes: result.utf8.count - bytes)
            if over.characters <= 0 && over.bytes <= 0 { return String(result) }
            keep -= max(1, over.characters)
            keepBytes -= max(0, over.bytes)
        }
        return TextClamp.clamp(plainText(markup), characters: characters, bytes: bytes)
    }
}
