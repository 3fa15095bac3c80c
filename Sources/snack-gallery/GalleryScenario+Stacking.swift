import SnackbarGtk

extension GalleryScenario {
    /// The three policies (each stays chosen until another is pressed), a burst, a high-priority snack
    /// and dedupe by id.
    static var stacking: [GalleryScenario] {
        [
            policy(.stack, localized("Policy: stack (adds 3)"), waitFor: ["stack-1", "stack-2", "stack-3"]),
            policy(.queue, localized("Policy: queue (adds 3)"), waitFor: ["queue-1"]),
            policy(.replaceCurrent, localized("Policy: replace (adds 3)"), waitFor: ["replaceCurrent-3"]),
            GalleryScenario(section: .stacking, name: "stacking-burst", label: localized("Burst of 10")) { context in
                let shown = (1...10).compactMap { number in
                    context.show(Snack(localized("Burst snack %s of 10", "\(number)"), id: "burst-\(number)"))
                }
                return Array(shown.prefix(min(context.presenter.settings.maxVisible, shown.count)))
            },
            GalleryScenario(section: .stacking, name: "stacking-high-priority", label: localized("High priority")) { context in
                for number in 1...3 { context.show(Snack(localized("Routine message %s", "\(number)"), duration: .long)) }
                return ids(
                    context.show(
                        Snack(
                            localized("Battery at 5 %: plug in now."), title: localized("High priority"), kind: .warning,
                            priority: .high)))
            },
            GalleryScenario(
                section: .stacking, name: "stacking-dedupe", label: localized("Dedupe by id (press twice)"),
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
                        localized("Snack %s of 3", "\(number)"), title: localized("Policy: %s", policyName(policy)),
                        id: "\(policy.rawValue)-\(number)"))
            }
            return waitFor
        }
    }

    /// A policy's name in the user's language.
    private static func policyName(_ policy: StackPolicy) -> String {
        switch policy {
        case .stack: localized("stack")
        case .queue: localized("queue")
        case .replaceCurrent: localized("replace")
        }
    }

    /// One press: the snack with id "dedupe" shows, or updates in place and restarts its timer. Only the
    /// first press sets `onDismiss`: an update without one keeps the shown snack's.
    @MainActor
    private static func pressDedupe(_ context: GalleryContext) {
        context.dedupeCount += 1
        let first = context.dedupeCount == 1
        let message = localizedPlural(
            "Pressed once: one snack, updated in place.", "Pressed %s times: one snack, updated in place.",
            count: context.dedupeCount, "\(context.dedupeCount)")
        var snack = Snack(message, title: localized("Dedupe by id"), kind: .info, id: "dedupe")
        if first { snack.onDismiss = { _ in context.dedupeCount = 0 } }
        context.show(snack)
    }
}
