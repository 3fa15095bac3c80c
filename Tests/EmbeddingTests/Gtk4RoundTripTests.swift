import Foundation
import SnackbarTestTags
import Testing

/// What adding a snack to a GTK 4 overlay waits on: a card is widgets inside the app's window, so an add
/// needs no answer from the X server; the window's next frame carries it.
@Suite(.serialized, .tags(.display))
struct Gtk4RoundTripTests {
    static let display = Result { try PrivateDisplay() }

    @Test("adding snacks with a close button asks the X server nothing about the pointer")
    func anAddAsksNoPointerPosition() async throws {
        let directory = try Command.temporaryDirectory("pointer-counter")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pointer-counter.c").path
        let counter = directory + "/pointer-counter.so"
        let built = try await Command.run(["cc", "-shared", "-fPIC", "-O2", "-o", counter, source, "-ldl"])
        try #require(built.status == 0, "cc: \(built.output)")
        let demo = try await Gtk4DemoRun(on: try Self.display.get(), environment: ["LD_PRELOAD": counter])
        try await demo.show("first close forever First")
        let before = Self.queries(demo.errors)
        let count = 6
        for index in 1...count {
            try await demo.show("s\(index) close forever Snack \(index)")
            try demo.send("remove s\(index)")
            try await demo.waitFor("dismissed s\(index) removed")
        }
        // GTK asks where the pointer is whenever a shown widget gets a tooltip; the close button has one.
        let asked = Self.queries(demo.errors) - before
        #expect(asked < count, "\(asked) XIQueryPointer calls while \(count) snacks were added")
        #expect(demo.lines.filter { $0.hasPrefix("shown s") }.count == count, "\(demo.lines)")
    }

    private static func queries(_ errors: String) -> Int {
        errors.split(separator: "\n").filter { $0 == "XIQueryPointer" }.count
    }
}
