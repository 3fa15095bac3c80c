/// `--monitor`: which monitor shows the popup.
public enum NotifyMonitor: Sendable, Equatable {
    /// The primary monitor (monitor 0 when none is marked primary).
    case primary
    /// The monitor under the mouse pointer.
    case pointer
    /// The monitor with this 0-based index.
    case index(Int)

    /// Parses `primary`, `pointer` or a monitor number.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "primary": self = .primary
        case "pointer": self = .pointer
        default:
            guard let number = Int(text), number >= 0 else { return nil }
            self = .index(number)
        }
    }

    /// The spelling `init(parsing:)` accepts.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .pointer: "pointer"
        case .index(let number): String(number)
        }
    }
}
