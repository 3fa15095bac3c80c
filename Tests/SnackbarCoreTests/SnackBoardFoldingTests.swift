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

    /// Three adds of the same text, each with its own `onDismiss`, as an app that holds each add's id.
    private static func threeAdds(_ h: inout BoardHarness, duration: SnackDuration = .long) -> [String] {
        (0..<3).map { _ in
            let snack = Snack("Printer out of paper", duration: duration, onDismiss: { _ in })
            h.send(.add(snack))
            return snack.id
        }
    }

    /// The ids whose values the board superseded (their `onDismiss` hears `.replaced`), in order.
    private static func superseded(_ commands: [RenderCommand]) -> [String] {
        commands.compactMap { if case .supersede(let snack) = $0 { snack.id } else { nil } }
    }

    @Test func aFoldedSnackAnswersToTheNewestAddsIDAndTheOlderIDsEnded() {
        var h = BoardHarness()
        let ids = Self.threeAdds(&h)
        #expect(h.visible() == [ids[2]], "the snack on screen is the newest add's")
        #expect(h.board.snack(id: ids[2])?.repeatCount == 3)
        #expect(Self.superseded(h.commands) == [ids[0], ids[1]], "each older add hears .replaced once")
        let restacked = h.commands.compactMap { if case .restack(_, let ids) = $0 { ids } else { nil } }
        #expect(restacked.suffix(2) == [[ids[1]], [ids[2]]], "the renderer orders it under each new id")
        let updated = h.commands.compactMap { if case .update(let snack, _, _) = $0 { snack.id } else { nil } }
        #expect(updated == [ids[1], ids[2]])
        h.advance(2)
        #expect(h.board.timeLeft(id: ids[2], now: h.now) == 8)
        for old in ids.prefix(2) {
            #expect(h.board.snack(id: old) == nil && h.board.timeLeft(id: old, now: h.now) == nil, "\(old) answers as an ended snack")
            h.send(.remove(id: old))
            h.send(.closeButton(id: old))
            h.send(.setProgress(id: old, .fraction(0.5)))
        }
        #expect(h.dismissals.isEmpty, "the older ids reach nothing")
        #expect(h.board.snack(id: ids[2])?.progress == nil)
        h.send(.remove(id: ids[2]))
        #expect(h.dismissals == ["\(ids[2]):removed"], "the newest id dismisses it")
        #expect(h.board.count == 0)
    }

    @Test func inputAndProgressReachAFoldedSnackByItsNewestID() {
        var h = BoardHarness()
        let ids = Self.threeAdds(&h, duration: .infinite)
        h.send(.setProgress(id: ids[2], .fraction(0.5)))
        #expect(h.board.snack(id: ids[2])?.progress == .fraction(0.5))
        h.send(.pause(id: ids[2], .hover))
        #expect(h.board.isPaused(id: ids[2]))
        h.send(.escape(id: ids[2]))
        #expect(h.dismissals == ["\(ids[2]):escape"])
    }

    @Test func aFoldWithoutAnOnDismissStillEndsTheOlderAdd() {
        var h = BoardHarness()
        let first = Snack("Saved", onDismiss: { _ in })
        let second = Snack("Saved")
        h.send(.add(first))
        h.send(.add(second))
        #expect(Self.superseded(h.commands) == [first.id], "the older add hears .replaced")
        #expect(h.board.snack(id: second.id)?.onDismiss == nil, "its handler does not go on under the new id")
    }

    @Test func waitingDelayedAndWithheldSnacksFoldUnderTheNewestID() {
        var queued = BoardHarness(BoardConfiguration(policy: .queue))
        queued.send(.add(.named("a")))
        let ids = Self.threeAdds(&queued)
        #expect(queued.board.queuedCount(on: .top) == 1)
        queued.send(.remove(id: "a"))
        #expect(queued.visible() == [ids[2]], "the waiting snack keeps its place and shows under the newest id")
        #expect(queued.board.snack(id: ids[2])?.repeatCount == 3)

        var delayed = BoardHarness()
        var snacks = [Snack("Saving", onDismiss: { _ in }), Snack("Saving")]
        for index in snacks.indices {
            snacks[index].showDelay = 0.3
            delayed.send(.add(snacks[index]))
        }
        #expect(delayed.board.isDelayed(id: snacks[1].id) && !delayed.board.isDelayed(id: snacks[0].id))
        delayed.advance(0.3)
        #expect(delayed.visible() == [snacks[1].id])

        var withheld = BoardHarness()
        withheld.send(.fullscreen(true))
        let held = Self.threeAdds(&withheld)
        #expect(withheld.board.isWithheld(id: held[2]) && !withheld.board.isWithheld(id: held[0]))
        withheld.send(.fullscreen(false))
        #expect(withheld.visible() == [held[2]])
    }
}
