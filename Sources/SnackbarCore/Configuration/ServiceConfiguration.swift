/// The popup service's settings from snackbar.conf(5): the `[server]` group, the `[timing]` group and
/// the `[rule NAME]` groups. A plain value: the glue reads the files (`KeyFileEntry`), `parse` checks
/// every value against its bound; a file with any problem is refused whole, so the service keeps what
/// it had (see `ServiceConfiguration+Parsing`).
package struct ServiceConfiguration: Sendable, Equatable {
    /// The edge popups stack against when they name none.
    package var edge: SnackEdge = .top
    /// Where notifications sit along the edge.
    package var alignment: SnackAlignment = .center
    /// The monitor notifications show on.
    package var monitor: MonitorChoice = .primary
    /// How many popups show at once per corner; more wait in the queue.
    package var maxVisible = 3
    /// How long a notification stays that asks for the server's default (`expire_timeout` -1), by urgency.
    package var durations: [NotifyUrgency: SnackDuration] = [.low: .short, .normal: .short, .critical: .infinite]
    /// A CSS file over the theme for every popup (absolute once parsed).
    package var themePath: String?
    /// `FILE:LINE` of the `theme` key, for what the glue finds wrong with the file it names.
    package var themePlace: String?
    /// How many closed or held-back notifications the history keeps.
    package var historySize = 20
    /// Seconds without input after which the user is away and popups hold their time; 0: never.
    package var idleThreshold = 120
    /// What popups do while a fullscreen window is the active one.
    package var fullscreen = FullscreenPolicy.delay
    /// The rules, in order: later ones win where they say something.
    package var rules: [NotificationRule] = []
    /// `[timing]`: the time scale.
    package var preferences = UserPreferences()
    /// What the time scale's check said (`FILE:LINE: [timing] time-scale: …`): as in apps, a refused time
    /// scale keeps its default and one out of range is clamped, and the rest of the file still applies.
    package var notes: [String] = []

    package init() {}

    /// The bounds of the numbers.
    package static let maxVisibleRange = 1...20
    package static let historySizeRange = 0...1_000
    package static let monitorRange = 0...15
    package static let idleThresholdRange = 0...86_400
    /// The longest duration in seconds a duration key accepts.
    package static let maximumSeconds = 3_600.0
    /// The most rules, and the longest rule name and path.
    package static let maximumRules = 100
    package static let maximumNameCharacters = 64
    package static let maximumPathCharacters = 4_096

    /// The group names.
    package static let serverGroup = "server"
    package static let rulePrefix = "rule "

    /// The duration a notification of `urgency` gets when it asks for the default.
    package func duration(for urgency: NotifyUrgency) -> SnackDuration {
        durations[urgency] ?? urgency.duration
    }

    /// The system file's entries with the user's laid over them: a key of `[server]` or `[timing]` in the
    /// user's file replaces the system's key; a `[rule NAME]` of the user's replaces the system's rule of
    /// that NAME whole. The system's rules come first, in their order, then the user's.
    package static func merge(system: [KeyFileEntry], user: [KeyFileEntry]) -> [KeyFileEntry] {
        let userKeys = Set(user.map { $0.group + "\u{0}" + $0.key })
        let userRules = Set(user.map(\.group).filter { $0.hasPrefix(rulePrefix) })
        let kept = system.filter { entry in
            entry.group.hasPrefix(rulePrefix) ? !userRules.contains(entry.group) : !userKeys.contains(entry.group + "\u{0}" + entry.key)
        }
        return kept + user
    }
}

/// What popups do while a fullscreen window is the active one (`[server] fullscreen`).
package enum FullscreenPolicy: String, Sendable, CaseIterable {
    /// Popups of normal and low urgency wait until it is not; critical ones show at once.
    case delay
    /// Popups show over it.
    case show
}
