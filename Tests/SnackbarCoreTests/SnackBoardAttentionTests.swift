import SnackbarCore
import Testing

/// The user away holds shown snacks' time; an active fullscreen window keeps normal snacks off screen.
@Suite struct SnackBoardAttentionTests {
    @Test func awayHoldsTheTimeAndTheSnackRunsOnWithWhatWasLeft() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.advance(1)
        h.send(.away(true))
        #expect(h.board.isPaused(id: "a"))
        #expect(h.board.nextDeadline == nil)
        h.advance(600)
        #expect(h.visible() == ["a"])
        h.send(.away(false))
        #expect(h.board.nextDeadline == h.now + 3, "the 3 s it had left")
        h.advance(3)
        #expect(h.dismissals == ["a:timeout"])
    }

    @Test func aSnackShownWhileAwayWaitsForTheUser() {
        var h = BoardHarness()
        h.send(.away(true))
        h.send(.add(.named("a")))
        #expect(h.visible() == ["a"])
        h.advance(100)
        #expect(h.dismissals.isEmpty)
        h.send(.away(false))
        #expect(h.board.nextDeadline == h.now + 4)
    }

    @Test func comingBackKeepsAHoverHold() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.send(.away(true))
        h.send(.pause(id: "a", .hover))
        h.send(.away(false))
        #expect(h.board.isPaused(id: "a"))
        h.send(.resume(id: "a", .hover))
        #expect(h.board.nextDeadline == h.now + 4)
    }

    @Test func aSnackFromTheQueueShownWhileAwayHoldsToo() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(.named("a")))
        h.send(.add(.named("b")))
        h.send(.away(true))
        h.send(.closeButton(id: "a"))
        #expect(h.visible() == ["b"])
        h.advance(50)
        #expect(h.visible() == ["b"])
    }

    @Test func fullscreenKeepsNormalSnacksOffScreenUntilItEnds() {
        var h = BoardHarness()
        h.send(.fullscreen(true))
        h.send(.add(.named("a")))
        h.send(.add(.named("b")))
        #expect(h.visible().isEmpty)
        #expect(h.board.isWithheld(id: "a"))
        #expect(h.board.nextDeadline == nil)
        h.advance(60)
        #expect(h.dismissals.isEmpty)
        h.send(.fullscreen(false))
        #expect(h.visible() == ["b", "a"], "in the order they came")
        #expect(h.board.nextDeadline == h.now + 4, "each with its whole time")
    }

    @Test func aCriticalSnackShowsOverFullscreen() {
        var h = BoardHarness()
        h.send(.fullscreen(true))
        h.send(.add(.named("alarm", priority: .high)))
        #expect(h.visible() == ["alarm"])
    }

    @Test func snacksShownBeforeFullscreenStayAndQueuedOnesWait() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(.named("a")))
        h.send(.add(.named("b")))
        h.send(.fullscreen(true))
        h.advance(4)
        #expect(h.dismissals == ["a:timeout"])
        #expect(h.visible().isEmpty)
        #expect(h.board.isWithheld(id: "b"))
        h.send(.fullscreen(false))
        #expect(h.visible() == ["b"])
    }

    @Test func aWithheldSnackEndsOnceWhenRemoved() {
        var h = BoardHarness()
        h.send(.fullscreen(true))
        h.send(.add(.named("a")))
        h.send(.remove(id: "a"))
        h.send(.fullscreen(false))
        #expect(h.dismissals == ["a:removed"])
        #expect(h.visible().isEmpty)
        #expect(h.board.count == 0)
    }

    @Test func withheldSnacksKeepTheQueuesBound() {
        var h = BoardHarness(BoardConfiguration(maxQueued: 2))
        h.send(.fullscreen(true))
        for id in ["a", "b", "c"] { h.send(.add(.named(id))) }
        #expect(h.dismissals == ["a:timeout"])
        h.send(.removeAll)
        #expect(h.dismissals == ["a:timeout", "b:removed", "c:removed"])
    }
}
