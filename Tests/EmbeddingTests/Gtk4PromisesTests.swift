import Foundation
import SnackbarTestTags
import Testing

/// The GTK 4 overlay's promises through the Swift API (`SnackOverlay`, driven by the built
/// `snack-gtk4-demo --script`): a progress update keeps the snack's place and its time, the snack's own
/// `onDismiss` is called once, with the real reason, and closing the window ends every snack with `shutdown`.
@Suite(.serialized, .tags(.display))
struct Gtk4PromisesTests {
    static let display = Result { try PrivateDisplay() }

    @Test func aProgressUpdateKeepsTheSnacksPlaceInItsStack() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        for id in ["a", "b", "c"] { try await demo.show("\(id) forever Snack \(id)") }
        let before = try await demo.order()
        #expect(before.contains("a") && before.contains("b") && before.contains("c"), "\(before)")
        for fraction in ["0.5", "-1"] { try await demo.setProgress(fraction, id: "b") }
        #expect(try await demo.order() == before)
    }

    @Test func aProgressUpdateKeepsTheSnacksTime() async throws {
        // Both run 3 s, r shown after t: with t's time kept, t runs out first whatever its updates.
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("t seconds=3 Copying")
        try await demo.show("r seconds=3 Reference")
        while !demo.lines.contains(where: { $0.hasPrefix("dismissed t ") || $0.hasPrefix("dismissed r ") }) {
            try demo.send("progress t 0.5")
            try await Task.sleep(for: .milliseconds(100))
        }
        try await demo.waitFor("dismissed r timeout")
        let ends = demo.lines.filter { $0.hasPrefix("dismissed ") }
        #expect(ends.first == "dismissed t timeout", "\(ends)")
    }

    @Test func theSnacksOnDismissIsCalledOnceWithTheRealReason() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("job forever Exporting")
        for fraction in ["0.25", "0.75"] { try await demo.setProgress(fraction, id: "job") }
        try demo.send("remove job")
        try await demo.waitFor("dismissed job removed")
        #expect(demo.lines.filter { $0.hasPrefix("callback job") } == ["callback job removed"], "\(demo.lines)")
    }

    @Test func closingTheWindowEndsEverySnackWithShutdown() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("one forever First")
        try await demo.show("two seconds=60 Second")
        try demo.send("quit")
        try await demo.waitFor("dismissed one shutdown")
        try await demo.waitFor("dismissed two shutdown")
        #expect(demo.lines.filter { $0.hasPrefix("callback") }.sorted() == ["callback one shutdown", "callback two shutdown"])
    }

    @Test func snacksWithoutAnEdgeStackAtTheBottom() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("first forever First")
        try await demo.show("second forever Second")
        try await demo.show("above edge=top forever Above")
        #expect(try await demo.order() == "order top=above bottom=second,first")
    }
}

extension Gtk4DemoRun {
    /// Sets the progress of snack `id` through `SnackOverlay.setProgress` and waits for its answer.
    func setProgress(_ fraction: String, id: String) async throws {
        let count = lines.count
        try send("progress \(id) \(fraction)")
        try await waitFor("progress yes", after: count)
    }

    /// The demo's `order` answer: `order top=IDS bottom=IDS`, each edge's snacks nearest it first.
    func order() async throws -> String {
        let count = lines.count
        try send("order")
        return try await waitFor(prefix: "order ", after: count)
    }
}

/// The same promises through libsnackbar-gtk4 from C (`Tests/Gtk4Embedding/promises.c`), and a snack that
/// never takes a window's first focus (`first-focus.c`, a real Space key with xdotool).
@Suite(.serialized, .tags(.display, .install))
struct Gtk4CPromisesTests {
    static let display = Result { try PrivateDisplay() }

    static var environment: [String: String?] {
        get throws {
            try display.get().environment.merging(["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11", "WAYLAND_DISPLAY": nil]) { $1 }
        }
    }

    @Test func progressKeepsPlaceAndTimeOneCallbackPerSnackAndShutdownOnClose() async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let program = try await Gtk4UndoApp.buildC("promises.c", prefix: prefix)
        let app = try AppRun([program], environment: try Self.environment, directory: prefix.root)
        _ = try await app.waitFor(prefix: "end")
        let lines = app.lines
        let before = lines.first { $0.hasPrefix("order-before ") }?.dropFirst("order-before ".count)
        let after = lines.first { $0.hasPrefix("order-after ") }?.dropFirst("order-after ".count)
        #expect(before.map { Set($0.split(separator: ",")) } == ["a", "b", "c"], "\(lines)")
        #expect(after == before, "a progress update keeps b's place: \(lines)")
        // PROGRAMMATIC (6) for the dismissed three, TIMEOUT (0) for t before r, SHUTDOWN (7) on close.
        let ends = lines.filter { $0.hasPrefix("dismissed ") }
        #expect(
            Array(ends.prefix(5)) == ["dismissed b 6", "dismissed a 6", "dismissed c 6", "dismissed t 0", "dismissed r 0"],
            "\(lines)")
        #expect(Set(ends.dropFirst(5)) == ["dismissed u 7", "dismissed v 7"] && ends.count == 7, "\(lines)")
    }

    /// A snack added before its window is presented: the window's first focus is its own widget's, unless the
    /// app asked for the snack's focus (then the snack takes it once it is on screen).
    @Test(arguments: [false, true])
    func aSnackShownBeforeTheWindowTakesItsFirstFocusOnlyWhenAsked(asked: Bool) async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let program = try await Gtk4UndoApp.buildC("first-focus.c", prefix: prefix)
        let environment = try Self.environment
        let app = try AppRun([program] + (asked ? ["asked"] : []), environment: environment, directory: prefix.root)
        _ = try await app.waitFor(prefix: "ready")
        let display = try Self.display.get().environment
        // "ready" may be printed before the window's map has left Xlib's buffer.
        let found = try await app.window(titled: "Gtk4 C first focus", on: display)
        let key = try await Command.run(["xdotool", "windowfocus", "--sync", found, "key", "space"], environment: display)
        #expect(key.status == 0, "\(key.errors)")
        let pressed = try await app.waitFor(prefix: "pressed ")
        if asked {
            // The app asked for the snack's focus before the window showed: the snack takes it once it is on screen.
            #expect(app.lines.first == "asked 0", "\(app.lines)")
            #expect(pressed == "pressed undo" && app.lines.contains("focus Undo"), "\(app.lines)")
        } else {
            #expect(pressed == "pressed send", "Space reaches the window's own focus widget: \(app.lines)")
            #expect(app.lines.contains("focus Send"), "\(app.lines)")
        }
    }
}
