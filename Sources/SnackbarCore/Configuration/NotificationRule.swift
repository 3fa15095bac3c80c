/// What a rule looks at in a notification: who sent it, its categories, urgency and summary.
package struct NotificationFacts: Sendable, Equatable {
    package var appName: String
    package var categories: [String]
    package var urgency: NotifyUrgency
    /// The summary as plain text (the title, or the message of a popup without one).
    package var summary: String

    package init(appName: String, categories: [String], urgency: NotifyUrgency, summary: String) {
        (self.appName, self.categories, self.urgency, self.summary) = (appName, categories, urgency, summary)
    }
}

/// What matching rules do to a notification; nil leaves that part as the notification asked.
package struct RuleEffect: Sendable, Equatable {
    package var kind: SnackKind?
    package var duration: SnackDuration?
    package var edge: SnackEdge?
    /// True: not shown, kept in the history only.
    package var hides: Bool?

    package init(kind: SnackKind? = nil, duration: SnackDuration? = nil, edge: SnackEdge? = nil, hides: Bool? = nil) {
        (self.kind, self.duration, self.edge, self.hides) = (kind, duration, edge, hides)
    }

    /// This effect with `later`'s parts laid over it: a later rule wins where it says something.
    package func overlaid(by later: RuleEffect) -> RuleEffect {
        RuleEffect(
            kind: later.kind ?? kind, duration: later.duration ?? duration, edge: later.edge ?? edge,
            hides: later.hides ?? hides)
    }
}

/// A `[rule NAME]` group of snackbar.conf: match keys (all of those given must match) and an effect.
package struct NotificationRule: Sendable, Equatable {
    /// NAME, from the group's header.
    package var name: String
    /// Matches the sender's name.
    package var appName: GlobPattern?
    /// Matches when any of the notification's categories matches.
    package var category: GlobPattern?
    /// The urgencies it applies to; nil for all.
    package var urgencies: Set<NotifyUrgency>?
    /// Matches the summary.
    package var summary: GlobPattern?
    package var effect = RuleEffect()
    /// False: the rule is written but off (`enabled = false`), e.g. to switch off a system rule.
    package var isEnabled = true

    package init(name: String) {
        self.name = name
    }

    /// Whether the rule applies to a notification with these facts.
    package func matches(_ facts: NotificationFacts) -> Bool {
        guard isEnabled else { return false }
        if let appName, !appName.matches(facts.appName) { return false }
        if let category, !facts.categories.contains(where: category.matches) { return false }
        if let urgencies, !urgencies.contains(facts.urgency) { return false }
        if let summary, !summary.matches(facts.summary) { return false }
        return true
    }

    /// Whether any match key is given (a rule without one is refused: it would match everything).
    var hasMatch: Bool { appName != nil || category != nil || urgencies != nil || summary != nil }
}

extension Array where Element == NotificationRule {
    /// The effect of every matching rule, in order: a later rule wins where it says something.
    package func effect(for facts: NotificationFacts) -> RuleEffect {
        reduce(RuleEffect()) { effect, rule in rule.matches(facts) ? effect.overlaid(by: rule.effect) : effect }
    }
}
