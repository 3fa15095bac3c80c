import SnackbarCore
import Testing

/// Flood folding: the same text arriving again counts up in one snack instead of queuing copies.
@Suite struct SnackBoardFoldingTests {
    @Test func theSameTextFoldsIntoOneSnackWithExactCounts() throws {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        for _ in 0..<200 { h.send(.add(Snack("Saved", title: "Disk"))) }
        let shown = try #require(h.visible().first)
        #expect(h.visible().count == 1)
        #expect(h.board.queuedCount(on: .top) == 0, "no copies queue")
        #expect(h.board.count == 1)
        #expect(h.board.snack(id: shown)?.repeatCount == 200)
        let presents = h.commands.filter { if case .present = $0 { true } else { false } }
        #expect(presents.count == 1, "one window for the whole burst")
        guard case .update(let last, _, _)? = h.commands.last(where: { if case .update = $0 { true } else { false } }) else {
            Issue.record("no update was sent")
            return
        }
        #expect(last.repeatCount == 200, "the renderer hears the count")
    }

    @Test func eachFoldRestartsTheTimer() {
        var h = BoardHarness()
        h.send(.add(Snack("Saved")))
        #expect(h.board.nextDeadline == 4)
        h.advance(3)
        h.send(.add(Snack("Saved")))
        #expect(h.board.nextDeadline == 7, "a fold gives the full 4 s again")
        h.advance(3.9)
        #expect(h.dismissals.isEmpty)
        h.advance(0.1)
        #expect(h.dismissals.count == 1)
        #expect(h.board.count == 0)
        h.send(.add(Snack("Saved")))
        #expect(h.board.snack(id: h.visible()[0])?.repeatCount == 1, "a snack that ended starts counting anew")
    }

    @Test func differentSnacksInABurstKeepTheQueueOrder() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        for text in ["a", "b", "a", "c", "b", "a"] { h.send(.add(Snack(text, id: nil))) }
        var order: [String] = []
        var counts: [String: Int] = [:]
        while let id = h.visible().first, let snack = h.board.snack(id: id) {
            order.append(snack.message)
            counts[snack.message] = snack.repeatCount
            h.send(.remove(id: id))
        }
        #expect(order == ["a", "b", "c"], "first arrival decides the place")
        #expect(counts == ["a": 3, "b": 2, "c": 1], "queued snacks fold too")
    }

    @Test func explicitIDUpdatesDoNotCountAndTheCounterIsBounded() {
        var h = BoardHarness()
        h.send(.add(Snack("Copying", id: "job")))
        h.send(.add(Snack("Copying", id: "job", progress: .fraction(0.5))))
        #expect(h.board.snack(id: "job")?.repeatCount == 1, "an update by id is not a repeat")
        var snack = Snack("x")
        snack.repeatCount = 0
        #expect(snack.repeatCount == 1)
        snack.repeatCount = .max
        #expect(snack.repeatCount == SnackLimits.maxRepeatCount)
    }
}
