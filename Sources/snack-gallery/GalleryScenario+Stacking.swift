import SnackbarGtk

extension GalleryScenario {
    /// The three policies (each stays chosen until another is pressed), a burst, a high-priority snack
    /// and dedupe by id.
    static var stacking: [GalleryScenario] {
        [
            policy(.stack, "Policy: stack (adds 3)", waitFor: ["stack-1", "stack-2", "stack-3"]),
            policy(.queue, "Policy: queue (adds 3)", waitFor: ["queue-1"]),
            policy(.replaceCurrent, "Policy: replace (adds 3)", waitFor: ["replaceCurrent-3"]),
            GalleryScenario(section: .stacking, name: "stacking-burst", label: "Burst of 10") { context in
                let shown = (1...10).compactMap { number in
                    context.show(Snack("Burst snack \(number) of 10", id: "burst-\(number)"))
                }
                return Array(shown.prefix(min(context.presenter.settings.maxVisible, shown.count)))
            },
            GalleryScenario(section: .stacking, name: "stacking-high-priority", label: "High priority") { context in
                for number in 1...3 { context.show(Snack("Routine message \(number)", duration: .long)) }
                return ids(
                    context.show(
                        Snack(
                            "Battery at 5 %: plug in now.", title: "High priority", kind: .warning,
                            priority: .high)))
            },
            GalleryScenario(
                section: .stacking, name: "stacking-dedupe", label: "Dedupe by id (press twice)",
                screenshotPresses: 2
            ) { context in
                pressDedupe(context)
                return ["dedupe"]
            }
        ]
    }

    private static func policy(_ policy: StackPolicy, _ label: String, waitFor: [String]) -> GalleryScenario {
        GalleryScenario(section: .stacking, name: "stacking-policy-\(policy.rawValue)", label: label) { context in
            context.presenter.settings.policy = policy
            for number in 1...3 {
                context.show(
                    Snack(
                        "Snack \(number) under the \(policy.rawValue) policy", title: "Policy \(policy.rawValue)",
                        id: "\(policy.rawValue)-\(number)"))
            }
            return waitFor
        }
    }

    /// One press: the snack with id "dedupe" shows, or updates in place and restarts its timer. Only the
    /// first press sets `onDismiss`: an update without one keeps the shown snack's.
    @MainActor
    private static func pressDedupe(_ context: GalleryContext) {
        context.dedupeCount += 1
        let first = context.dedupeCount == 1
        let times = first ? "once" : "\(context.dedupeCount) times"
        var snack = Snack("Pressed \(times): one snack, updated in place.", title: "Dedupe by id", kind: .info, id: "dedupe")
        if first { snack.onDismiss = { _ in context.dedupeCount = 0 } }
        context.show(snack)
    }
}
