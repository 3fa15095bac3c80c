import SnackbarCore
import Testing

@Suite struct SnackBoardTimingTests {
    @Test func snacksExpireAtTheirDeadlineAndNotBefore() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        #expect(h.board.nextDeadline == 4)
        h.advance(3.999)
        #expect(h.visible() == ["a"])
        h.advance(0.001)
        #expect(h.visible().isEmpty)
        #expect(h.dismissals == ["a:timeout"])
        #expect(h.board.nextDeadline == nil)
    }

    @Test func nextDeadlineIsTheEarliest() {
        var h = BoardHarness()
        h.send(.add(.named("long", .long)))
        h.now = 1
        h.send(.add(.named("short", .custom(2))))
        #expect(h.board.nextDeadline == 3)
        h.send(.add(.named("inf", .infinite)))
        #expect(h.board.nextDeadline == 3)
    }

    @Test func hoverPausesAndLeavingResumesTheRemainingTime() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.now = 1
        h.send(.pause(id: "a", .hover))
        #expect(h.board.isPaused(id: "a"))
        #expect(h.board.nextDeadline == nil)
        h.advance(100)
        #expect(h.visible() == ["a"], "paused snacks never expire")
        h.send(.resume(id: "a", .hover))
        #expect(h.board.nextDeadline == h.now + 3, "3 s were left, not a fresh 4 s")
        h.advance(3)
        #expect(h.dismissals == ["a:timeout"])
    }

    @Test func pauseSourcesCountOnceEachAndAllMustLetGo() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.send(.pause(id: "a", .hover))
        h.send(.pause(id: "a", .hover))
        h.send(.pause(id: "a", .focus))
        h.send(.resume(id: "a", .hover))
        #expect(h.board.isPaused(id: "a"), "focus still holds it")
        h.send(.resume(id: "a", .focus))
        #expect(!h.board.isPaused(id: "a"), "a repeated enter did not leave a second hover hold")
        h.send(.resume(id: "a", .press))
        #expect(h.board.nextDeadline == 4)
    }

    @Test func infiniteSnacksNeverTimeOut() {
        var h = BoardHarness()
        h.send(.add(.named("a", .infinite)))
        #expect(h.board.nextDeadline == nil)
        h.advance(1_000_000)
        #expect(h.visible() == ["a"])
        h.send(.closeButton(id: "a"))
        #expect(h.dismissals == ["a:closed"])
    }

    @Test func queuedSnacksStartTheirClockWhenShown() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(.named("a")))
        h.send(.add(.named("b")))
        h.advance(4)
        #expect(h.board.timeLeft(id: "b", now: h.now) == 4)
    }

    @Test func screenReaderHoldsSnacksThatRequireInteraction() {
        var h = BoardHarness()
        h.send(.screenReader(active: true))
        h.send(.add(Snack("read me", id: "r", requiresInteraction: true)))
        h.send(.add(.named("other")))
        h.advance(60)
        #expect(h.visible() == ["r"])
        h.send(.screenReader(active: false))
        h.advance(4)
        #expect(h.visible().isEmpty)
    }

    @Test func userDismissalsCarryTheirReason() {
        var h = BoardHarness()
        for id in ["a", "b", "c", "d"] { h.send(.add(.named(id, .infinite, edge: id == "d" ? .bottom : nil))) }
        h.send(.closeButton(id: "a"))
        h.send(.swipe(id: "b"))
        h.send(.escape(id: "c"))
        h.send(.remove(id: "d"))
        h.send(.escape(id: "c"))
        #expect(h.dismissals == ["a:closed", "b:swiped", "c:escape", "d:removed"])
    }
}
