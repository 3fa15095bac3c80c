import SnackbarCore
import Testing

/// A window out of sight (minimized, unmapped, not the active one) holds its snacks' time; seen again, each
/// runs on with the time it had left.
@Suite struct SnackBoardUnseenTests {
    @Test func anUnseenWindowHoldsTheTimeAndTheSnackRunsOnWithWhatWasLeft() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.advance(1)
        h.send(.unseen(true))
        #expect(h.board.isPaused(id: "a"))
        #expect(h.board.holdsUnseen)
        #expect(h.board.nextDeadline == nil)
        h.advance(600)
        #expect(h.visible() == ["a"])
        h.send(.unseen(false))
        #expect(h.board.nextDeadline == h.now + 3, "the 3 s it had left")
        h.advance(3)
        #expect(h.dismissals == ["a:timeout"])
    }

    @Test func aSnackAddedWhileUnseenWaitsForTheWindow() {
        var h = BoardHarness()
        h.send(.unseen(true))
        h.send(.add(.named("a")))
        #expect(h.visible() == ["a"])
        h.advance(100)
        #expect(h.dismissals.isEmpty)
        h.send(.unseen(false))
        #expect(h.board.nextDeadline == h.now + 4)
    }

    @Test func switchedOffTheTimeRunsInAnUnseenWindow() {
        var h = BoardHarness(BoardConfiguration(holdsWhileUnseen: false))
        h.send(.add(.named("a")))
        h.send(.unseen(true))
        #expect(h.board.windowUnseen)
        #expect(!h.board.holdsUnseen)
        h.advance(4)
        #expect(h.dismissals == ["a:timeout"])
    }

    /// The switch turned on while the window is unseen holds once the state is told again (the driver does).
    @Test func theSwitchAppliesToShownSnacksWhenTheStateIsToldAgain() {
        var h = BoardHarness(BoardConfiguration(holdsWhileUnseen: false))
        h.send(.add(.named("a")))
        h.send(.unseen(true))
        h.board.configuration.holdsWhileUnseen = true
        h.send(.unseen(h.board.windowUnseen))
        #expect(h.board.isPaused(id: "a"))
        h.board.configuration.holdsWhileUnseen = false
        h.send(.unseen(h.board.windowUnseen))
        #expect(!h.board.isPaused(id: "a"))
    }

    @Test func theWindowSeenAgainKeepsTheUserAwayAndAHover() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.send(.unseen(true))
        h.send(.away(true))
        h.send(.pause(id: "a", .hover))
        h.send(.unseen(false))
        #expect(h.board.isPaused(id: "a"))
        h.send(.away(false))
        #expect(h.board.isPaused(id: "a"))
        h.send(.resume(id: "a", .hover))
        #expect(h.board.nextDeadline == h.now + 4)
    }

    /// A snack pushed back to the queue while the window was unseen, and shown again after it was seen, runs.
    @Test func aSnackBackFromTheQueueRunsOnceTheWindowIsSeen() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(.named("a")))
        h.send(.unseen(true))
        h.send(.add(.named("alarm", priority: .high)))
        #expect(h.visible() == ["alarm"])
        h.send(.unseen(false))
        h.send(.closeButton(id: "alarm"))
        #expect(h.visible() == ["a"])
        #expect(!h.board.isPaused(id: "a"))
        h.advance(4)
        #expect(h.dismissals == ["alarm:closed", "a:timeout"])
    }
}
