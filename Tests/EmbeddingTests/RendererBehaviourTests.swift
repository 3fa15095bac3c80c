import Foundation
import SnackbarTestTags
import Testing

/// One behaviour, two renderers: each scenario runs the same script (`SnackScript`) against GTK 3
/// (`snack-testbed script`, snacks anchored in an app window) and GTK 4 (`snack-gtk4-demo --script`, the
/// `SnackOverlay`), each in a process of its own (GTK 3 and GTK 4 cannot share one), and expects the
/// same answers from both, and the right ones; a drift between the renderers fails here.
@Suite(.serialized, .tags(.display))
struct RendererBehaviourTests {
    static let display = Result { try PrivateDisplay() }
    typealias Renderer = Gtk4DemoRun.ScriptRenderer

    /// The answers `scenario` gets from each renderer, run one after the other.
    private func onBoth(
        environment: [String: String] = [:], _ scenario: (Gtk4DemoRun) async throws -> [String]
    ) async throws -> [Renderer: [String]] {
        var answers: [Renderer: [String]] = [:]
        for renderer in Renderer.allCases {
            let run = try await Gtk4DemoRun(on: try Self.display.get(), environment: environment, renderer: renderer)
            answers[renderer] = try await scenario(run)
        }
        return answers
    }

    /// Expects both renderers to have answered `expected`.
    private func expectBoth(_ answers: [Renderer: [String]], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(answers[.gtk3] == answers[.gtk4], "the renderers drifted apart", sourceLocation: sourceLocation)
        for renderer in Renderer.allCases {
            #expect(answers[renderer] == expected, "\(renderer.rawValue)", sourceLocation: sourceLocation)
        }
    }

    @Test func anUpdateKeepsEachSnacksPlace() async throws {
        let answers = try await onBoth { run in
            for id in ["a", "b", "c"] { try await run.show("\(id) forever Snack \(id)") }
            let before = try await run.order()
            for fraction in ["0.5", "-1"] { try await run.setProgress(fraction, id: "b") }
            let after = try await run.order()
            try run.send("remove b")
            _ = try await run.waitFor(prefix: "callback b ")
            return [before, after] + run.lines.filter { $0.hasPrefix("callback") }
        }
        // The progress kept b's onDismiss: it hears only its end, no `replaced`.
        expectBoth(answers, ["order top= bottom=c,b,a", "order top= bottom=c,b,a", "callback b removed"])
    }

    @Test func eachSnackEndsOnceWithItsReason() async throws {
        let answers = try await onBoth { run in
            try await run.show("job forever Exporting")
            for fraction in ["0.25", "0.75"] { try await run.setProgress(fraction, id: "job") }
            try run.send("remove job")
            try await run.waitFor("dismissed job removed")
            return run.lines.filter { $0.hasPrefix("callback") || $0.hasPrefix("dismissed") }
        }
        expectBoth(answers, ["callback job removed", "dismissed job removed"])
    }

    @Test func closingTheWindowEndsEverySnackWithShutdown() async throws {
        let answers = try await onBoth { run in
            try await run.show("one forever First")
            try await run.show("two seconds=60 Second")
            try run.send("quit")
            for id in ["one", "two"] { try await run.waitFor(prefix: "dismissed \(id) ") }
            return run.lines.filter { $0.hasPrefix("callback") || $0.hasPrefix("dismissed") }.sorted()
        }
        expectBoth(answers, ["callback one shutdown", "callback two shutdown", "dismissed one shutdown", "dismissed two shutdown"])
    }

    /// An app that lives on after a window closed shows its next snacks in the window it opens next: the
    /// closed window's snacks end with `shutdown`, later ones show.
    @Test func aSnackAfterTheWindowClosedShowsInTheNextWindow() async throws {
        let answers = try await onBoth { run in
            try await run.show("one forever First")
            _ = try await run.answer("reopen", prefix: "reopened")
            _ = try await run.waitFor("dismissed one shutdown")
            try await run.show("two forever Second")
            return [try await run.order()] + run.lines.filter { $0.hasPrefix("dismissed") }
        }
        expectBoth(answers, ["order top= bottom=two", "dismissed one shutdown"])
    }

    @Test func theFocusHoldsTheTimeAndEscapeDismisses() async throws {
        let answers = try await onBoth { run in
            try await run.show("f seconds=60 action=undo:Undo Saved")
            let focused = try await run.answer("focus", prefix: "focused ")
            let held = try await run.answer("held f", prefix: "held f ")
            let key = try await Command.run(["xdotool", "key", "Escape"], environment: run.display.environment)
            #expect(key.status == 0, "\(key.errors)")
            return [focused, held, try await run.waitFor(prefix: "dismissed f ")]
        }
        expectBoth(answers, ["focused yes", "held f yes", "dismissed f escape"])
    }

    @Test func tabMovesToTheNextActionAndReturnPressesIt() async throws {
        let answers = try await onBoth { run in
            try await run.show("k seconds=60 action=undo:Undo action=redo:Redo Saved")
            let focused = try await run.answer("focus", prefix: "focused ")
            let keys = try await Command.run(["xdotool", "key", "Tab", "Return"], environment: run.display.environment)
            #expect(keys.status == 0, "\(keys.errors)")
            return [focused, try await run.waitFor(prefix: "dismissed k ")]
        }
        expectBoth(answers, ["focused yes", "dismissed k action redo"])
    }

    @Test func thePointerOverASnackHoldsItsTime() async throws {
        let answers = try await onBoth { run in
            try await run.show("h seconds=60 Hover me")
            try await run.click(try await run.settledMiddle(of: "h"), button: nil)
            let over = try await run.poll("held h", until: "held h yes")
            let away = try await Command.run(["xdotool", "mousemove", "0", "0"], environment: run.display.environment)
            #expect(away.status == 0, "\(away.errors)")
            return [over, try await run.poll("held h", until: "held h no")]
        }
        expectBoth(answers, ["held h yes", "held h no"])
    }

    @Test func aSidewaysDragSwipesPastTheSameThresholdInBoth() async throws {
        let answers = try await onBoth { run in
            // 60 px is short of the threshold: the snack stays, and a later remove ends it.
            try await run.show("w seconds=60 Stays")
            try await run.drag(from: try await run.settledMiddle(of: "w"), by: 60)
            try run.send("remove w")
            let short = try await run.waitFor(prefix: "dismissed w ")
            try await run.show("v seconds=60 Goes")
            try await run.drag(from: try await run.settledMiddle(of: "v"), by: -160)
            return [short, try await run.waitFor(prefix: "dismissed v ")]
        }
        expectBoth(answers, ["dismissed w removed", "dismissed v swiped"])
    }

    @Test(
        "dark and high contrast follow GTK_THEME",
        arguments: [
            ("Adwaita:dark", "look dark high-contrast=none"),
            ("HighContrast", "look light high-contrast=light"),
            ("HighContrastInverse", "look light high-contrast=dark")
        ])
    func theDesktopsLook(theme: String, expected: String) async throws {
        let answers = try await onBoth(environment: ["GTK_THEME": theme]) { run in
            try await run.show("s forever Look")
            return [try await run.answer("look", prefix: "look ")]
        }
        expectBoth(answers, [expected])
    }

    @Test func rightToLeftPutsLeadingOnTheRight() async throws {
        let answers = try await onBoth(environment: ["LC_ALL": "he_IL.UTF-8", "LANGUAGE": ""]) { run in
            try await run.show("l align=leading forever Leading")
            try await run.show("t align=trailing forever Trailing")
            return [try await run.poll("side l", until: "side l right"), try await run.poll("side t", until: "side t left")]
        }
        expectBoth(answers, ["side l right", "side t left"])
    }

    @Test func aLongTitleShowsTwoLinesInBoth() async throws {
        let title = Array(repeating: "Backup", count: 30).joined(separator: "_")
        let answers = try await onBoth { run in
            try await run.show("t title=\(title) forever Done")
            return [try await run.poll("lines t title", until: nil, prefix: "lines t title ")]
        }
        expectBoth(answers, ["lines t title 2"])
    }

    /// A message of forty short lines shows the four lines a message may take, in both, its tooltip offering
    /// all of it: line breaks count against the limit as wrapped lines do.
    @Test func aMessageOfManyLinesShowsFourInBoth() async throws {
        let lines = (1...40).map { "Line\($0)" }
        let answers = try await onBoth { run in
            try await run.show("m forever \(lines.joined(separator: "\\n"))")
            return [
                try await run.poll("lines m message", until: nil, prefix: "lines m message "),
                try await run.poll("tip m message", until: nil, prefix: "tip m message ")
            ]
        }
        expectBoth(answers, ["lines m message 4", "tip m message \(lines.joined(separator: "\n").count)"])
    }

    /// A message too long for its lines offers all of it in the tooltip, in both; one that fits offers none.
    @Test func aCutMessageOffersAllOfItInItsTooltipInBoth() async throws {
        let message = Array(repeating: "Backup", count: 120).joined(separator: " ")
        let answers = try await onBoth { run in
            try await run.show("m forever \(message)")
            try await run.show("s forever Short")
            let cut = try await run.poll("tip m message", until: nil, prefix: "tip m message ")
            _ = try await run.poll("lines s message", until: nil, prefix: "lines s message ")
            return [cut, try await run.poll("tip s message", until: "tip s message none")]
        }
        expectBoth(answers, ["tip m message \(message.count)", "tip s message none"])
    }

    @Test func aScreenReaderHearsTheSameTextWithLinksAsTheirText() async throws {
        let answers = try await onBoth { run in
            try await run.show("s kind=warning title=Disk_full markup forever See <a href=\"https://example.org\">the <b>log</b></a> now")
            return [try await run.poll("spoken s", until: nil, prefix: "spoken s ")]
        }
        expectBoth(answers, ["spoken s Warning, Disk full: See the log now"])
    }
}

extension Gtk4DemoRun {
    /// Sends `command` and returns its answer, the first line starting with `prefix` printed after it.
    func answer(_ command: String, prefix: String) async throws -> String {
        let count = lines.count
        try send(command)
        return try await waitFor(prefix: prefix, after: count)
    }

    /// The seconds the snack `id` has left, as `left ID` answers.
    func secondsLeft(_ id: String) async throws -> Double {
        let answer = try await answer("left \(id)", prefix: "left \(id) ")
        return try #require(Double(answer.split(separator: " ").last ?? ""), "\(answer)")
    }

    /// Asks `command` every 20 ms, for up to 30 s, until it answers `expected` (any answer other than
    /// `… none` when nil), and returns the answer.
    func poll(_ command: String, until expected: String?, prefix: String? = nil) async throws -> String {
        let prefix = prefix ?? String(command.split(separator: " ").first ?? "") + " "
        var last = ""
        for _ in 0..<1500 {
            last = try await answer(command, prefix: prefix)
            if let expected, last == expected { return last }
            if expected == nil, !last.hasSuffix(" none") { return last }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PixelError(
            message: "'\(command)' kept answering '\(last)'; the demo's other lines: \(lines.filter { !$0.hasPrefix(prefix) }.suffix(12))")
    }

    /// Presses at `point` of the window, drags sideways by `dx` pixels in 8 steps (a drag's motion events,
    /// paced as a hand moves), releases.
    func drag(from point: (x: Int, y: Int), by dx: Int) async throws {
        let window = try await window()
        var arguments = ["xdotool", "mousemove", "--window", window, "\(point.x)", "\(point.y)", "mousedown", "1"]
        for step in 1...8 { arguments += ["mousemove", "--window", window, "\(point.x + dx * step / 8)", "\(point.y)", "sleep", "0.03"] }
        let drag = try await Command.run(arguments + ["mouseup", "1"], environment: display.environment)
        #expect(drag.status == 0, "\(drag.errors)")
    }

    /// The middle of snack `id` in the window's pixels once it stands still: two answers in a row agree.
    func settledMiddle(of id: String) async throws -> (x: Int, y: Int) {
        try await settledPoint("middle \(id)", naming: id)
    }
}
