import Testing

@testable import SnackbarCore

@Suite struct SnackBoardActionTests {
    private func runActions(_ commands: [RenderCommand]) -> [String] {
        commands.compactMap {
            if case .runAction(let id, let action) = $0 { return "\(id):\(action.id)" }
            return nil
        }
    }

    @Test func actionRunsOnceAndDismissesWithItsID() {
        var h = BoardHarness()
        h.send(.add(Snack("Deleted", id: "s", action: SnackAction("Undo", id: "undo"))))
        h.send(.action(id: "s", actionID: "undo"))
        h.send(.action(id: "s", actionID: "undo"))
        #expect(runActions(h.commands) == ["s:undo"])
        #expect(h.dismissals == ["s:action(undo)"])
    }

    /// A notification's `resident` hint: every press runs, the snack stays until something else ends it.
    @Test func aSnackThatStaysOnActionRunsEachPressAndStays() {
        var h = BoardHarness()
        var snack = Snack("Playing", id: "s", action: SnackAction("Pause", id: "pause"), secondaryAction: SnackAction("Next", id: "next"))
        snack.staysOnAction = true
        h.send(.add(snack))
        h.send(.action(id: "s", actionID: "pause"))
        h.send(.action(id: "s", actionID: "next"))
        h.send(.action(id: "s", actionID: "pause"))
        #expect(runActions(h.commands) == ["s:pause", "s:next", "s:pause"])
        #expect(h.dismissals.isEmpty)
    }

    @Test func onlyTheFirstOfTwoActionsRuns() {
        var h = BoardHarness()
        h.send(.add(Snack("Keep?", id: "s", action: SnackAction("Yes", id: "yes"), secondaryAction: SnackAction("No", id: "no"))))
        h.send(.action(id: "s", actionID: "no"))
        h.send(.action(id: "s", actionID: "yes"))
        #expect(runActions(h.commands) == ["s:no"])
    }

    @Test func unknownActionsAndQueuedSnacksIgnoreClicks() {
        var h = BoardHarness(BoardConfiguration(policy: .queue))
        h.send(.add(Snack("one", id: "a", action: SnackAction("Go", id: "go"))))
        h.send(.add(Snack("two", id: "b", action: SnackAction("Go", id: "go"))))
        h.send(.action(id: "a", actionID: "nope"))
        h.send(.action(id: "b", actionID: "go"))
        #expect(runActions(h.commands).isEmpty)
    }

    @Test func longRunningActionShowsBusyHoldsTimerThenDismisses() {
        var h = BoardHarness()
        h.send(.add(Snack("Upload", id: "s", action: SnackAction("Retry", id: "retry", kind: .longRunning({})))))
        let out = h.send(.action(id: "s", actionID: "retry"))
        #expect(
            out.contains {
                if case .update(_, true, _) = $0 { return true }
                return false
            })
        #expect(runActions(out) == ["s:retry"])
        h.advance(1000)
        #expect(h.visible() == ["s"], "a busy snack does not time out")
        h.send(.action(id: "s", actionID: "retry"))
        #expect(runActions(h.commands).count == 1)
        h.send(.actionFinished(id: "s"))
        #expect(h.dismissals == ["s:action(retry)"])
        h.send(.actionFinished(id: "s"))
        #expect(h.dismissals.count == 1)
    }

    @Test func tapIsForwardedOnlyWhenThereIsAHandler() {
        var h = BoardHarness()
        h.send(.add(Snack("x", id: "plain")))
        h.send(.add(Snack("y", id: "tappable", onTap: {})))
        #expect(h.send(.tap(id: "plain")).isEmpty)
        let out = h.send(.tap(id: "tappable"))
        #expect(out.count == 1)
        #expect(h.visible().contains("tappable"), "a tap alone does not dismiss")
    }
}
