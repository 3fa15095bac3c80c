import SnackbarCore
import Testing

/// `.setProgress`: new progress in a snack's content, in place, and nothing else.
struct SnackBoardProgressTests {
    @Test func progressKeepsThePlaceAndNeitherMovesNorSupersedes() {
        var h = BoardHarness()
        for id in ["a", "b", "c"] {
            var snack = Snack.named(id, .custom(4))
            snack.onDismiss = { _ in }
            h.send(.add(snack))
        }
        let out = h.send(.setProgress(id: "b", .fraction(0.5)))
        #expect(h.visible() == ["c", "b", "a"])
        #expect(h.board.snack(id: "b")?.progress == .fraction(0.5))
        #expect(out.count == 2, "an update and a restack in the same order, no supersede: \(out)")
        #expect(
            out.contains {
                if case .update(let snack, _, _) = $0 { return snack.id == "b" }
                return false
            })
        #expect(
            out.contains {
                if case .restack(_, let ids) = $0 { return ids == ["c", "b", "a"] }
                return false
            })
    }

    @Test func progressKeepsTheTime() {
        var h = BoardHarness()
        h.send(.add(.named("t", .custom(4))))
        h.advance(3)
        h.send(.setProgress(id: "t", .indeterminate))
        #expect(h.board.timeLeft(id: "t", now: h.now) == 1)
        h.advance(1)
        #expect(h.dismissals == ["t:timeout"])
    }

    @Test func aFractionIsClampedNaNIgnoredAndAnUnknownIDChangesNothing() {
        var h = BoardHarness()
        h.send(.add(.named("t")))
        h.send(.setProgress(id: "t", .fraction(2)))
        #expect(h.board.snack(id: "t")?.progress == .fraction(1))
        #expect(h.send(.setProgress(id: "t", .fraction(.nan))).isEmpty)
        #expect(h.board.snack(id: "t")?.progress == .fraction(1))
        #expect(h.send(.setProgress(id: "nope", .fraction(0.5))).isEmpty)
        h.send(.setProgress(id: "t", nil))
        #expect(h.board.snack(id: "t")?.progress == nil)
    }

    @Test func aQueuedSnackTakesItsProgressSilently() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(.named("shown")))
        h.send(.add(.named("waits")))
        #expect(h.send(.setProgress(id: "waits", .fraction(0.25))).isEmpty)
        #expect(h.board.snack(id: "waits")?.progress == .fraction(0.25))
    }
}
