import SnackbarCore
import Testing

@Suite struct SnackBoardStackingTests {
    @Test func stackShowsUpToMaxVisibleNewestFirstThenQueues() {
        var h = BoardHarness(BoardConfiguration(policy: .stack, maxVisible: 2))
        for id in ["a", "b", "c", "d"] { h.send(.add(.named(id))) }
        #expect(h.visible() == ["b", "a"])
        #expect(h.board.queuedCount(on: .top) == 2)
        h.send(.remove(id: "a"))
        #expect(h.visible() == ["c", "b"])
        #expect(h.board.queuedCount(on: .top) == 1)
        #expect(h.dismissals == ["a:removed"])
    }

    @Test func edgesStackIndependentlyAndDefaultEdgeIsTop() {
        var h = BoardHarness(BoardConfiguration(maxVisible: 1))
        h.send(.add(.named("t")))
        h.send(.add(.named("b", edge: .bottom)))
        #expect(h.visible(.top) == ["t"])
        #expect(h.visible(.bottom) == ["b"])
        var bottomFirst = BoardHarness(BoardConfiguration(defaultEdge: .bottom))
        bottomFirst.send(.add(.named("x")))
        #expect(bottomFirst.visible(.bottom) == ["x"])
    }

    @Test("each corner is a stack of its own: its room, its queue, its restacks")
    func cornersStackIndependently() {
        var h = BoardHarness(BoardConfiguration(policy: .stack, maxVisible: 1))
        let trailing = SnackCorner(edge: .bottom, alignment: .trailing)
        let leading = SnackCorner(edge: .bottom, alignment: .leading)
        h.send(.add(.named("t1", edge: .bottom, alignment: .trailing)))
        h.send(.add(.named("t2", edge: .bottom, alignment: .trailing)))
        let added = h.send(.add(.named("l1", edge: .bottom, alignment: .leading)))
        #expect(h.board.visibleIDs(in: trailing) == ["t1"] && h.board.queuedCount(in: trailing) == 1)
        #expect(h.board.visibleIDs(in: leading) == ["l1"], "a full trailing stack leaves the leading corner room")
        #expect(h.board.queuedCount(in: leading) == 0)
        let restacked = added.compactMap { if case .restack(let corner, let ids) = $0 { (corner, ids) } else { nil } }
        #expect(restacked.map(\.0) == [leading] && restacked.map(\.1) == [["l1"]], "only the leading corner restacks")
        var replacing = BoardHarness(BoardConfiguration(policy: .replaceCurrent))
        for alignment in SnackAlignment.allCases { replacing.send(.add(.named(alignment.rawValue, alignment: alignment))) }
        #expect(replacing.visible(.top) == ["leading", "center", "trailing"] && replacing.dismissals.isEmpty)
    }

    @Test func sameIDInAnotherCornerReplacesTheOldOne() {
        var h = BoardHarness()
        h.send(.add(.named("a", alignment: .leading)))
        h.send(.add(.named("a", alignment: .trailing)))
        #expect(h.board.visibleIDs(in: SnackCorner(edge: .top, alignment: .leading)).isEmpty)
        #expect(h.board.visibleIDs(in: SnackCorner(edge: .top, alignment: .trailing)) == ["a"])
        #expect(h.dismissals == ["a:replaced"])
    }

    @Test func queuePolicyShowsOneAtATimeInOrder() {
        var h = BoardHarness(BoardConfiguration(policy: .queue, maxVisible: 5))
        for id in ["a", "b", "c"] { h.send(.add(.named(id))) }
        #expect(h.visible() == ["a"])
        h.advance(4)
        #expect(h.visible() == ["b"])
        h.advance(4)
        #expect(h.visible() == ["c"])
        h.advance(4)
        #expect(h.visible().isEmpty)
        #expect(h.dismissals == ["a:timeout", "b:timeout", "c:timeout"])
    }

    @Test func replaceCurrentDismissesTheShownSnack() {
        var h = BoardHarness(BoardConfiguration(policy: .replaceCurrent))
        h.send(.add(.named("a")))
        h.send(.add(.named("b")))
        #expect(h.visible() == ["b"])
        #expect(h.board.queuedCount(on: .top) == 0)
        #expect(h.dismissals == ["a:replaced"])
    }

    @Test func highPriorityUnderQueuePushesCurrentBackWithItsTimeLeft() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(.named("a")))
        h.send(.add(.named("b")))
        h.now = 1
        let out = h.send(.add(.named("urgent", priority: .high)))
        #expect(h.visible() == ["urgent"])
        #expect(
            out.contains {
                if case .withdraw(let id) = $0 { return id == "a" }
                return false
            })
        h.advance(4)
        #expect(h.visible() == ["a"], "the pushed-back snack comes next, before b")
        #expect(h.board.timeLeft(id: "a", now: h.now) == 3, "it resumes the 3 s it had left")
        h.advance(3)
        #expect(h.visible() == ["b"])
    }

    @Test func highPriorityUnderStackBumpsOldestNormal() {
        var h = BoardHarness(BoardConfiguration(policy: .stack, maxVisible: 2))
        for id in ["a", "b", "c"] { h.send(.add(.named(id))) }
        h.send(.add(.named("h", priority: .high)))
        #expect(h.visible() == ["h", "b"])
        h.send(.remove(id: "b"))
        #expect(h.visible() == ["a", "h"], "the bumped snack goes back to the head of the queue, ahead of c")
        h.send(.add(.named("h2", priority: .high)))
        h.send(.add(.named("h3", priority: .high)))
        #expect(h.visible() == ["h2", "h"], "with only high snacks shown, a new high one waits at the head")
        h.send(.remove(id: "h"))
        #expect(h.visible() == ["h3", "h2"], "ahead of the normal snacks a and c")
    }

    @Test func dedupeByIDUpdatesInPlaceRestartsTimerAndMovesToNewest() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.send(.add(.named("b")))
        h.advance(3)
        let out = h.send(.add(Snack("new text", id: "a")))
        #expect(h.visible() == ["a", "b"])
        #expect(h.board.snack(id: "a")?.message == "new text")
        #expect(
            out.contains {
                if case .update(let s, false, _) = $0 { return s.id == "a" }
                return false
            })
        #expect(
            !out.contains {
                if case .present = $0 { return true }
                return false
            })
        h.advance(1.5)
        #expect(h.visible() == ["a"], "b timed out at 4 s")
        #expect(h.board.timeLeft(id: "a", now: h.now) == 2.5, "a restarted at 3 s")
    }

    /// A notification replaced by id (3, 2, 1 on screen, 2 updated) stays where it was, as in dunst.
    @Test func anUpdateThatKeepsItsPlaceStaysWhereItIs() {
        var h = BoardHarness()
        for id in ["1", "2", "3"] { h.send(.add(.named(id))) }
        #expect(h.visible() == ["3", "2", "1"])
        var update = Snack("new text", id: "2")
        update.keepsPlaceWhenUpdated = true
        let out = h.send(.add(update))
        #expect(h.visible() == ["3", "2", "1"])
        #expect(h.board.snack(id: "2")?.message == "new text")
        #expect(
            out.contains {
                if case .restack(_, let ids) = $0 { return ids == ["3", "2", "1"] }
                return false
            })
        h.send(.add(Snack("newer text", id: "1")))
        #expect(h.visible() == ["1", "3", "2"], "without it an update comes forward")
    }

    @Test func dedupeByTitleAndMessageWhenNoIDGiven() {
        var h = BoardHarness()
        h.send(.add(Snack("Copied", title: "Clipboard")))
        let newest = Snack("Copied", title: "Clipboard")
        h.send(.add(newest))
        #expect(h.visible() == [newest.id], "one snack, under the newest add's id")
        h.send(.removeMatching(Snack("Copied", title: "Clipboard")))
        #expect(h.visible().isEmpty)
        #expect(h.dismissals == ["\(newest.id):removed"])
    }

    @Test func dedupeInQueueReplacesQueuedContent() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(.named("a")))
        h.send(.add(Snack("old", id: "q")))
        h.send(.add(Snack("new", id: "q")))
        #expect(h.board.queuedCount(on: .top) == 1)
        h.advance(4)
        #expect(h.board.snack(id: "q")?.message == "new")
        #expect(h.visible() == ["q"])
    }

    @Test func updateKeepsHandlersTheNewValueLacks() {
        var h = BoardHarness()
        h.send(.add(Snack("50%", id: "p", progress: .fraction(0.5), onDismiss: { _ in })))
        h.send(.add(Snack("60%", id: "p", progress: .fraction(0.6))))
        #expect(h.board.snack(id: "p")?.onDismiss != nil)
        let out = h.send(.add(Snack("70%", id: "p", onDismiss: { _ in })))
        #expect(
            out.contains {
                if case .supersede = $0 { return true }
                return false
            })
    }

    @Test func sameIDOnAnotherEdgeReplacesTheOldOne() {
        var h = BoardHarness()
        h.send(.add(.named("a")))
        h.send(.add(.named("a", edge: .bottom)))
        #expect(h.visible(.top).isEmpty)
        #expect(h.visible(.bottom) == ["a"])
        #expect(h.dismissals == ["a:replaced"])
    }

    @Test func removeAllAndShutdownEndEverythingOnce() {
        var h = BoardHarness(BoardConfiguration(maxVisible: 1))
        for id in ["a", "b", "c"] { h.send(.add(.named(id))) }
        h.send(.add(.named("z", edge: .bottom)))
        h.send(.removeAll)
        #expect(Set(h.dismissals) == ["a:removed", "b:removed", "c:removed", "z:removed"])
        #expect(h.board.count == 0)
        h.send(.add(.named("d")))
        h.send(.shutdown)
        h.send(.add(.named("late")))
        #expect(h.dismissals.suffix(2) == ["d:shutdown", "late:shutdown"])
        #expect(h.board.count == 0)
    }

    /// Whichever corner, queue or hold each waits in, everything ends in the order it came.
    @Test func shutdownEndsEverySnackInTheOrderItCame() {
        var h = BoardHarness(BoardConfiguration(maxVisible: 1))
        h.send(.add(.named("first", edge: .bottom)))
        h.send(.add(.named("second")))
        h.send(.add(.named("third", edge: .bottom)))
        h.send(.add(.named("fourth")))
        h.send(.shutdown)
        #expect(h.dismissals == ["first:shutdown", "second:shutdown", "third:shutdown", "fourth:shutdown"])
        #expect(h.board.count == 0)
    }

    @Test func invalidSnacksAreRejectedNotShown() {
        var h = BoardHarness()
        let bad = Snack("x", duration: .custom(-3), id: "bad")
        h.send(.add(bad))
        #expect(h.visible().isEmpty)
        #expect(h.dismissals == ["bad:rejected"])
    }
}
