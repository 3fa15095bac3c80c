import Testing

@testable import SnackbarCore

/// The keys that scroll an opened text, in both renderers.
struct TextScrollTests {
    private let middle = TextScroll.Position(value: 300, lower: 0, upper: 900, step: 50, page: 450)

    @Test("arrows move by a step, Page Up and Down by a page, Home and End to either end, keypad keys too")
    func eachKeyMovesByItsAmount() {
        let keys: [(UInt32, Double)] = [
            (0xff52, 250), (0xff97, 250), (0xff54, 350), (0xff99, 350), (0xff55, 0), (0xff9a, 0), (0xff56, 750), (0xff9b, 750),
            (0xff50, 0), (0xff95, 0), (0xff57, 900), (0xff9c, 900)
        ]
        for (key, expected) in keys { #expect(TextScroll.target(of: key, from: middle) == expected, "key \(key)") }
    }

    @Test("a move past either end stops there; other keys do not scroll")
    func movesStayWithinTheRange() {
        #expect(TextScroll.target(of: 0xff56, from: TextScroll.Position(value: 800, lower: 0, upper: 900, step: 50, page: 450)) == 900)
        #expect(TextScroll.target(of: 0xff52, from: TextScroll.Position(value: 20, lower: 0, upper: 900, step: 50, page: 450)) == 0)
        #expect(TextScroll.target(of: 0xff54, from: TextScroll.Position(value: 0, lower: 0, upper: -10, step: 50, page: 450)) == 0)
        #expect(TextScroll.target(of: 0x20, from: middle) == nil)
        #expect(TextScroll.target(of: 0xff0d, from: middle) == nil)
    }
}
