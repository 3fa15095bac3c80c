import Testing

@testable import SnackbarCore

/// What a burst of popups leaves behind: the service runs all session, so the board's tables, its queues and
/// the dictionaries the service keys by popup hold room for the popups left, not for the biggest burst.
@Suite struct BurstRoomTests {
    /// A board whose queue has no bound: the bound keeps a flood's newest snacks only, and these tests look at
    /// the room a burst leaves behind.
    private static let unbounded = BoardConfiguration(maxQueued: .max)

    @Test func aBurstThatTimesOutLeavesTheBoardNoRoomForIt() {
        var h = BoardHarness(Self.unbounded)
        // Half with an id of their own, half deduped by their text: both of the board's tables fill.
        for index in 0..<2_000 {
            h.send(.add(index.isMultiple(of: 2) ? .named("burst-\(index)", .custom(1)) : Snack("text \(index)", duration: .custom(1))))
        }
        #expect(h.board.entries.capacity >= 2_000)
        while let deadline = h.board.nextDeadline { h.advance(deadline - h.now) }
        #expect(h.dismissals.count == 2_000)
        #expect(h.board.entries.capacity <= 8)
        #expect(h.board.idsByKey.capacity <= 8)
        for corner in SnackCorner.allCases { #expect(h.board.queues[corner].capacity <= Deque<Int>.keptCapacity) }
    }

    @Test func queuedSnacksRemovedBeforeTheyShowLeaveNoSlotsBehind() {
        var h = BoardHarness(Self.unbounded)
        for index in 0..<1_000 { h.send(.add(.named("queued-\(index)", .infinite))) }
        for index in 3..<1_000 { h.send(.remove(id: "queued-\(index)")) }
        #expect(h.board.entries.count == 3)
        #expect(h.board.entries.capacity <= 8)
        for corner in SnackCorner.allCases { #expect(h.board.queues[corner].capacity == 0) }
    }

    @Test func aTableShrinksAsItEmptiesAndKeepsEveryKeyFindable() {
        var table = StringTable<Int>(seed: 5)
        for index in 0..<10_000 { table.set(index, forKey: "id-\(index)") }
        for index in 0..<10_000 where index % 1_000 != 0 {
            #expect(table.removeValue(forKey: "id-\(index)") == index)
        }
        #expect(table.count == 10)
        #expect(table.capacity <= 32)
        for index in stride(from: 0, to: 10_000, by: 1_000) { #expect(table["id-\(index)"] == index) }
        table.set(1, forKey: "again")
        #expect(table["again"] == 1)
    }

    @Test func aDequeDrainedAfterABurstLetsGoOfItsStorage() {
        var deque = Deque<Int>()
        for index in 0..<5_000 { index.isMultiple(of: 3) ? deque.pushFront(index) : deque.pushBack(index) }
        var popped = 0
        while deque.popFront() != nil { popped += 1 }
        #expect(popped == 5_000)
        #expect(deque.capacity <= 2 * Deque<Int>.keptCapacity)
    }

    @Test func aDictionaryShrinksAsItsValuesGoAndKeepsTheRest() {
        var popups: [UInt32: String] = [:]
        for id in 0..<UInt32(5_000) { popups[id] = "popup \(id)" }
        for id in 0..<UInt32(5_000) where id % 500 != 0 { popups.removeValueShrinking(forKey: id) }
        #expect(popups.count == 10)
        #expect(popups.capacity <= 64)
        for id in stride(from: UInt32(0), to: 5_000, by: 500) { #expect(popups[id] == "popup \(id)") }
        for id in stride(from: UInt32(0), to: 5_000, by: 500) { popups.removeValueShrinking(forKey: id) }
        #expect(popups.capacity <= [UInt32: String].keptCapacity)
    }
}
