/// The user's own settings for every snack on this desktop, whoever shows it (an app through the Swift
/// API or the C ABI, the popup service): the `[timing]` group of `snackbar.conf` and the environment
/// (see snackbar.conf(5)). A plain value: the glue reads the file, this type checks each value, clamps
/// it to its documented range and says in one warning what it refused.
public struct UserPreferences: Sendable, Hashable {
    /// Multiplies every finite duration after the duration rules (`Snack.timerSeconds(timeScale:)`):
    /// 2 doubles each one. 1 by default, within `timeScaleRange`.
    public private(set) var timeScale: Double = 1

    /// The time scales accepted; a value outside is clamped to the nearer end, with a warning.
    public static let timeScaleRange: ClosedRange<Double> = 0.5...10
    /// The group of `snackbar.conf` this type reads. Other groups (the popup service's) are left to
    /// whoever reads them.
    public static let timingGroup = "timing"
    /// The key of the time scale in `[timing]`.
    public static let timeScaleKey = "time-scale"
    /// The environment variable that overrides the file's time scale (for one app, or one service start).
    public static let timeScaleVariable = "SNACKBAR_TIME_SCALE"

    /// The defaults, or a time scale (clamped to `timeScaleRange`).
    public init(timeScale: Double = 1) {
        self.timeScale = min(max(timeScale, Self.timeScaleRange.lowerBound), Self.timeScaleRange.upperBound)
    }

    /// Applies `key = text` of the file's `group`; `file` names the file in the warning. Returns the warning
    /// for a refused value (the setting then keeps its value) or an unknown key of `[timing]` (ignored).
    /// Keys of other groups are ignored without a word.
    public mutating func apply(group: String, key: String, text: String, file: String) -> String? {
        guard group == Self.timingGroup else { return nil }
        guard key == Self.timeScaleKey else {
            return "\(file): [\(group)] \(key): " + localized("unknown key, ignored (known: %s)", Self.timeScaleKey)
        }
        return setTimeScale(text, source: "\(file): [\(group)] \(key)")
    }

    /// Sets the time scale from text as the user wrote it; `source` names where (`FILE: [timing] time-scale`
    /// or `SNACKBAR_TIME_SCALE`). A number outside 0.5–10 is clamped; anything else keeps the value it had.
    /// - Returns: the warning naming the source, the value and what is accepted, or nil when it was taken.
    public mutating func setTimeScale(_ text: String, source: String) -> String? {
        let range = Self.timeScaleRange
        let trimmed = String(text.trimmedOfWhitespace())
        guard let value = Double(trimmed), value.isFinite else {
            return source + ": "
                + localized(
                    "“%s” is not a number from %s to %s (2 doubles every duration); using %s", text,
                    Self.number(range.lowerBound), Self.number(range.upperBound), Self.number(timeScale))
        }
        self = UserPreferences(timeScale: value)
        guard range.contains(value) else {
            return source + ": "
                + localized(
                    "%s is beyond %s to %s; clamped to %s", trimmed, Self.number(range.lowerBound),
                    Self.number(range.upperBound), Self.number(timeScale))
        }
        return nil
    }

    /// `2`, `0.5`: a number as the file would spell it.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
