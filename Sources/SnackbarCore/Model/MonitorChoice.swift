/// Which monitor the snacks show on.
public enum MonitorChoice: Sendable, Hashable {
    /// The primary monitor (monitor 0 when the display names none).
    case primary
    /// The monitor under the pointer when a stack starts; the stack stays there until it empties.
    case pointer
    /// The monitor with this 0-based index (the primary one when there is no such monitor).
    case index(Int)
    /// Every monitor at once: the snack shows a copy on each (one snack in the board, one reason when it
    /// ends), each monitor stacking its copies as a single monitor does.
    case all

    /// Reads `primary`, `pointer`, `all` (any case) or a monitor number from 0, as `name` spells them.
    public init?(name: String) {
        switch name.lowercased() {
        case "primary": self = .primary
        case "pointer": self = .pointer
        case "all": self = .all
        default:
            guard let number = Int(name), number >= 0 else { return nil }
            self = .index(number)
        }
    }

    /// `primary`, `pointer`, `all` or the monitor's number: the spelling the command line and the wire use.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .pointer: "pointer"
        case .all: "all"
        case .index(let number): String(number)
        }
    }
}
