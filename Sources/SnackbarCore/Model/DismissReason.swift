/// Why a snack left the screen. Every snack that was added gets exactly one.
public enum DismissReason: Sendable, Hashable, CustomStringConvertible {
    /// Its duration ran out.
    case timeout
    /// The user pressed the action with this id (after a long-running action finished).
    case action(String)
    /// The user pressed the close button.
    case closeButton
    /// The user dragged it away.
    case swipe
    /// The user pressed Escape while it had focus.
    case escape
    /// A newer snack took its place (`replaceCurrent` policy or the same id while queued).
    case replaced
    /// The app removed it (`remove`, `removeAll`).
    case programmatic
    /// The manager shut down (app quit) while it was shown or waiting.
    case shutdown
    /// It was never shown because it was invalid; see `SnackError`.
    case rejected

    /// The short lower-case name the CLI prints (`timeout`, `action`, `closed`, `swiped`, …).
    public var name: String {
        switch self {
        case .timeout: "timeout"
        case .action: "action"
        case .closeButton: "closed"
        case .swipe: "swiped"
        case .escape: "escape"
        case .replaced: "replaced"
        case .programmatic: "removed"
        case .shutdown: "shutdown"
        case .rejected: "rejected"
        }
    }

    /// Whether the user chose an action (undo-style callers commit only when this is false).
    public var isAction: Bool {
        if case .action = self { return true }
        return false
    }

    public var description: String {
        if case .action(let id) = self { return "action(\(id))" }
        return name
    }
}
