import Foundation
import SnackbarGtk
import SnackbarTestSupport

extension Scenario {
    @MainActor private static var presenter: SnackbarPresenter { .shared }

    /// Shows the scenario's snacks; the main loop runs afterwards.
    @MainActor
    func start() {
        switch self {
        case .stack(let edge, let alignment, let count):
            let ids = (1...max(1, count)).map { "s\($0)" }
            Self.printEvents(readyAfter: Set(ids))
            for id in ids {
                Self.add(Snack("Snack \(id)", title: "Stack", duration: .infinite, id: id, edge: edge, alignment: alignment))
            }
        case .corners(let corners):
            Self.printEvents(readyAfter: Set(corners.map(\.description)))
            for corner in corners {
                Self.add(
                    Snack(
                        "Snack \(corner)", title: "Corner", duration: .infinite, id: corner.description, edge: corner.edge,
                        alignment: corner.alignment))
            }
        case .kind(let kind, let dark, let cssFile, let backdrop):
            if backdrop { _ = PlainAppWindow(title: "backdrop", x: 0, y: 0, width: 1280, height: 800) }
            Self.printEvents(readyAfter: ["k"])
            if let dark { Self.presenter.forcedVariant = dark ? .dark : .light }
            let palette = { (variant: ThemeVariant) in Theme.standard.palette(for: variant)[kind].background }
            Output.say("background light \(Self.hex(palette(.light))) dark \(Self.hex(palette(.dark)))")
            if let cssFile {
                for problem in Self.presenter.loadUserCSS(file: cssFile) { Output.say("css-problem \(problem)") }
            }
            Self.add(Snack("Background check", kind: kind, duration: .infinite, id: "k"))
        case .action:
            Self.printEvents(readyAfter: ["a"])
            Self.add(
                Snack(
                    "File deleted", duration: .long, id: "a",
                    action: SnackAction("Undo", id: "undo") { Output.say("action-ran a undo") }))
        case .long:
            Self.printEvents(readyAfter: ["l"])
            let work = SnackAction(
                "Retry", id: "work",
                kind: .longRunning {
                    try? await Task.sleep(nanoseconds: 300_000_000)
                    Output.say("work-done l")
                })
            Self.add(Snack("Upload failed", duration: .long, id: "l", action: work))
        case .close:
            Self.printEvents(readyAfter: ["c"])
            Self.add(Snack("Closable", duration: .infinite, id: "c", onTap: { Output.say("tap-ran c") }))
        case .hover(let seconds):
            Self.printEvents(readyAfter: ["h"])
            Self.add(Snack("Hover keeps me", duration: .custom(seconds), id: "h"))
        case .successor(let seconds):
            Self.presenter.settings.policy = .queue
            Self.printEvents(readyAfter: ["first"])
            Self.add(Snack("First in line", duration: .infinite, id: "first"))
            Self.add(Snack("Next in line", duration: .custom(seconds), id: "next"))
        case .drag:
            Self.printEvents(readyAfter: ["d"])
            Self.add(Snack("Swipe me away", duration: .infinite, id: "d"))
        case .reuse:
            Self.printEvents(readyAfter: ["a"])
            Self.add(
                Snack(
                    "First", title: "Tap me", duration: .infinite, id: "a",
                    onTap: {
                        SnackbarManager.shared.remove(id: "a")
                        Self.add(Self.retrySnack(id: "b"))
                    }))
        case .anchored:
            AnchorScenario.start()
        case .custom:
            CustomContentScenario.start()
        case .parts:
            PartsScenario.start()
        case .script:
            ScriptScenario.start()
        case .scoped(let file):
            Self.printEvents(readyAfter: ["own", "plain", "dark"])
            let info = { (variant: ThemeVariant) in Self.hex(Theme.standard.palette(for: variant)[.info].background) }
            Output.say("background light \(info(.light)) dark \(info(.dark))")
            Self.presenter.forcedVariant = .light
            Self.add(Snack("Plain", kind: .info, duration: .infinite, id: "plain"))
            do {
                let problems = try Self.presenter.add(Snack("Own stylesheet", kind: .info, duration: .infinite, id: "own"), styleSheets: [file])
                for problem in problems { Output.say("css-problem \(problem)") }
                try Self.presenter.add(Snack("Dark alone", kind: .info, duration: .infinite, id: "dark"), styleSheets: [], variant: .dark)
            } catch {
                Output.say("rejected \(error)")
            }
        case .threads(let threads, let each):
            runThreads(threads, each: each)
        case .cycles(let count):
            runCycles(count)
        case .pile(let count):
            runPile(count)
        case .reader(let override):
            runReader(override: override)
        case .timed(let seconds):
            runTimed(seconds)
        case .accessible:
            runAccessible()
        case .announce(let kinds):
            runAnnounce(kinds)
        case .text(let alignment, let message):
            Self.printEvents(readyAfter: ["t"])
            Self.add(Snack(message, kind: .neutral, duration: .custom(600), id: "t", alignment: alignment))
        case .clamped:
            runClamped()
        case .app:
            runApp()
        case .keyboard(let tap):
            runKeyboard(tap: tap)
        case .expand(let lines, let newer):
            runExpand(lines: lines, newer: newer)
        case .paragraph:
            Self.printEvents(readyAfter: ["p"])
            let words = String(repeating: "The whole text of a long message shows when it is opened. ", count: 8)
            Self.add(Snack(words, title: "Long", duration: .custom(60), id: "p", action: SnackAction("Undo")))
        case .fold(let count):
            runFold(count)
        }
    }

    @MainActor
    static func printEvents(readyAfter ids: Set<String>) {
        var waiting = ids
        presenter.observer = { event in
            Output.say(event.description)
            guard case .placed(let id, _) = event, waiting.remove(id) != nil, waiting.isEmpty else { return }
            Output.say("ready")
        }
    }

    private static func hex(_ color: RGBAColor) -> String {
        String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
    }

    /// A 30 s snack (no close button) whose Retry action prints `action-ran <id>`.
    static func retrySnack(id: String, edge: SnackEdge? = nil) -> Snack {
        Snack(
            "Second", kind: .positive, duration: .custom(30), id: id,
            action: SnackAction("Retry", id: "retry") { Output.say("action-ran \(id)") }, edge: edge)
    }

    static func add(_ snack: Snack) {
        do { try SnackbarManager.shared.add(snack) } catch { Output.say("rejected \(snack.id) \(error)") }
    }
}
