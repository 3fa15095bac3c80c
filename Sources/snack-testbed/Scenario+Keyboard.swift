import SnackbarGtk
import SnackbarTestSupport

/// The keyboard and the full text: an app window that has the focus, and snacks to reach from it.
extension Scenario {
    /// `keyboard [tap]`: the window "keyboard app" and snack `k` (Undo and Redo, each printing `action-ran k
    /// <id>`; with `tap`, a body tap named "Open" printing `tap-ran k`); `ready` once `k` is placed. The test
    /// focuses the app window, then sends `focus`.
    @MainActor
    func runKeyboard(tap: Bool) {
        let app = PlainAppWindow(title: "keyboard app", x: 100, y: 100, width: 400, height: 300)
        app.present()
        Self.printEvents(readyAfter: ["k"])
        var snack = Snack(
            "File deleted", duration: .long, id: "k",
            action: SnackAction("Undo", id: "undo") { Output.say("action-ran k undo") },
            secondaryAction: SnackAction("Redo", id: "redo") { Output.say("action-ran k redo") })
        if tap {
            snack.onTap = { Output.say("tap-ran k") }
            snack.tapLabel = "Open"
        }
        Self.add(snack)
    }

    /// `expand <lines> [newer]`: snack `e` (4 s; 60 s with newer ones) with a close button and a message of that
    /// many lines at the bottom edge, `n` (infinite) stacked above it, and `newer` infinite snacks `w0`… shown
    /// after it, below it;
    /// `ready` once all are placed. A click on `e`'s text opens it.
    @MainActor
    func runExpand(lines: Int, newer: Int) {
        let newerIDs = (0..<newer).map { "w\($0)" }
        Self.printEvents(readyAfter: Set(["e", "n"] + newerIDs))
        let message = (1...max(1, lines)).map { "Line \($0)" }.joined(separator: "\n")
        Self.add(Snack("Neighbour", duration: .infinite, id: "n", edge: .bottom))
        Self.add(Snack(message, title: "Long", duration: .custom(newer > 0 ? 60 : 4), id: "e", showsCloseButton: true, edge: .bottom))
        for id in newerIDs { Self.add(Snack("Newer \(id)", duration: .infinite, id: id, edge: .bottom)) }
    }
}
