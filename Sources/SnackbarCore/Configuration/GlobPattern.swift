/// A shell-style pattern matched against a whole text: `*` any run of characters (none included), `?`
/// one character, `\` makes the next character literal; everything else matches itself, case-sensitively.
/// `*firefox*` finds a word anywhere; `Firefox` only that exact text.
package struct GlobPattern: Sendable, Equatable {
    /// The longest pattern accepted, in characters.
    package static let maximumCharacters = 256

    private enum Token: Equatable {
        case literal(Character)
        case one
        case any
    }

    /// The pattern as written.
    package let text: String
    private let tokens: [Token]

    /// Nil when `text` is longer than `maximumCharacters`.
    package init?(_ text: String) {
        guard text.count <= Self.maximumCharacters else { return nil }
        self.text = text
        var tokens: [Token] = []
        var escaped = false
        for character in text {
            switch (escaped, character) {
            case (false, "\\"):
                escaped = true
                continue
            case (false, "*"): if tokens.last != .any { tokens.append(.any) }
            case (false, "?"): tokens.append(.one)
            default: tokens.append(.literal(character))
            }
            escaped = false
        }
        if escaped { tokens.append(.literal("\\")) }
        self.tokens = tokens
    }

    /// Whether the whole of `subject` matches. Time grows with the pattern's and the subject's lengths
    /// multiplied, at worst (one backtrack point, the last `*`).
    package func matches(_ subject: String) -> Bool {
        let characters = Array(subject)
        var (position, index) = (0, 0)
        var resume: (token: Int, position: Int)?
        while position < characters.count {
            if index < tokens.count {
                switch tokens[index] {
                case .any:
                    resume = (index, position)
                    index += 1
                    continue
                case .one:
                    (position, index) = (position + 1, index + 1)
                    continue
                case .literal(let wanted) where wanted == characters[position]:
                    (position, index) = (position + 1, index + 1)
                    continue
                case .literal:
                    break
                }
            }
            guard let last = resume else { return false }
            resume = (last.token, last.position + 1)
            (position, index) = (last.position + 1, last.token + 1)
        }
        while index < tokens.count, tokens[index] == .any { index += 1 }
        return index == tokens.count
    }
}
