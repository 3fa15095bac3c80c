/// notify-send's urgency levels and what each means for a snack.
package enum NotifyUrgency: String, Sendable, CaseIterable {
    case low, normal, critical

    /// Parses a level case-insensitively, as notify-send does.
    package init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The palette used when `--type` is not given.
    package var kind: SnackKind {
        switch self {
        case .low: .neutral
        case .normal: .info
        case .critical: .negative
        }
    }

    /// The duration used when neither `--duration` nor `-t` is given: critical stays until dismissed.
    package var duration: SnackDuration {
        switch self {
        case .low, .normal: .short
        case .critical: .infinite
        }
    }

    /// How long a notification of this urgency stays, by the one rule for `snack-notify -t` and an app's
    /// `expire_timeout` alike: a time given is kept, a critical one's too (dunst and mako keep it; GNOME Shell
    /// keeps no time at all); 0 never expires; a negative time (-1: "the server's default") takes `fallback`,
    /// else the urgency's `duration` (critical: until dismissed).
    package func duration(expireMilliseconds: Int32, fallback: SnackDuration? = nil) -> SnackDuration {
        switch expireMilliseconds {
        case 0: .infinite
        case 1...: .custom(Double(expireMilliseconds) / 1000)
        default: fallback ?? duration
        }
    }

    /// The wire number the notification spec's `urgency` byte hint uses (0, 1, 2).
    package init?(byte: Int) {
        switch byte {
        case 0: self = .low
        case 1: self = .normal
        case 2: self = .critical
        default: return nil
        }
    }
}
