/// The duration, close-button and content rules, enforced here and nowhere else.
extension Snack {
    /// Whether any button is set (without building the `actions` array: this runs on every add).
    var hasActions: Bool {
        storage.fields.action != nil || storage.fields.secondaryAction != nil || storage.fields.longAction != nil
    }

    /// The duration actually used: any action raises it to at least `.long` (10 s).
    public var effectiveDuration: SnackDuration {
        guard hasActions, let seconds = duration.seconds,
              let long = SnackDuration.long.seconds, seconds < long else { return duration }
        return .long
    }

    /// Whether the close button shows: asked for, or forced by an infinite duration.
    public var effectiveShowsCloseButton: Bool {
        showsCloseButton || effectiveDuration == .infinite
    }

    /// The key two snacks dedupe on: the id when given, otherwise title and message.
    public var dedupeKey: String {
        hasExplicitID ? "id\u{1}" + id : "text\u{1}" + (title ?? "") + "\u{1}" + message
    }

    /// Throws the error that refuses this snack, if any: no title and no message; an invalid custom
    /// duration; a progress fraction that is not a number; two actions with one id.
    public func validate() throws(SnackError) {
        if (title ?? "").isEmpty && message.isEmpty { throw .emptyContent }
        try duration.validate()
        if case .fraction(let value) = progress, value.isNaN { throw .invalidProgress(value) }
        let (first, second, third) = (action?.id, secondaryAction?.id, longAction?.id)
        if let id = first, id == second || id == third { throw .duplicateActionID(id) }
        if let id = second, id == third { throw .duplicateActionID(id) }
    }

    /// This snack with its rules applied, or the error that refuses it (see `validate()`).
    /// Normalises: the message cut to `maxMessageBytes` with "…"; progress clamped to 0…1.
    public func validated() throws(SnackError) -> Snack {
        try validate()
        var snack = self
        snack.normalize()
        return snack
    }

    /// Whether `normalize()` would change anything; lets the board skip a copy in the common case.
    var needsNormalizing: Bool {
        if case .fraction(let value) = progress, !(0...1).contains(value) { return true }
        return message.utf8.count > Snack.maxMessageBytes
    }

    mutating func normalize() {
        if case .fraction(let value) = progress { progress = .fraction(min(max(value, 0), 1)) }
        if message.utf8.count > Snack.maxMessageBytes {
            message = Snack.truncated(message, maxBytes: Snack.maxMessageBytes)
        }
    }

    /// `text` cut at the last whole character that fits `maxBytes` of UTF-8 together with "…".
    static func truncated(_ text: String, maxBytes: Int) -> String {
        guard text.utf8.count > maxBytes else { return text }
        let ellipsis = "…"
        let budget = maxBytes - ellipsis.utf8.count
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let size = text[index...].prefix(1).utf8.count
            if used + size > budget { break }
            used += size
            end = text.index(after: index)
        }
        return String(text[..<end]) + ellipsis
    }
}
