import Foundation
import SnackbarTestTags
import Testing

/// The keyboard and a GTK 4 overlay's toast, as a user typing a draft meets them: `Tests/Gtk4Embedding/draft.py`
/// (PyGObject on the built library and typelib) with real keys and clicks from xdotool. Whatever ends the toast
/// (Escape, Return on Undo, a click on Undo), the next key lands in the draft where the caret was, as in
/// libadwaita's `AdwToastOverlay`: the editable gets the keyboard back with its caret and selection as they
/// were, not with all of its text selected (the next key then replaced the draft) nor with no focus at all
/// (the key went nowhere).
@Suite(.serialized, .tags(.display))
struct Gtk4FocusReturnTests {
    static let display = Result { try PrivateDisplay() }

    /// Each editable GTK has, and a text view: F6 (focus_newest) moves the keyboard to the toast, Escape
    /// dismisses it, and the key typed next goes in at the caret.
    @Test(arguments: DraftApp.Editable.allCases)
    func escapeGivesTheDraftItsCaretBack(editable: DraftApp.Editable) async throws {
        let draft = try await DraftApp(editable, on: try Self.display.get())
        let (text, key) = editable.draft
        let caret = text.count - 3
        try await draft.type(text)
        try await draft.press(["Left", "Left", "Left"], until: "\(text)|\(caret)|\(caret)|\(caret)|editable")
        try await draft.press(["F6"], until: "\(text)|\(caret)|\(caret)|\(caret)|snack")
        #expect(draft.app.lines.contains("focus-newest 0"))
        let back = try await draft.stateAfterDismissal(["Escape"], reason: "escape")
        try #require(back == "\(text)|\(caret)|\(caret)|\(caret)|editable", "\(draft.app.lines)")
        var typed = text
        typed.insert(contentsOf: key, at: typed.index(typed.startIndex, offsetBy: caret))
        #expect(try await draft.typeOne(key) == "\(typed)|\(caret + 1)|\(caret + 1)|\(caret + 1)|editable")
    }

    /// Return on Undo after F6: the entry's selection comes back as it was, made backwards (the caret at its
    /// start), and the key typed next replaces the selected text only.
    @Test func returnOnUndoGivesTheEntryItsSelectionBack() async throws {
        let draft = try await DraftApp(.entry, on: try Self.display.get())
        try await draft.type("my long draft")
        try await draft.press(["Left", "Left", "Left"], until: "my long draft|10|10|10|editable")
        try await draft.press(["shift+Left", "shift+Left"], until: "my long draft|8|8|10|editable")
        try await draft.press(["F6"], until: "my long draft|8|8|10|snack")
        let back = try await draft.stateAfterDismissal(["Return"], reason: "action")
        try #require(back == "my long draft|8|8|10|editable", "\(draft.app.lines)")
        #expect(try await draft.typeOne("Z") == "my long Zaft|9|9|9|editable")
    }

    /// A click on Undo leaves the keyboard in the entry all along (the button takes no focus from a click), so
    /// the key typed after it goes in at the caret.
    @Test func clickingUndoLeavesTheKeyboardInTheDraft() async throws {
        let draft = try await DraftApp(.entry, on: try Self.display.get())
        try await draft.type("my long draft")
        try await draft.press(["Left", "Left", "Left"], until: "my long draft|10|10|10|editable")
        let before = draft.app.lines.count
        let back = try await draft.stateAfterDismissal(reason: "action") { try await draft.clickUndo() }
        try #require(back == "my long draft|10|10|10|editable", "\(draft.app.lines)")
        #expect(!draft.app.lines.dropFirst(before).contains { $0.hasSuffix("|snack") }, "the keyboard left the draft: \(draft.app.lines)")
        #expect(try await draft.typeOne("Z") == "my long drZaft|11|11|11|editable")
    }

    /// Tab takes the keyboard from the entry to the toast's Undo (no focus_newest), Return presses it, and the
    /// entry gets the keyboard back: a toast that has the focus gives it back however it got it.
    @Test func aToastReachedWithTabGivesTheKeyboardBack() async throws {
        let draft = try await DraftApp(.entry, on: try Self.display.get())
        try await draft.type("my long draft")
        try await draft.press(["Left", "Left", "Left"], until: "my long draft|10|10|10|editable")
        try await draft.press(["Tab"], until: "my long draft|10|10|10|snack")
        let back = try await draft.stateAfterDismissal(["Return"], reason: "action")
        try #require(back == "my long draft|10|10|10|editable", "\(draft.app.lines)")
        #expect(try await draft.typeOne("Z") == "my long drZaft|11|11|11|editable")
    }
}

/// `Tests/Gtk4Embedding/draft.py` run through the Undo locator (`locate-undo.py`) on a display, once its toast
/// stands still on screen: typed into and clicked for real, its `state` lines read back as it prints them
/// (without the word: `TEXT|CARET|SELECTION-START|SELECTION-END|FOCUS`).
final class DraftApp {
    /// The editable the draft is typed in.
    enum Editable: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case entry, search, password, spin, text, textview
        var testDescription: String { rawValue }
        /// What is typed first, and the key typed once the toast is gone: a spin button takes digits (it turns
        /// other text into its value when it loses the focus).
        var draft: (text: String, key: String) { self == .spin ? ("1234567", "9") : ("my long draft", "Z") }
    }

    let app: AppRun
    private let display: PrivateDisplay
    private let directory: String
    private let window: String
    private let undo: [String]

    init(_ editable: Editable, on display: PrivateDisplay) async throws {
        self.display = display
        directory = try Command.temporaryDirectory("gtk4-draft")
        let products = Command.productsDirectory
        app = try AppRun(
            ["/usr/bin/python3", Gtk4UndoApp.sources + "/locate-undo.py", Gtk4UndoApp.sources + "/draft.py", editable.rawValue],
            environment: display.environment.merging([
                "GI_TYPELIB_PATH": products + "/introspection-gtk4", "LD_LIBRARY_PATH": products, "NO_AT_BRIDGE": "1", "GTK_A11Y": "none",
                "GDK_BACKEND": "x11", "WAYLAND_DISPLAY": nil, "XDG_CONFIG_HOME": directory
            ]) { $1 }, directory: directory)
        undo = try await app.waitFor(prefix: "undo-at ").split(separator: " ").dropFirst().map(String.init)
        window = try await app.window(titled: "Snackbar draft Python", on: display.environment)
        // Focused, empty (a spin button shows its value, 0, selected: the first key replaces it).
        _ = try await line(after: 0) { $0.hasPrefix("state ") && $0.hasSuffix("|editable") }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Types `text` and waits until the draft shows it, the caret at its end.
    func type(_ text: String) async throws {
        try await xdotool(["type", text])
        try await waitForState("\(text)|\(text.count)|\(text.count)|\(text.count)|editable")
    }

    /// Presses `keys` and waits for the state `state`.
    func press(_ keys: [String], until state: String) async throws {
        try await xdotool(["key"] + keys)
        try await waitForState(state)
    }

    /// Types one key and returns the state it leads to.
    func typeOne(_ key: String) async throws -> String {
        let count = app.lines.count
        try await xdotool(["type", key])
        return try await nextState(after: count)
    }

    /// Clicks the toast's Undo for real.
    func clickUndo() async throws {
        try await xdotool(["mousemove", "--window", window] + undo + ["click", "1"])
    }

    /// Presses `keys`, or does `act`, waits for the toast's `dismissed REASON` and returns the state printed
    /// once it is gone.
    func stateAfterDismissal(_ keys: [String] = [], reason: String, act: (() async throws -> Void)? = nil) async throws -> String {
        let count = app.lines.count
        if let act { try await act() } else { try await xdotool(["key"] + keys) }
        let gone = try await line(after: count) { $0 == "dismissed \(reason)" }
        return try await nextState(after: gone + 1)
    }

    /// Waits for the state `state`.
    private func waitForState(_ state: String) async throws {
        _ = try await line(after: 0) { $0 == "state " + state }
    }

    /// The first state printed after the first `count` lines.
    private func nextState(after count: Int) async throws -> String {
        let index = try await line(after: count) { $0.hasPrefix("state ") }
        return String(app.lines[index].dropFirst("state ".count))
    }

    /// Waits up to 30 s for a line after the first `count` that `matches`; returns its index.
    private func line(after count: Int, where matches: (String) -> Bool) async throws -> Int {
        for _ in 0..<1500 {
            if let index = app.lines.indices.dropFirst(count).first(where: { matches(app.lines[$0]) }) { return index }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PixelError(message: "the draft app did not print the line awaited; it printed \(app.lines), errors: \(app.errors)")
    }

    private func xdotool(_ arguments: [String]) async throws {
        let run = try await Command.run(["xdotool"] + arguments, environment: display.environment)
        #expect(run.status == 0, "\(run.errors)")
    }
}
