import Foundation
import Testing

extension Gtk4DemoTests {
    /// In an 800 px window the three top stacks' columns overlap: each stack starts below those it overlaps
    /// that held a snack first, so no card covers another's text (leading, then centre below it, then
    /// trailing below the centre, which it overlaps).
    @Test func stacksWhoseColumnsOverlapStartBeyondEachOther() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        let resize = try await Command.run(
            ["xdotool", "windowsize", "--sync", try await demo.window(), "800", "520"], environment: demo.display.environment)
        #expect(resize.status == 0, "\(resize.errors)")
        try await demo.show("a edge=top align=leading forever Leading snack with a fairly long title")
        try await demo.show("b edge=top align=center forever Centre snack")
        try await demo.show("c edge=top align=trailing forever Trailing snack")
        let leading = try await demo.settledPoint("locate a card", naming: "card a")
        let centre = try await demo.settledPoint("locate b card", naming: "card b")
        let trailing = try await demo.settledPoint("locate c card", naming: "card c")
        // A card is about 50 px high: each one lower than the one it would cover by more than that.
        #expect(centre.y - leading.y > 50 && trailing.y - centre.y > 50, "leading \(leading), centre \(centre), trailing \(trailing)")
        #expect(leading.x < centre.x && centre.x < trailing.x, "leading \(leading), centre \(centre), trailing \(trailing)")
    }
}
