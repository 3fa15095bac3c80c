import SnackbarCore
import Testing

/// The queue's bound: a corner keeps at most `maxQueued` waiting snacks, the oldest of normal priority going
/// first with `.timeout`, so a flood keeps its newest snacks and the board stays small.
@Suite struct SnackBoardQueueBoundTests {
    @Test func pastTheBoundTheOldestWaitingSnackEndsAsTimedOutWithoutShowing() {
        var h = BoardHarness(BoardConfiguration(policy: .stack, maxVisible: 1, maxQueued: 2))
        for id in ["shown", "a", "b", "c", "d"] { h.send(.add(.named(id))) }
        #expect(h.visible() == ["shown"])
        #expect(h.board.queuedCount(on: .top) == 2)
        #expect(h.dismissals == ["a:timeout", "b:timeout"])
        let shown = h.commands.compactMap { if case .present(let snack, _, _) = $0 { snack.id } else { nil } }
        #expect(!shown.contains("a") && !shown.contains("b"), "\(shown)")
        // The newest two come next, in their order.
        h.advance(4)
        #expect(h.visible() == ["c"])
        h.advance(4)
        #expect(h.visible() == ["d"])
    }

    @Test func highPriorityWaitsWhileNormalOnesGo() {
        var h = BoardHarness(BoardConfiguration(policy: .queue, maxQueued: 2))
        for id in ["shown", "urgent"] { h.send(.add(.named(id, priority: .high))) }
        for id in ["a", "b", "c"] { h.send(.add(.named(id))) }
        #expect(h.dismissals == ["a:timeout", "b:timeout"])
        h.advance(4)
        #expect(h.visible() == ["urgent"])
        h.advance(4)
        #expect(h.visible() == ["c"])
        // Only high ones waiting: the oldest of them goes, the newest shows next.
        var urgent = BoardHarness(BoardConfiguration(policy: .queue, maxQueued: 1))
        for id in ["shown", "h1", "h2"] { urgent.send(.add(.named(id, priority: .high))) }
        #expect(urgent.dismissals == ["h1:timeout"])
        urgent.advance(4)
        #expect(urgent.visible() == ["h2"])
    }

    /// Eight critical notifications at once, three shown at a time: they show in the order they came,
    /// ahead of a normal one that waited before them.
    @Test func highPriorityOnesShowInTheirOrderAheadOfNormalOnes() {
        var h = BoardHarness(BoardConfiguration(policy: .stack, maxVisible: 3))
        for id in ["h1", "h2", "h3"] { h.send(.add(.named(id, priority: .high))) }
        h.send(.add(.named("n")))
        for id in ["h4", "h5", "h6", "h7", "h8"] { h.send(.add(.named(id, priority: .high))) }
        #expect(h.visible() == ["h3", "h2", "h1"])
        h.advance(4)
        #expect(h.visible() == ["h6", "h5", "h4"])
        h.advance(4)
        #expect(h.visible() == ["n", "h8", "h7"])
    }

    @Test("a flood of 20 000 distinct snacks keeps 100 waiting, and its queue's room")
    func aFloodKeepsTheDefaultBound() {
        var h = BoardHarness()
        for index in 0..<20_000 { h.send(.add(.named("f\(index)"))) }
        #expect(h.board.queuedCount(on: .top) == 100)
        #expect(h.visible() == ["f2", "f1", "f0"])
        #expect(h.dismissals.count == 20_000 - 103)
        #expect(h.dismissals.allSatisfy { $0.hasSuffix(":timeout") })
        // Every dismissal above was reported once; the board forgot them.
        #expect(h.board.count == 103)
    }
}
