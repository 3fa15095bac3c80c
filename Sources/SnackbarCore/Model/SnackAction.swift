/// A button on a snack. Its handler runs at most once per snack, however often it is clicked.
public struct SnackAction: Sendable {
    /// What runs when the button is pressed.
    public enum Handler: Sendable {
        /// Nothing runs; the click is still reported (the CLI prints the action's id).
        case none
        /// Runs on the main actor (the GTK thread), then the snack is dismissed.
        case immediate(@MainActor @Sendable () -> Void)
        /// Runs off the main actor while the snack shows a spinner; the snack is dismissed when it returns.
        case longRunning(@Sendable () async -> Void)
    }

    /// The action's name: what `snack-notify -A name=Label` prints, and what `DismissReason.action` carries.
    public var id: String
    /// The button's text (plain text, never markup).
    public var label: String
    /// What runs when the button is pressed.
    public var handler: Handler

    /// Creates an action that runs `handler` on the main actor.
    /// - Parameters:
    ///   - label: the button's text.
    ///   - id: the action's name; defaults to the label.
    public init(_ label: String, id: String? = nil, handler: @escaping @MainActor @Sendable () -> Void = {}) {
        self.init(label, id: id, kind: .immediate(handler))
    }

    /// Creates an action with an explicit handler kind (for example `.longRunning`).
    public init(_ label: String, id: String? = nil, kind: Handler) {
        self.label = label
        self.id = id ?? label
        self.handler = kind
    }

    /// Whether pressing it keeps the snack on screen with a spinner until the work finishes.
    public var isLongRunning: Bool {
        if case .longRunning = handler { return true }
        return false
    }
}

extension SnackAction {
    /// Runs the handler as every renderer does: an immediate one now, on the main actor; a long-running one
    /// in a detached task off it, then `finished` on the main actor once its work returned.
    @MainActor
    public func perform(finished: @escaping @MainActor @Sendable () -> Void) {
        switch handler {
        case .none: break
        case .immediate(let handler): handler()
        case .longRunning(let work):
            Task.detached {
                await work()
                await finished()
            }
        }
    }
}
