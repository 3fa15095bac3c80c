import SnackbarCore
import Testing

/// With `surfaceGrace`, a snack's time starts when its surface is on screen, not when it is presented.
@Suite struct SnackBoardSurfaceWaitTests {
    @Test func timeStartsWhenTheSurfaceIsShown() {
        var h = BoardHarness(BoardConfiguration(surfaceGrace: 5))
        h.send(.add(.named("a")))
        #expect(h.board.nextDeadline == 5, "only the grace runs down before the surface shows")
        h.advance(3)
        h.send(.surfaceShown(id: "a"))
        #expect(h.board.nextDeadline == 7, "a whole 4 s from the moment it showed")
        h.advance(3.999)
        #expect(h.visible() == ["a"])
        h.advance(0.001)
        #expect(h.dismissals == ["a:timeout"])
    }

    @Test func aSurfaceNeverShownStartsItsTimeAfterTheGrace() {
        var h = BoardHarness(BoardConfiguration(surfaceGrace: 5))
        h.send(.add(.named("a")))
        h.advance(5)
        #expect(h.visible() == ["a"])
        #expect(h.board.nextDeadline == 9)
        h.advance(4)
        #expect(h.dismissals == ["a:timeout"])
    }

    @Test func aHoverBeforeTheSurfaceShowsStillHoldsAfterwards() {
        var h = BoardHarness(BoardConfiguration(surfaceGrace: 5))
        h.send(.add(.named("a")))
        h.send(.pause(id: "a", .hover))
        h.send(.surfaceShown(id: "a"))
        #expect(h.board.isPaused(id: "a"))
        h.advance(100)
        #expect(h.visible() == ["a"])
        h.send(.resume(id: "a", .hover))
        #expect(h.board.nextDeadline == h.now + 4)
    }

    @Test func aSnackBumpedBackToTheQueueWaitsForItsNextSurface() {
        var h = BoardHarness(BoardConfiguration(policy: .queue, surfaceGrace: 5))
        h.send(.add(.named("a")))
        h.send(.surfaceShown(id: "a"))
        h.advance(1)
        h.send(.add(.named("urgent", priority: .high)))
        #expect(h.visible() == ["urgent"])
        h.send(.surfaceShown(id: "urgent"))
        h.advance(4)
        #expect(h.visible() == ["a"], "back on screen with its 3 s left, waiting for its new surface")
        #expect(h.board.nextDeadline == h.now + 5)
        h.send(.surfaceShown(id: "a"))
        #expect(h.board.nextDeadline == h.now + 3)
    }

    @Test func withoutAGraceTimeStartsAtOnce() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.send(.surfaceShown(id: "a"))
        #expect(h.board.nextDeadline == 4)
    }
}
