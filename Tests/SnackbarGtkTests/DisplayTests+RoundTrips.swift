import Foundation
import Testing

/// What a stack costs the X connection. For a toplevel's ConfigureNotify GDK asks the server where the
/// window is (`XTranslateCoordinates`, a round trip) unless the event is marked as carrying root
/// coordinates; a snack window that no window manager framed is a child of the root, and its event does.
extension DisplayTests {
    /// `Tests/Fixtures/translate-counter.c` built as a preloadable library in a fresh directory.
    private static func translateCounter() throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/translate-counter.c").path
        let library = FileManager.default.temporaryDirectory.appendingPathComponent("translate-counter-\(UUID().uuidString).so").path
        let output = try XDisplay.run("sh", ["-c", "cc -shared -fPIC -O2 -o \"$0\" \"$1\" -ldl 2>&1 && echo built", library, source])
        try #require(output.hasSuffix("built\n"), "cc: \(output)")
        return library
    }

    /// The testbed's `pile count` with the counter loaded, once the replacement mapped.
    private func countedPile(_ count: Int) async throws -> Testbed {
        let counter = try Self.translateCounter()
        defer { try? FileManager.default.removeItem(atPath: counter) }
        let testbed = try launch(["pile", "\(count)"], environment: ["LD_PRELOAD": counter])
        try #require(await testbed.waitFor("replaced") != nil, "snacks never piled up: \(testbed.lines)")
        return testbed
    }

    /// Ends `testbed` and reads how many times it called `function` from the counter's report.
    private func calls(of function: String, in testbed: Testbed) throws -> Int {
        testbed.finish()
        let reported = try #require(testbed.standardError.split(separator: "\n").last { $0.hasPrefix(function + " ") })
        return try #require(Int(reported.split(separator: " ")[1]))
    }

    /// Nine fit on the 800 px screen, whole: a tenth would wait.
    @Test("nine snacks pile up, each moving the ones before it, without a question to the X server per move")
    func stackingAsksNoPositionPerMove() async throws {
        let count = 9
        let testbed = try await countedPile(count)
        // Where the renderer put each window last is where the X server has it (the last was replaced).
        for id in (1..<count).map({ "s\($0)" }) + ["s\(count + 1)"] {
            let last = try #require(testbed.lines.last { $0.hasPrefix("placed \(id) ") })
            let placed = try #require(Frame(fields: last.split(separator: " ").dropFirst(2).map(String.init)))
            let window = try #require(await XDisplay.visibleWindow(of: id), "no visible window for \(id)")
            #expect(try XDisplay.frame(ofWindow: window) == placed, "\(id)")
        }
        let moves = try #require(testbed.lines.split(separator: "piled").first).filter { $0.hasPrefix("placed ") }.count - count
        // Each new snack moves the ones before it: about n(n - 1) / 2 moves.
        #expect(moves >= count * (count - 1) / 2, "\(moves) moves")
        let questions = try calls(of: "XTranslateCoordinates", in: testbed)
        // GDK still asks once for each new window (which monitor it is on); a question per move would add one
        // for each of the 36-odd moves.
        #expect(questions <= 3 * count, "\(questions) XTranslateCoordinates for \(count) windows and \(moves) moves")
    }

    @Test("a snack window asks the X server which monitor it is on once, for its first size")
    func aWindowAsksItsMonitorOnce() async throws {
        let count = 9
        let questions = try calls(of: "XGetGeometry", in: try await countedPile(count))
        // A new GtkWindow's first size comes from its monitor's work area (the monitor found by XGetGeometry
        // and XTranslateCoordinates); an unresizable window's every size does, asking again at each show and
        // resize.
        #expect(questions <= count + 1, "\(questions) XGetGeometry for \(count + 1) windows shown")
    }

    @Test("a snack that replaces the newest in one turn takes its place, and the others stay where they are")
    func aReplacementMovesNoOtherWindow() async throws {
        let count = 6
        let testbed = try launch(["pile", "\(count)"])
        try #require(await testbed.waitFor("replaced") != nil, "the replacement never mapped: \(testbed.lines)")
        let lines = testbed.lines
        let piled = try #require(lines.firstIndex(of: "piled"))
        let last = try #require(lines[..<piled].last { $0.hasPrefix("placed s\(count) ") })
        let replacement = try #require(lines[piled...].first { $0.hasPrefix("placed s\(count + 1) ") })
        #expect(replacement.dropFirst("placed s\(count + 1) ".count) == last.dropFirst("placed s\(count) ".count), "\(lines[piled...])")
        let moved = lines[piled...].filter { $0.hasPrefix("placed ") && !$0.hasPrefix("placed s\(count + 1) ") }
        #expect(moved.isEmpty, "moved after the replacement: \(moved)")
        for id in (1..<count).map({ "s\($0)" }) {
            let placed = try #require(lines.last { $0.hasPrefix("placed \(id) ") })
            let frame = try #require(Frame(fields: placed.split(separator: " ").dropFirst(2).map(String.init)))
            let window = try #require(await XDisplay.visibleWindow(of: id), "no visible window for \(id)")
            #expect(try XDisplay.frame(ofWindow: window) == frame, "\(id)")
        }
    }
}
