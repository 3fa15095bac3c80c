/// Cutting text to a bound without splitting a character: what `Snack.validated()` does to titles,
/// messages and button labels (see `SnackLimits`).
public enum TextClamp {
    /// The ellipsis a cut text ends in.
    public static let ellipsis = "…"

    /// `text` with at most `characters` characters and `bytes` UTF-8 bytes, the ellipsis included when
    /// it was cut, and no character longer than `SnackLimits.scalarsPerCharacter` scalars (the extra
    /// combining marks dropped).
    public static func clamp(_ text: String, characters: Int, bytes: Int = .max) -> String {
        guard exceeds(text, characters: characters, bytes: bytes) else { return text }
        var result = ""
        var count = 0
        var used = 0
        var cut = false
        for character in text {
            let kept = trimmed(character)
            if count == characters || used + kept.utf8.count > bytes {
                cut = true
                break
            }
            result.append(kept)
            count += 1
            used += kept.utf8.count
        }
        guard cut else { return result }
        // Room for the ellipsis within both bounds.
        while let last = result.last, count + 1 > characters || used + ellipsis.utf8.count > bytes {
            result.removeLast()
            count -= 1
            used -= last.utf8.count
        }
        return result + ellipsis
    }

    /// Whether `clamp` would change `text`: cheap for short text, and stops counting at the bound.
    public static func exceeds(_ text: String, characters: Int, bytes: Int = .max) -> Bool {
        if text.utf8.count > bytes { return true }
        // The common case, decided without breaking the text into characters: short ASCII.
        if text.utf8.count <= characters && text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        // Otherwise count characters, stopping at the bound, and look at each one's scalars.
        var count = 0
        for character in text {
            count += 1
            if count > characters || character.unicodeScalars.count > SnackLimits.scalarsPerCharacter { return true }
        }
        return false
    }

    private static func trimmed(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        guard scalars.count > SnackLimits.scalarsPerCharacter else { return String(character) }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.prefix(SnackLimits.scalarsPerCharacter))
        return String(kept)
    }
}
