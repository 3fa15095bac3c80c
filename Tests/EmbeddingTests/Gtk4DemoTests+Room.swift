import Foundation
import Testing

extension Gtk4DemoTests {
    /// A window too short for a second mail card: the newer cards wait in their queue instead of pushing the
    /// older one out of the window, as GTK 3's anchored snacks do, and the next shows once it goes; a card at
    /// the other edge that would meet it waits as well.
    @Test func aCardThatWouldPushAnotherOutOfTheWindowWaits() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try demo.send("content none")
        try await demo.waitFor("content none")
        let resize = try await Command.run(
            ["xdotool", "windowsize", "--sync", try await demo.window(), "430", "250"], environment: demo.display.environment)
        #expect(resize.status == 0, "\(resize.errors)")
        // A lone card in the middle of the narrowed window: the overlay has its new size.
        try await demo.show("lone forever Lone")
        var lone = try await demo.settledPoint("locate lone card", naming: "card lone")
        for _ in 0..<250 where abs(lone.x - 215) > 2 {
            try await Task.sleep(for: .milliseconds(20))
            lone = try await demo.settledPoint("locate lone card", naming: "card lone")
        }
        #expect(abs(lone.x - 215) <= 2, "the lone card at \(lone) in a 430 px window")
        try demo.send("remove lone")
        _ = try await demo.waitFor(prefix: "dismissed lone ")
        let mail =
            "forever edge=top action=reply:Reply action=read:Read I have attached the revised numbers for the third quarter. "
            + "Can you take a look before the meeting tomorrow at 10?"
        try await demo.show("m1 title=Mail_1 \(mail)")
        for id in ["m2", "m3"] { try demo.send("show \(id) title=Mail_\(id) \(mail)") }
        #expect(try await demo.answer("order", prefix: "order ") == "order top=m1 bottom=", "m2 and m3 wait")
        try demo.send("remove m1")
        try await demo.waitFor("shown m2")
        #expect(try await demo.answer("order", prefix: "order ") == "order top=m2 bottom=", "m2 shows once m1 went, m3 waits")
        // A bottom card under m2 in the same column would meet it: it waits too.
        try demo.send("show b1 \(mail.replacingOccurrences(of: "edge=top", with: "edge=bottom"))")
        #expect(try await demo.answer("order", prefix: "order ") == "order top=m2 bottom=", "b1 waits for room in m2's column")
    }
}
