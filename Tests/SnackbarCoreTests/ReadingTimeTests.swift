import Testing

@testable import SnackbarCore

/// The reading-time rule and the user's time scale, with exact numbers.
@Suite struct ReadingTimeTests {
    /// `n` words of four letters.
    private func words(_ n: Int) -> String {
        Array(repeating: "word", count: n).joined(separator: " ")
    }

    @Test func theFormulaIsTwoSecondsPlusAThirdOfASecondPerWordCappedAtThirty() {
        #expect(ReadingTime.seconds(forWords: 0) == 2)
        #expect(ReadingTime.seconds(forWords: 6) == 4)
        #expect(ReadingTime.seconds(forWords: 15) == 7)
        #expect(ReadingTime.seconds(forWords: 30) == 12)
        #expect(ReadingTime.seconds(forWords: 84) == 30)
        #expect(ReadingTime.seconds(forWords: 85) == 30)
        #expect(ReadingTime.seconds(forWords: 10_000) == 30)
    }

    @Test func wordsAreRunsOfNonSpaceOrSixCharactersOfTextWithoutSpaces() {
        #expect(ReadingTime.words(in: "") == 0)
        #expect(ReadingTime.words(in: "  File   deleted\n\tnow ") == 3)
        #expect(ReadingTime.words(in: "a b c") == 3)
        // One run of 20 characters reads like three words; 36 ideographs like six.
        #expect(ReadingTime.words(in: "supercalifragilistic") == 3)
        #expect(ReadingTime.words(in: String(repeating: "漢", count: 36)) == 6)
    }

    @Test func shortTextsKeepTheirNamedDuration() {
        #expect(Snack(words(6)).effectiveDuration == .short)
        #expect(Snack(words(24), duration: .long).effectiveDuration == .long)
        #expect(Snack(words(20), action: SnackAction("Undo")).effectiveDuration == .long)
    }

    @Test func longTextsStayTheirReadingTimeTitleIncluded() {
        #expect(Snack(words(7)).effectiveDuration == .custom(2 + 7.0 / 3))
        #expect(Snack(words(15)).effectiveDuration == .custom(7))
        #expect(Snack(words(20), title: words(10)).effectiveDuration == .custom(12))
        #expect(Snack(words(30), duration: .long).effectiveDuration == .custom(12))
        #expect(Snack(words(30), action: SnackAction("Undo")).effectiveDuration == .custom(12))
        #expect(Snack(words(500)).effectiveDuration == .custom(30))
    }

    @Test func explicitSecondsAndInfiniteAreKept() {
        #expect(Snack(words(90), duration: .custom(1)).effectiveDuration == .custom(1))
        #expect(Snack(words(90), duration: .infinite).effectiveDuration == .infinite)
        // An action raises 1 s to long, which the reading time then lengthens.
        #expect(Snack(words(90), duration: .custom(1), action: SnackAction("Undo")).effectiveDuration == .custom(30))
    }

    @Test func theTimeScaleMultipliesEveryFiniteDurationAfterTheRules() {
        #expect(Snack("Saved").timerSeconds(timeScale: 2) == 8)
        #expect(Snack("Saved", duration: .custom(1)).timerSeconds(timeScale: 3) == 3)
        #expect(Snack("Deleted", action: SnackAction("Undo")).timerSeconds(timeScale: 0.5) == 5)
        #expect(Snack(words(30)).timerSeconds(timeScale: 2) == 24)
        #expect(Snack("Forever", duration: .infinite).timerSeconds(timeScale: 10) == nil)
    }

    @Test func theBoardTimesSnacksWithTheScale() {
        var h = BoardHarness(BoardConfiguration(timeScale: 2.5))
        h.send(.add(.named("a")))
        #expect(h.board.nextDeadline == 10)
        h.advance(9.999)
        #expect(h.visible() == ["a"])
        h.advance(0.001)
        #expect(h.dismissals == ["a:timeout"])
        // Dedupe restarts the timer with the scaled total too.
        h.send(.add(.named("b", .custom(2))))
        h.now += 1
        h.send(.add(.named("b", .custom(2))))
        #expect(h.board.timeLeft(id: "b", now: h.now) == 5)
    }
}
