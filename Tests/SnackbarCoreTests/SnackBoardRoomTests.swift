import SnackbarCore
import Testing

/// A window too small for one more snack (`.noRoom`): the snack waits at the head of its queue with its time,
/// nothing else shows until a shown snack leaves or the room changes (`.roomChanged`).
@Suite struct SnackBoardRoomTests {
    @Test func aSnackWithoutRoomWaitsWithItsTimeUntilAShownOneLeavesOrTheRoomChanges() {
        var h = BoardHarness(BoardConfiguration(policy: .stack, maxVisible: 3))
        h.send(.add(.named("a", .custom(4))))
        h.send(.add(.named("b", .custom(8))))
        h.advance(1)
        h.send(.add(.named("c", .custom(4))))
        h.send(.noRoom(id: "c"))
        #expect(h.visible() == ["b", "a"])
        h.send(.add(.named("d", .custom(4))))
        #expect(h.visible() == ["b", "a"], "nothing else shows while the window has no room")
        h.advance(3)
        #expect(h.dismissals == ["a:timeout"])
        #expect(Set(h.visible()) == ["b", "c", "d"], "a left: the waiting ones show, c first")
        h.send(.noRoom(id: "d"))
        #expect(Set(h.visible()) == ["b", "c"])
        h.send(.roomChanged)
        #expect(Set(h.visible()) == ["b", "c", "d"], "the room changed: d tries again")
        h.advance(3.5)
        #expect(h.visible().contains("c"), "c's time runs from when it showed, not from when it first had no room")
    }

    /// A short screen: the top stack without room for one more holds only its own queue. The bottom corner
    /// and the other top corner go on showing theirs, and a snack leaving another corner lets it try again.
    @Test func aCornerWithoutRoomHoldsOnlyItsOwnQueue() {
        var h = BoardHarness(BoardConfiguration(policy: .stack, maxVisible: 3))
        h.send(.add(.named("a", .custom(9), edge: .top)))
        h.send(.add(.named("b", .custom(9), edge: .top)))
        h.send(.noRoom(id: "b"))
        #expect(h.visible(.top) == ["a"])
        h.send(.add(.named("c", .custom(4), edge: .bottom)))
        #expect(h.visible(.bottom) == ["c"], "the bottom stack has room of its own")
        h.send(.add(.named("d", .custom(9), edge: .top, alignment: .trailing)))
        #expect(Set(h.visible(.top)) == ["a", "d"], "the other top corner is not held")
        h.send(.add(.named("e", .custom(9), edge: .top)))
        #expect(Set(h.visible(.top)) == ["a", "d"], "the corner without room still holds its queue")
        h.advance(4.5)
        #expect(h.dismissals == ["c:timeout"])
        #expect(Set(h.visible(.top)) == ["a", "b", "d", "e"], "c left: the held corner tries again, b first")
    }
}
