import Foundation
import SnackbarGtk

/// Screen readers: the desktop's switch, the manager's override, and what AT-SPI gets.
extension Scenario {
    /// Shows `r`, a 1 s snack that requires interaction. `override`: the manager's override says a
    /// screen reader runs (whatever the desktop says); 2.5 s after `ready` it prints `override-cleared`
    /// and clears it. `desktop`: the GSettings switch decides, and the test flips it.
    @MainActor
    func runReader(override: Bool) {
        Self.printEvents(readyAfter: ["r"])
        if override {
            SnackbarPresenter.shared.settings.screenReaderOverride = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
                Output.say("override-cleared")
                SnackbarPresenter.shared.settings.screenReaderOverride = nil
            }
        }
        Self.add(Snack("Needs an answer", duration: .custom(1), id: "r", requiresInteraction: true))
    }

    /// Shows a negative snack with an action and a close button, a positive one with a long action and
    /// a warning at the bottom; once placed, prints `accessible <id> role=<role> name=<name>` for each
    /// window, then for each of its buttons, then `described`.
    @MainActor
    func runAccessible() {
        let snacks = [
            Snack(
                "File deleted", title: "Files", kind: .negative, duration: .infinite, id: "n",
                action: SnackAction("Undo", id: "undo"), showsCloseButton: true),
            Snack(
                "<b>Saved</b> to disk", kind: .positive, duration: .infinite, id: "p",
                longAction: SnackAction("Open folder", id: "open"), usesMarkup: true),
            Snack("Battery low", kind: .warning, duration: .infinite, id: "w", edge: .bottom)
        ]
        var waiting = Set(snacks.map(\.id))
        SnackbarPresenter.shared.observer = { event in
            guard case .placed(let id, _) = event, waiting.remove(id) != nil, waiting.isEmpty else { return }
            for snack in snacks {
                for node in SnackbarPresenter.shared.accessibleNodes(ofSnack: snack.id) {
                    Output.say("accessible \(snack.id) \(node)")
                }
            }
            Output.say("described")
        }
        for snack in snacks { Self.add(snack) }
    }
}

extension Scenario {
    /// Shows one infinite snack per kind, `App <n>: <kind> from the app`, the first at once (before
    /// GTK's accessibility bridge listens: the cold case), each next one once the one before is mapped;
    /// prints `mapped <id>` for each.
    @MainActor
    func runAnnounce(_ kinds: [SnackKind]) {
        SnackbarPresenter.shared.settings.maxVisible = kinds.count
        var shown = 0
        let showNext = {
            guard shown < kinds.count else { return }
            shown += 1
            let kind = kinds[shown - 1]
            Self.add(Snack("\(kind.cssClass) from the app", title: "App \(shown)", kind: kind, duration: .infinite, id: "a\(shown)"))
        }
        SnackbarPresenter.shared.observer = { event in
            guard case .mapped(let id) = event else { return }
            Output.say("mapped \(id)")
            showNext()
        }
        showNext()
    }
}

extension Scenario {
    /// Shows `long` and `huge` (see `Scenario.clamped`) and reports where their full text went.
    @MainActor
    func runClamped() {
        let lines = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let snacks = [
            Snack(lines, duration: .infinite, id: "long", showsCloseButton: true),
            Snack("<span font=\"1000\">huge</span> text", duration: .infinite, id: "huge", edge: .bottom, usesMarkup: true)
        ]
        var waiting = Set(snacks.map(\.id))
        SnackbarPresenter.shared.observer = { event in
            Output.say(event.description)
            guard case .placed(let id, _) = event, waiting.remove(id) != nil, waiting.isEmpty else { return }
            let summary = { (text: String) in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                return "\(lines.count) \(lines.last ?? "")"
            }
            for snack in snacks {
                for tooltip in SnackbarPresenter.shared.tooltips(ofSnack: snack.id) where tooltip != "Close" {
                    Output.say("tooltip \(snack.id) \(summary(tooltip))")
                }
                let name = SnackbarPresenter.shared.accessibleNodes(ofSnack: snack.id).first?.name ?? ""
                Output.say("accessible \(snack.id) \(summary(name))")
            }
            Output.say("described")
        }
        for snack in snacks { Self.add(snack) }
    }
}

extension Scenario {
    /// Adds the same snack `count` times in one go: they fold into one window whose name ends in "×count".
    @MainActor
    func runFold(_ count: Int) {
        let snacks = (0..<count).map { _ in Snack("Saved", title: "Disk", duration: .infinite) }
        SnackbarPresenter.shared.observer = { event in
            guard case .placed(let id, _) = event else { return }
            let name = SnackbarPresenter.shared.accessibleNodes(ofSnack: id).first?.name ?? ""
            Output.say("folded \(id) \(name)")
        }
        for snack in snacks { Self.add(snack) }
    }
}
