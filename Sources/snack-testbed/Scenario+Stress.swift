import Foundation
import SnackbarGtk
import SnackbarTestSupport

/// Stress scenarios: many threads at once, many cycles in a row.
extension Scenario {
    /// `threads` threads each add `each` snacks at once; after they all joined, `removeAll` from
    /// another thread. Prints `summary added A dismissed D distinct U`.
    @MainActor
    func runThreads(_ threads: Int, each: Int) {
        let total = threads * each
        var dismissed: [String] = []
        SnackbarPresenter.shared.observer = { event in
            guard case .dismissed(let id, _) = event else { return }
            Output.say(event.description)
            dismissed.append(id)
            if dismissed.count == total {
                Output.say("summary added \(total) dismissed \(dismissed.count) distinct \(Set(dismissed).count)")
            }
        }
        Thread.detachNewThread {
            let group = DispatchGroup()
            for thread in 0..<threads {
                group.enter()
                Thread.detachNewThread {
                    for index in 0..<each {
                        try? SnackbarManager.shared.add(Snack("thread \(thread) snack \(index)", duration: .long, id: "t\(thread)-\(index)"))
                    }
                    group.leave()
                }
            }
            group.wait()
            SnackbarManager.shared.removeAll()
        }
    }

    /// Shows a snack, removes it once placed, shows the next: `count` times. Prints `rss-kb-warm` after
    /// the first tenth (caches filled) and `rss-kb-after` at the end, then `done <count>`.
    @MainActor
    func runCycles(_ count: Int) {
        var finished = 0
        SnackbarPresenter.shared.observer = { event in
            switch event {
            case .placed(let id, _): SnackbarManager.shared.remove(id: id)
            case .dismissed:
                finished += 1
                if finished == max(1, count / 10) { Output.say("rss-kb-warm \(ProcessProbe.residentKilobytes())") }
                if finished == count {
                    Output.say("rss-kb-after \(ProcessProbe.residentKilobytes())")
                    Output.say("done \(finished)")
                } else {
                    try? SnackbarManager.shared.add(Snack("cycle \(finished)", id: "c\(finished)"))
                }
            case .mapped, .closed: break
            }
        }
        try? SnackbarManager.shared.add(Snack("cycle 0", id: "c0"))
    }
}

extension Scenario {
    /// The `pile` scenario (see `Scenario.pile`): with animations off, every move is made by the time its
    /// `placed` is printed.
    @MainActor
    func runPile(_ count: Int) {
        var theme = SnackbarPresenter.shared.settings.theme
        theme.animation.addDuration = 0
        theme.animation.rearrangeDuration = 0
        theme.animation.removeDuration = 0
        SnackbarPresenter.shared.settings.theme = theme
        SnackbarPresenter.shared.settings.maxVisible = count
        let snack = { (number: Int) in Snack("Snack s\(number)", title: "Pile", duration: .infinite, id: "s\(number)", edge: .bottom) }
        SnackbarPresenter.shared.observer = { event in
            Output.say(event.description)
            guard case .mapped(let id) = event, let number = Int(id.dropFirst()) else { return }
            switch number {
            case count:
                Output.say("piled")
                // A replacement: both calls run in one turn of the main loop.
                SnackbarManager.shared.remove(id: id)
                Self.add(snack(number + 1))
            case count + 1: Output.say("replaced")
            default: Self.add(snack(number + 1))
            }
        }
        Self.add(snack(1))
    }

    /// The `app` scenario: snacks in a GtkApplication that the user quits (see `Scenario.app`).
    @MainActor
    func runApp() {
        SnackbarPresenter.shared.settings.maxVisible = 1
        let status = QuitButtonApp.run {
            Self.printEvents(readyAfter: ["s1"])
            for id in ["s1", "s2"] {
                Self.add(
                    Snack(
                        "Still up when the app quits", duration: .infinite, id: id,
                        onDismiss: { reason in
                            Output.say("reason \(id) \(reason)")
                        }))
            }
        }
        Output.say("app-ended \(status)")
        exit(0)
    }
}
