/// How long a snack stays before it times out.
public enum SnackDuration: Sendable, Hashable {
    /// Four seconds: quick feedback.
    case short
    /// Ten seconds: something the user may want to act on.
    case long
    /// Until the user or the app dismisses it; the close button is then always shown.
    case infinite
    /// A number of seconds: finite and greater than zero.
    case custom(Double)

    /// The length in seconds, or nil for `infinite`.
    public var seconds: Double? {
        switch self {
        case .short: 4
        case .long: 10
        case .infinite: nil
        case .custom(let value): value
        }
    }

    /// Parses `short`, `long`, `infinite` or a number of seconds such as `2.5`.
    /// - Throws: `SnackError.invalidDuration` naming the text when it is none of these.
    public init(parsing text: String) throws(SnackError) {
        switch text.lowercased() {
        case "short": self = .short
        case "long": self = .long
        case "infinite", "forever", "never": self = .infinite
        default:
            guard let value = Double(text) else { throw .invalidDuration(text) }
            self = .custom(value)
            try validate()
        }
    }

    /// Rejects custom values that are NaN, zero, negative or infinite.
    public func validate() throws(SnackError) {
        guard case .custom(let value) = self else { return }
        guard value.isFinite, value > 0 else { throw .invalidDuration(String(describing: value)) }
    }
}
