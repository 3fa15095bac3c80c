/// The reading-time rule: a snack with a named duration (`.short`, `.long`) stays at least as long as its
/// text takes to read, so long messages stay longer (WCAG 2.2.1). An explicit number of seconds is the
/// caller's own choice and is kept as given; the user's time scale still multiplies it.
///
/// The formula, in seconds: `min(cap, margin + words × 60 / wordsPerMinute)` = `min(30, 2 + words / 3)`,
/// where `words` counts the title's and the message's words (see `words(in:)`). The snack stays the larger
/// of that and its duration: 6 words or fewer keep `.short`'s 4 s, 24 words or fewer `.long`'s 10 s,
/// 84 words or more stay 30 s.
public enum ReadingTime {
    /// Words read per minute: below the 200–250 of an adult reading prose, because a snack is read
    /// unexpectedly, after the eye has found it.
    public static let wordsPerMinute: Double = 180
    /// Seconds added for noticing the snack and moving the eyes to it.
    public static let marginSeconds: Double = 2
    /// The longest time the rule asks for: past it, the text is for the tooltip and the screen reader.
    public static let capSeconds: Double = 30
    /// Characters counted as one word in text without spaces between words (Chinese, Japanese, a URL).
    public static let charactersPerWord = 6

    /// The seconds `words` words take to read: `min(30, 2 + words × 60 / 180)`.
    public static func seconds(forWords words: Int) -> Double {
        min(capSeconds, marginSeconds + Double(words) * 60 / wordsPerMinute)
    }

    /// The words of `text`: its runs of non-space characters, or its non-space Unicode scalars divided by 6
    /// (rounded down) when that is more, so text without spaces (or one long word) counts by its length.
    public static func words(in text: String) -> Int {
        var runs = 0
        var letters = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            // ASCII without the Unicode property tables: this runs on every add.
            let isSpace = scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isSpace {
                inWord = false
            } else {
                letters += 1
                if !inWord { runs += 1 }
                inWord = true
            }
        }
        return max(runs, letters / charactersPerWord)
    }
}
