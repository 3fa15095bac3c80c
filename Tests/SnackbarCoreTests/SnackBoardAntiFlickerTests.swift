import SnackbarCore
import Testing

/// Anti-flicker: a show delay and a minimum visible time, on the fake clock.
@Suite struct SnackBoardAntiFlickerTests {
    private static func snack(_ id: String, delay: Double = 0, minimum: Double = 0, duration: SnackDuration = .short) -> Snack {
        var snack = Snack.named(id, duration)
        snack.showDelay = delay
        snack.minimumVisible = minimum
        return snack
    }

    private static func presented(_ commands: [RenderCommand]) -> [String] {
        commands.compactMap { if case .present(let snack, _, _) = $0 { snack.id } else { nil } }
    }

    @Test func aDelayedSnackShowsWhenItsDelayIsUpAndItsTimerStartsThen() {
        var h = BoardHarness()
        h.send(.add(Self.snack("a", delay: 0.5)))
        #expect(h.visible().isEmpty)
        #expect(h.board.isDelayed(id: "a"))
        #expect(h.board.nextDeadline == 0.5)
        h.advance(0.499)
        #expect(Self.presented(h.commands).isEmpty)
        h.advance(0.001)
        #expect(h.visible() == ["a"])
        #expect(h.board.nextDeadline == 4.5, "its 4 s run from when it showed")
    }

    @Test func removedBeforeItsDelayItNeverShowsAndReportsProgrammatic() {
        var h = BoardHarness()
        h.send(.add(Self.snack("a", delay: 0.5)))
        h.advance(0.3)
        h.send(.remove(id: "a"))
        #expect(h.dismissals == ["a:removed"])
        #expect(h.board.nextDeadline == nil)
        h.advance(1)
        #expect(Self.presented(h.commands).isEmpty, "never presented: no window")
        #expect(h.board.count == 0)
    }

    @Test func delayedSnacksKeepTheirOrderAndRemoveAllReachesThem() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(Self.snack("a", delay: 0.2)))
        h.send(.add(Self.snack("b", delay: 0.2)))
        h.advance(0.2)
        #expect(h.visible() == ["a"])
        #expect(h.board.queuedCount(on: .top) == 1)
        h.send(.add(Self.snack("c", delay: 1)))
        h.send(.removeAll)
        #expect(Set(h.dismissals) == ["a:removed", "b:removed", "c:removed"])
        #expect(h.board.count == 0)
    }

    @Test func aRemovalWaitsForTheMinimumVisibleTime() {
        var h = BoardHarness()
        h.send(.add(Self.snack("a", minimum: 1, duration: .infinite)))
        h.advance(0.2)
        h.send(.remove(id: "a"))
        #expect(h.visible() == ["a"], "still readable")
        #expect(h.board.nextDeadline == 1)
        h.advance(0.799)
        #expect(h.dismissals.isEmpty)
        h.advance(0.001)
        #expect(h.dismissals == ["a:removed"])
    }

    @Test func aRemovalAfterTheMinimumIsImmediateAndUserDismissalsNeverWait() {
        var h = BoardHarness()
        h.send(.add(Self.snack("a", minimum: 1, duration: .infinite)))
        h.send(.add(Self.snack("b", minimum: 1, duration: .infinite)))
        h.advance(1.5)
        h.send(.remove(id: "a"))
        #expect(h.dismissals == ["a:removed"])
        h.send(.closeButton(id: "b"))
        #expect(h.dismissals == ["a:removed", "b:closed"])
    }

    /// `removeAll` treats each snack as `remove(id:)` does: one shown short of its minimum stays until then;
    /// the others go at once, in the order they came, and no queued snack takes a place meanwhile.
    @Test func removeAllWaitsForEachShownSnacksMinimumVisibleTime() {
        var h = BoardHarness(BoardConfiguration(maxVisible: 2))
        h.send(.add(Self.snack("a", minimum: 3, duration: .infinite)))
        h.send(.add(Self.snack("b", duration: .infinite)))
        h.send(.add(Self.snack("c", duration: .infinite)))
        h.advance(0.5)
        h.send(.removeAll)
        #expect(h.dismissals == ["b:removed", "c:removed"])
        #expect(h.visible() == ["a"], "still readable")
        #expect(h.board.queuedCount(on: .top) == 0)
        #expect(h.board.nextDeadline == 3)
        h.advance(2.499)
        #expect(h.dismissals.count == 2)
        h.advance(0.001)
        #expect(h.dismissals == ["b:removed", "c:removed", "a:removed"])
        #expect(h.board.count == 0)
    }

    @Test func addingItAgainCancelsAPendingRemoval() {
        var h = BoardHarness()
        h.send(.add(Self.snack("a", minimum: 1, duration: .infinite)))
        h.send(.remove(id: "a"))
        h.send(.add(Self.snack("a", minimum: 1, duration: .infinite)))
        h.advance(5)
        #expect(h.visible() == ["a"])
        #expect(h.dismissals.isEmpty)
    }

    @Test func valuesAreBoundedAndOffByDefault() {
        var snack = Snack("x")
        #expect(snack.showDelay == 0 && snack.minimumVisible == 0)
        snack.showDelay = -1
        snack.minimumVisible = .nan
        #expect(snack.showDelay == 0 && snack.minimumVisible == 0)
        snack.showDelay = 1e9
        #expect(snack.showDelay == SnackLimits.maxAntiFlickerSeconds)
    }
}
