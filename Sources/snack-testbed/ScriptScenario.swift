import SnackScript
import SnackbarGlue
import SnackbarGtk
import SnackbarTestSupport

/// `script`: the shared behaviour script (`SnackScript`) against GTK 3, with snacks anchored in a plain
/// app window, the same commands and lines as `snack-gtk4-demo --script`. Snacks that name no edge go to
/// the bottom, as the GTK 4 overlay's do. Prints `ready` once the window is up; standard input's end
/// closes the window and quits. Beyond the shared script, `dialog X Y` opens a modal dialog transient for
/// the window, titled "script dialog", at (X, Y).
@MainActor
final class ScriptScenario: ScriptTarget {
    private var window = ScriptScenario.newWindow()
    private let presenter = SnackbarPresenter.shared

    /// Starts the window and reads the script.
    static func start() {
        let scenario = ScriptScenario()
        scenario.presenter.settings.defaultEdge = .bottom
        scenario.presenter.anchor(to: scenario.window.pointer)
        scenario.presenter.observer = { event in
            switch event {
            case .mapped(let id): SnackScript.say("shown \(id)")
            case .dismissed(let id, let reason): SnackScript.say(SnackScript.dismissedLine(id: id, reason: reason))
            default: break
            }
        }
        SnackScript.readLines(
            { line in
                guard !scenario.openDialog(line), !SnackScript.run(line, on: scenario) else { return }
                SnackScript.say("error unknown command '\(line)'")
            }, onEnd: { SnackbarManager.quitMainLoop() })
        MainLoopSource.whenIdle { SnackScript.say("ready") }
    }

    /// Runs `dialog X Y`; false for another line.
    private func openDialog(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        guard words.count == 3, words[0] == "dialog", let x = Int(words[1]), let y = Int(words[2]) else { return false }
        window.openDialog(title: "script dialog", x: x, y: y)
        SnackScript.say("dialog")
        return true
    }

    func add(_ snack: Snack) throws { try presenter.addNow(snack) }
    func remove(id: String) { presenter.removeNow(id: id) }
    func setProgress(_ progress: SnackProgress?, id: String) -> Bool { presenter.setProgress(progress, id: id) }
    func visibleIDs(on edge: SnackEdge) -> [String] { presenter.visibleIDs(on: edge) }
    func focusNewest() -> Bool { presenter.focusNewest() }
    func isHeld(id: String) -> Bool { presenter.isPaused(id: id) }
    func timeLeft(id: String) -> Double? { presenter.timeLeft(id: id) }
    func spokenText(id: String) -> String? { presenter.spokenText(ofSnackWithID: id) }
    func shownLines(of row: SnackTextRow, id: String) -> Int? { presenter.shownLines(of: row, ofSnackWithID: id) }
    func hiddenText(of row: SnackTextRow, id: String) -> String? { presenter.hiddenText(of: row, ofSnackWithID: id) }
    var look: (variant: ThemeVariant, highContrast: ThemeVariant?) { presenter.look }
    func side(id: String) -> ScriptSide? { presenter.horizontalMiddle(ofSnackWithID: id).map { ScriptSide(middle: $0, width: 1) } }
    func middle(id: String) -> (x: Int, y: Int)? { presenter.middle(ofSnackWithID: id) }
    func close() { window.destroy() }

    func reopen() {
        window.destroy()
        window = Self.newWindow()
        presenter.anchor(to: window.pointer)
    }

    var routesToDesktopWhenInactive: Bool {
        get { presenter.settings.routesToDesktopWhenInactive }
        set { presenter.settings.routesToDesktopWhenInactive = newValue }
    }
    var isActive: Bool { presenter.hasActiveWindow }

    /// The app window the snacks are anchored in.
    private static func newWindow() -> PlainAppWindow {
        PlainAppWindow(title: "script window", x: 200, y: 150, width: 600, height: 400)
    }
}
