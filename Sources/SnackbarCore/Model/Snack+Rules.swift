/// The duration, close-button and content rules, enforced here and nowhere else.
extension Snack {
    /// Whether any button is set (without building the `actions` array: this runs on every add).
    var hasActions: Bool {
        storage.fields.action != nil || storage.fields.secondaryAction != nil || storage.fields.longAction != nil
            || !storage.fields.moreActions.isEmpty
    }

    /// The duration actually used: any action raises it to at least `.long` (10 s); then a named duration
    /// (`.short`, `.long`) grows to the text's reading time when that is longer (see `ReadingTime`):
    /// `.custom(min(30, 2 + words / 3))`. An explicit number of seconds is kept as given (unless an action
    /// raised it to `.long`).
    public var effectiveDuration: SnackDuration {
        var base = content.duration
        if hasActions, let seconds = base.seconds, let long = SnackDuration.long.seconds, seconds < long { base = .long }
        guard base == .short || base == .long, let seconds = base.seconds else { return base }
        let words = content.texts.reduce(0) { $0 + ReadingTime.words(in: $1) }
        let reading = ReadingTime.seconds(forWords: words)
        return reading > seconds ? .custom(reading) : base
    }

    /// The seconds the snack's timer runs, or nil for infinite: `effectiveDuration` multiplied by the
    /// user's `timeScale` (`UserPreferences`).
    public func timerSeconds(timeScale: Double) -> Double? {
        effectiveDuration.seconds.map { $0 * timeScale }
    }

    /// Whether the close button shows: asked for, or forced by an infinite duration.
    public var effectiveShowsCloseButton: Bool {
        content.showsCloseButton || content.duration == .infinite
    }

    /// The key two snacks dedupe on: the id when given, otherwise its texts (title and message).
    public var dedupeKey: String {
        hasExplicitID ? "id\u{1}" + id : "text\u{1}" + content.texts.joined(separator: "\u{1}")
    }

    /// Throws the error that refuses this snack, if any: no title and no message (or only white space); an
    /// action whose label is blank, or a blank `tapLabel`; an invalid custom duration; a progress fraction that
    /// is not a number; two actions with one id.
    public func validate() throws(SnackError) {
        if content.texts.allSatisfy(\.isBlank) { throw .emptyContent }
        // A blank button shows nothing and is an unnamed stop for a screen reader.
        try Self.checkLabel(action)
        try Self.checkLabel(secondaryAction)
        try Self.checkLabel(longAction)
        for more in moreActions { try Self.checkLabel(more) }
        // The body named by a blank label is as unnamed a stop as a blank button.
        if let tapLabel, tapLabel.isBlank { throw .blankTapLabel }
        try content.duration.validate()
        if case .fraction(let value) = content.progress, value.isNaN { throw .invalidProgress(value) }
        let (first, second, third) = (action?.id, secondaryAction?.id, longAction?.id)
        if let id = first, id == second || id == third { throw .duplicateActionID(id) }
        if let id = second, id == third { throw .duplicateActionID(id) }
    }

    /// This snack with its rules applied, or the error that refuses it (see `validate()`).
    /// Normalises: the texts cut to their bounds (`SnackTextRow.bound`) and button labels to `SnackLimits`,
    /// with "…"; progress clamped to 0…1.
    public func validated() throws(SnackError) -> Snack {
        try validate()
        var snack = self
        snack.normalize()
        return snack
    }

    /// Whether `normalize()` would change anything; lets the board skip a copy in the common case.
    var needsNormalizing: Bool {
        if case .fraction(let value) = content.progress, !(0...1).contains(value) { return true }
        for row in SnackTextRow.allCases {
            let bound = row.bound
            if TextClamp.exceeds(row.text(of: content), characters: bound.characters, bytes: bound.bytes) { return true }
        }
        for action in [action, secondaryAction, longAction] + moreActions.map(Optional.some) {
            if let label = action?.label, TextClamp.exceeds(label, characters: SnackLimits.actionLabelCharacters) { return true }
        }
        if let tapLabel, TextClamp.exceeds(tapLabel, characters: SnackLimits.actionLabelCharacters) { return true }
        return false
    }

    mutating func normalize() {
        if case .fraction(let value) = content.progress { content.progress = .fraction(min(max(value, 0), 1)) }
        for row in SnackTextRow.allCases {
            let (text, bound) = (row.text(of: content), row.bound)
            // An absent text stays absent: only a text past its bound is written back.
            guard TextClamp.exceeds(text, characters: bound.characters, bytes: bound.bytes) else { continue }
            // Markup is cut as markup: a cut inside a tag made the whole text show its tags.
            let clamp = content.usesMarkup ? NotificationMarkup.clamp : TextClamp.clamp
            row.write(clamp(text, bound.characters, bound.bytes), to: &content)
        }
        action = action.map(Self.clampingLabel)
        secondaryAction = secondaryAction.map(Self.clampingLabel)
        longAction = longAction.map(Self.clampingLabel)
        if !moreActions.isEmpty { moreActions = moreActions.map(Self.clampingLabel) }
        // The body's tap is named as a button is, and spoken: bounded as a button's label.
        if let label = tapLabel { tapLabel = TextClamp.clamp(label, characters: SnackLimits.actionLabelCharacters) }
    }

    private static func checkLabel(_ action: SnackAction?) throws(SnackError) {
        if let action, action.label.isBlank { throw .blankActionLabel(id: action.id) }
    }

    private static func clampingLabel(_ action: SnackAction) -> SnackAction {
        var clamped = action
        clamped.label = TextClamp.clamp(action.label, characters: SnackLimits.actionLabelCharacters)
        return clamped
    }
}
