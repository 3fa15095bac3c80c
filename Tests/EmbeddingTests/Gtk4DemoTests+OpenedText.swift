import Foundation
import Testing

extension Gtk4DemoTests {
    /// A cut message opens in place, as on GTK 3: a click on it shows all forty lines in a taller card and holds
    /// the snack's time, a second click cuts it again and lets the time run; from the keyboard, Space on the
    /// focused text does the same, and End, Home and Page Down scroll it.
    @Test func aCutTextOpensInPlaceOnAClickAndOnSpace() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        let log = (1...40).map { "Line \($0) of the build log" }.joined(separator: "\\n")
        try await demo.show("log seconds=60 kind=info title=Build_failed \(log)")
        let lines = { try await demo.answer("lines log message", prefix: "lines log message ") }
        // Asked with the pointer away from the card, whose hover holds the time too.
        let held = {
            _ = try await Command.run(["xdotool", "mousemove", "1270", "790"], environment: demo.display.environment)
            return try await demo.answer("held log", prefix: "held log ")
        }
        #expect(try await lines() == "lines log message 4")
        let cut = try await demo.locate("log", button: "card")
        try await demo.click(try await demo.locate("log", button: "text"))
        #expect(try await lines() == "lines log message 40", "the whole message")
        #expect(try await held() == "held log yes", "its time stands still while it is open")
        let opened = try await demo.locate("log", button: "card")
        #expect(opened.y < cut.y - 20, "the card grew up from its bottom edge: \(cut) → \(opened)")
        try await demo.click(try await demo.locate("log", button: "text"))
        #expect(try await lines() == "lines log message 4", "cut again")
        #expect(try await held() == "held log no")
        // The pointer back in the window, off the card: the X server gives the keys to the window under it.
        try await demo.click((5, 5), button: nil)
        try demo.send("focus")
        try await demo.waitFor("focused yes")
        let key = try await Command.run(["xdotool", "key", "space"], environment: demo.display.environment)
        #expect(key.status == 0)
        var answer = ""
        for _ in 0..<250 where answer != "lines log message 40" {
            answer = try await lines()
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(answer == "lines log message 40", "opened from the keyboard")
        // The keys scroll it: End to the foot, Home back to the top, Page Down a page on.
        let scrolled = { Int(try await demo.answer("scrolled log", prefix: "scrolled log ").split(separator: " ").last ?? "") ?? -1 }
        #expect(try await scrolled() == 0)
        for (key, moved) in [("End", { (at: Int) in at > 100 }), ("Home", { $0 == 0 }), ("Next", { $0 > 50 })] {
            let press = try await Command.run(["xdotool", "key", key], environment: demo.display.environment)
            #expect(press.status == 0)
            var at = try await scrolled()
            for _ in 0..<250 where !moved(at) {
                try await Task.sleep(for: .milliseconds(20))
                at = try await scrolled()
            }
            #expect(moved(at), "\(key): scrolled to \(at)")
        }
    }
}

extension Gtk4DemoTests {
    /// An open text that fills its column makes room for a newer card, as on GTK 3: the card shows, the open
    /// text scrolls in less room, and takes the room back once the card goes.
    @Test func anOpenTextMakesRoomForANewerCardAndTakesItBack() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        let log = (1...60).map { "Line \($0) of the build log" }.joined(separator: "\\n")
        try await demo.show("log forever kind=info title=Build_failed \(log)")
        try await demo.click(try await demo.locate("log", button: "text"))
        #expect(try await demo.answer("lines log message", prefix: "lines log message ") == "lines log message 60")
        let opened = try await demo.locate("log", button: "card")
        try await demo.show("newer forever A newer card")
        #expect(try await demo.answer("order", prefix: "order ").contains("newer"), "the newer card shows, not waits")
        let shrunk = try await demo.locate("log", button: "card")
        let newer = try await demo.locate("newer", button: "card")
        #expect(shrunk.y < opened.y && newer.y > shrunk.y, "the open text gave up room below it: \(opened) → \(shrunk), newer at \(newer)")
        try demo.send("remove newer")
        _ = try await demo.waitFor(prefix: "dismissed newer ")
        var back = shrunk
        for _ in 0..<250 where back != opened {
            try await Task.sleep(for: .milliseconds(20))
            back = try await demo.locate("log", button: "card")
        }
        #expect(back == opened, "the room back once the newer card went: \(back), first \(opened)")
    }
}
