import Testing

@testable import SnackbarCore

/// What a screen reader hears for a snack (`SpokenText`), the same in both renderers, and the swipe both
/// renderers read (`SwipeGesture`).
struct SpokenTextTests {
    /// A markup reader as Pango's reads the markup these tests give: tags go, `&amp;` reads back.
    private static func read(_ markup: String) -> String? {
        markup.contains("<a") ? nil : NotificationMarkup.plainText(markup)
    }

    @Test func kindTitleMessageAndFoldCounterInReadingOrder() {
        var snack = Snack("Disk almost full", kind: .warning)
        snack.title = "Backup"
        snack.repeatCount = 3
        #expect(SpokenText.of(snack, readingMarkup: Self.read) == "Warning, Backup: Disk almost full ×3")
    }

    /// A high-priority snack in the error palette, as a critical notification is, is "Urgent", not "Error"; an
    /// error of normal priority stays "Error".
    @Test func aHighPriorityErrorIsUrgent() {
        var snack = Snack("10% left", kind: .negative, priority: .high)
        snack.title = "Battery low"
        #expect(SpokenText.of(snack, readingMarkup: Self.read) == "Urgent, Battery low: 10% left")
        snack.priority = .normal
        #expect(SpokenText.of(snack, readingMarkup: Self.read) == "Error, Battery low: 10% left")
    }

    /// The actions in the order the keyboard reaches them: the body's named tap first, a label without a tap
    /// (nothing to press) left out.
    @Test func actionsAreListedAsTheKeyboardReachesThem() {
        var snack = Snack("Are you coming?", action: SnackAction("Reply", id: "reply") {}, onTap: {})
        #expect(SpokenText.actions(of: snack) == "Actions: Reply.")
        snack.tapLabel = "Open"
        #expect(SpokenText.actions(of: snack) == "Actions: Open, Reply.")
        snack.onTap = nil
        #expect(SpokenText.actions(of: snack) == "Actions: Reply.")
        #expect(SpokenText.actions(of: Snack("Saved")) == "")
    }

    @Test func linksAreSpokenAsTheirTextWhateverTheReader() {
        var snack = Snack("See <a href=\"https://example.org/log\">the <b>log</b></a> &amp; retry")
        snack.usesMarkup = true
        // The reader never sees a link tag: it would refuse this markup and the tags would be spoken.
        #expect(SpokenText.of(snack, readingMarkup: Self.read) == "See the log & retry")
    }

    @Test func markupTheReaderRefusesIsSpokenAsGiven() {
        var snack = Snack("a < b")
        snack.usesMarkup = true
        #expect(SpokenText.of(snack, readingMarkup: { _ in nil }) == "a < b")
        #expect(SpokenText.plain("<b>x</b>", isMarkup: false, readingMarkup: Self.read) == "<b>x</b>")
    }

    @Test func aSwipeDismissesFromItsThresholdOnAndFadesWithTheWidthTravelled() {
        #expect(!SwipeGesture.dismisses(after: SwipeGesture.threshold - 1))
        #expect(SwipeGesture.dismisses(after: -SwipeGesture.threshold))
        #expect(SwipeGesture.opacity(offset: 0, width: 400) == 1)
        #expect(SwipeGesture.opacity(offset: -200, width: 400) == 1 - SwipeGesture.fade / 2)
        #expect(SwipeGesture.opacity(offset: 900, width: 400) == 1 - SwipeGesture.fade)
    }
}
