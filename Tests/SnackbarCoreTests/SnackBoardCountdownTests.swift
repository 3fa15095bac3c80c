import SnackbarCore
import Testing

/// The visible countdown reads the board's own timer, on the fake clock: it runs down, stands still
/// while held, goes on from where it stood, and starts over when the snack folds or updates.
@Suite struct SnackBoardCountdownTests {
    private static func reading(_ h: BoardHarness, _ id: String = "a") -> SnackCountdown? { h.board.countdown(id: id, now: h.now) }

    @Test func itRunsDownWithTheTimer() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 1, isRunning: true))
        h.advance(1)
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 0.75, isRunning: true))
        h.advance(2)
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 0.25, isRunning: true))
        h.advance(1)
        #expect(Self.reading(h) == nil, "expired: gone")
    }

    @Test(arguments: [PauseSource.hover, .focus, .press, .expanded, .menu])
    func itStandsStillWhileHeldAndGoesOnFromThere(source: PauseSource) {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.advance(1)
        h.send(.pause(id: "a", source))
        h.advance(5)
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 0.75, isRunning: false))
        h.send(.resume(id: "a", source))
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 0.75, isRunning: true), "resumes exactly where it stood")
        h.advance(1)
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 0.5, isRunning: true))
        #expect(h.board.nextDeadline == h.now + 2, "the bar and the timer agree on the end")
    }

    @Test func twoHoldsKeepItStillUntilBothLetGo() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.send(.pause(id: "a", .hover))
        h.send(.pause(id: "a", .menu))
        h.advance(1)
        h.send(.resume(id: "a", .hover))
        h.advance(1)
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 1, isRunning: false))
        h.send(.resume(id: "a", .menu))
        h.advance(2)
        #expect(Self.reading(h) == SnackCountdown(fractionLeft: 0.5, isRunning: true))
    }

    @Test func aFoldedRepeatStartsItOver() {
        var h = BoardHarness()
        h.send(.add(Snack("Same")))
        let id = h.board.visibleIDs(on: .top)[0]
        h.advance(3)
        #expect(Self.reading(h, id)?.fractionLeft == 0.25)
        let repeated = Snack("Same")
        h.send(.add(repeated))
        #expect(Self.reading(h, repeated.id) == SnackCountdown(fractionLeft: 1, isRunning: true))
    }

    @Test func infiniteQueuedAndUnknownSnacksHaveNone() {
        var h = BoardHarness(BoardConfiguration(maxVisible: 1))
        h.send(.add(.named("endless", .infinite)))
        h.send(.add(.named("queued")))
        #expect(Self.reading(h, "endless") == nil)
        #expect(Self.reading(h, "queued") == nil)
        #expect(Self.reading(h, "nobody") == nil)
    }

    @Test func theOptionIsOffByDefault() {
        var snack = Snack("Hi")
        #expect(!snack.showsCountdown)
        snack.showsCountdown = true
        #expect(snack.showsCountdown)
    }
}
