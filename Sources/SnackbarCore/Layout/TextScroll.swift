/// Where a key takes an opened text's scroll position, the same in both renderers: Up and Down by a step,
/// Page Up and Down by a page, Home and End to either end. Keys by their X key symbols (`gdkkeysyms.h`,
/// the same values in GTK 3 and GTK 4), keypad ones too.
package enum TextScroll {
    /// A scroll position and what a key moves it by, as a `GtkAdjustment` holds them.
    package struct Position: Sendable, Equatable {
        package var value: Double
        package var lower: Double
        package var upper: Double
        package var step: Double
        package var page: Double

        package init(value: Double, lower: Double, upper: Double, step: Double, page: Double) {
            (self.value, self.lower, self.upper, self.step, self.page) = (value, lower, upper, step, page)
        }
    }

    /// The value `key` scrolls `position` to, kept within its range (the top of the last page at most); nil
    /// for a key that does not scroll.
    package static func target(of key: UInt32, from position: Position) -> Double? {
        let moved: Double
        switch key {
        case 0xff52, 0xff97: moved = position.value - position.step  // Up, KP_Up
        case 0xff54, 0xff99: moved = position.value + position.step  // Down, KP_Down
        case 0xff55, 0xff9a: moved = position.value - position.page  // Page_Up, KP_Page_Up
        case 0xff56, 0xff9b: moved = position.value + position.page  // Page_Down, KP_Page_Down
        case 0xff50, 0xff95: moved = position.lower  // Home, KP_Home
        case 0xff57, 0xff9c: moved = position.upper  // End, KP_End
        default: return nil
        }
        return min(max(moved, position.lower), max(position.lower, position.upper))
    }
}
