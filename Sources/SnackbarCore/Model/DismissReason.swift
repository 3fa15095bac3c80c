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
    /// A newer snack took its place: the `replaceCurrent` policy; an add of the same id while it waits;
    /// an add of the same id, or a fold of the same text, that brings an `onDismiss` of its own while it is
    /// shown (the snack stays, updated in place; the old `onDismiss` hears this).
    case replaced
    /// The app removed it (`remove`, `removeAll`).
    case programmatic
    /// The manager shut down (app quit), or the window it showed in closed, while it was shown or waiting.
    case shutdown
    /// It was never shown because it was invalid; see `SnackError`.
    case rejected

    /// A reason without its action id. The raw value is the reason's one name, which the command line
    /// prints, its JSON carries and the service's D-Bus signal and socket send; the order of the cases
    /// is the C ABI's `SnackbarReason` (append only).
    public enum Kind: String, Sendable, CaseIterable {
        case timeout, action, closeButton = "closed", swipe = "swiped", escape, replaced
        case programmatic = "removed", shutdown, rejected
    }

    /// The reason without its action id.
    public var kind: Kind {
        switch self {
        case .timeout: .timeout
        case .action: .action
        case .closeButton: .closeButton
        case .swipe: .swipe
        case .escape: .escape
        case .replaced: .replaced
        case .programmatic: .programmatic
        case .shutdown: .shutdown
        case .rejected: .rejected
        }
    }

    /// The reason's name (`timeout`, `action`, `closed`, `swiped`, `escape`, `replaced`, `removed`, …).
    public var name: String { kind.rawValue }

    /// The chosen action's id for `.action`, else nil.
    public var actionID: String? {
        if case .action(let id) = self { return id }
        return nil
    }

    /// The reason called `name`; `.action` takes `actionID` (an empty one for none). Nil for an unknown name.
    public init?(name: String, actionID: String = "") {
        guard let kind = Kind(rawValue: name) else { return nil }
        switch kind {
        case .timeout: self = .timeout
        case .action: self = .action(actionID)
        case .closeButton: self = .closeButton
        case .swipe: self = .swipe
        case .escape: self = .escape
        case .replaced: self = .replaced
        case .programmatic: self = .programmatic
        case .shutdown: self = .shutdown
        case .rejected: self = .rejected
        }
    }

    /// Whether the user chose an action (undo-style callers commit only when this is false).
    public var isAction: Bool { kind == .action }

    /// The name, with the action's id for `.action` (`action(undo)`), for logs and test output.
    public var description: String {
        actionID.map { "action(\($0))" } ?? name
    }
}
