import CSnackbarGtk4
import SnackScript
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

/// The demo's scripted mode, for tests: the shared script (`SnackScript`, the same commands and lines as
/// GTK 3's `snack-testbed script`), and the demo's own: `desktop ID …` (the options of `show`: a
/// snack on the desktop, through the popup service), `scrolled ID` (answers `scrolled ID PIXELS` of its open text, or
/// `scrolled ID none`), `locate ID ACTION-ID|close|card|text|icon` (answers `at X Y`
/// in the window's surface pixels, or `at none`), `content none` (takes the demo's widgets out, so that the
/// window can be made smaller than a snack; answers `content none`), `spare ID …` (the options of `show`: a
/// snack in a second window, whose overlay only that window keeps; answers `spare ID`). Printed: `ready` once the window shows, then the
/// script's lines. With `--adwaita` the window's snacks are AdwToasts: `queued ID` instead of `shown ID`,
/// `dismissed ID dismissed` for any reason but the button, `locate` finds the button and the close
/// button only, and the script's questions about the board have no answer (`error …`).
@MainActor
enum DemoScript {
    /// Starts reading commands for `demo`, and printing its overlay's events.
    static func start(_ demo: DemoWindow) {
        demo.snacks.onReport = { SnackScript.say($0) }
        ObjectSignal.connect(UnsafeMutableRawPointer(demo.window), "map") { SnackScript.say("ready") }
        let target = DemoScriptTarget(demo)
        SnackScript.readLines({ run($0, demo, target) }, onEnd: { demo.close() })
    }

    /// The popup service's snacks, connected on the first `desktop` command.
    private static var desktop: DesktopSnacks?

    private static func run(_ line: String, _ demo: DemoWindow, _ target: DemoScriptTarget) {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("desktop", 3...):
            do {
                let snacks = try desktop ?? DesktopSnacks()
                snacks.onEvent = { SnackScript.say($0.reportLine) }
                desktop = snacks
                try snacks.add(try SnackScript.snack(id: words[1], words: words.dropFirst(2)))
            } catch {
                SnackScript.say("error \(error)")
            }
        case ("spare", 3...):
            let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_default_size(window, 600, 300)
            do {
                try SnackOverlay(window: window)?.add(try SnackScript.snack(id: words[1], words: words.dropFirst(2)))
                gtk_window_present(window)
                SnackScript.say("spare \(words[1])")
            } catch {
                SnackScript.say("error \(error)")
            }
        case ("scrolled", 2):
            let value = (demo.snacks as? OverlaySnacks)?.overlay.textScroll(id: words[1])
            SnackScript.say("scrolled \(words[1]) " + (value.map { String(Int($0.rounded())) } ?? "none"))
        case ("content", 2) where words[1] == "none":
            (demo.snacks as? OverlaySnacks)?.overlay.child = nil
            SnackScript.say("content none")
        case ("locate", 3):
            let part: SnackOverlay.Part =
                switch words[2] {
                case "card": .card
                case "close": .closeButton
                case "text": .text
                case "icon": .icon
                default: .action(words[2])
                }
            let center = demo.snacks.center(of: part, id: words[1])
            SnackScript.say(center.map { "at \($0.x) \($0.y)" } ?? "at none")
        default:
            guard !SnackScript.run(line, on: target) else { return }
            SnackScript.say(
                "error unknown command '\(line)' (show, desktop, locate, scrolled, focus, progress, order, held, spoken, look, side, middle, lines, route, active, remove, quit, reopen, content, spare)"
            )
        }
    }
}

/// The demo window's snacks as the shared script sees them; the board's answers need `SnackOverlay`.
@MainActor
final class DemoScriptTarget: ScriptTarget {
    private let demo: DemoWindow
    private var overlay: SnackOverlay? { (demo.snacks as? OverlaySnacks)?.overlay }

    init(_ demo: DemoWindow) { self.demo = demo }

    func add(_ snack: Snack) throws { try demo.snacks.add(snack) }
    func remove(id: String) { demo.snacks.remove(id: id) }
    func focusNewest() -> Bool { demo.snacks.focusNewest() }
    func close() { demo.close() }
    func reopen() { demo.reopen() }

    func setProgress(_ progress: SnackProgress?, id: String) -> Bool { overlay?.setProgress(progress, id: id) ?? false }
    func visibleIDs(on edge: SnackEdge) -> [String] { overlay?.visibleIDs(on: edge) ?? [] }
    func isHeld(id: String) -> Bool { overlay?.isHeld(id: id) ?? false }
    func timeLeft(id: String) -> Double? { overlay?.timeLeft(id: id) }
    func spokenText(id: String) -> String? { overlay?.spokenText(id: id) }
    func shownLines(of row: SnackTextRow, id: String) -> Int? { overlay?.shownLines(of: row, id: id) }
    func hiddenText(of row: SnackTextRow, id: String) -> String? { overlay?.hiddenText(of: row, id: id) }
    var look: (variant: ThemeVariant, highContrast: ThemeVariant?) { SnackOverlay.look }
    func middle(id: String) -> (x: Int, y: Int)? { overlay?.center(of: .card, id: id) }
    func side(id: String) -> ScriptSide? { overlay?.horizontalMiddle(id: id).map { ScriptSide(middle: $0, width: 1) } }
    var routesToDesktopWhenInactive: Bool {
        get { overlay?.routesToDesktopWhenInactive ?? false }
        set { overlay?.routesToDesktopWhenInactive = newValue }
    }
    var isActive: Bool { overlay?.isInActiveWindow ?? false }
}
