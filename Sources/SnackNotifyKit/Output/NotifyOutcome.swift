import SnackbarCore

/// How a call ended, as the client reports it: the chosen action's NAME on standard output, or one
/// JSON object (`--json`).
package enum NotifyOutcome: Sendable, Equatable {
    /// Not waiting: the popup is on screen.
    case shown
    /// The popup went, for this reason.
    case dismissed(DismissReason)
    /// Ctrl-C while waiting: the client closed the popup itself.
    case cancelled
    /// The service went away (it died, was killed, or its display closed) before the popup went.
    case serviceGone

    /// The JSON's `reason`: `shown`, the dismiss reason's name, `cancelled`, or `service-gone` for a
    /// service that went away (unlike `shutdown`, which a service that quits in order reports).
    package var name: String {
        switch self {
        case .shown: "shown"
        case .dismissed(let reason): reason.name
        case .cancelled: "cancelled"
        case .serviceGone: "service-gone"
        }
    }

    /// The chosen action's NAME when an action dismissed the popup.
    package var action: String? {
        guard case .dismissed(let reason) = self, let name = reason.actionID, !name.isEmpty else { return nil }
        return name
    }

    /// `{"id":7,"reason":"action","action":"undo"}` for the popup `id`, with `null` when no action was chosen.
    package func json(id: UInt32) -> String {
        let actionText = action.map(JSONText.quoted) ?? "null"
        return "{\"id\":\(id),\"reason\":\(JSONText.quoted(name)),\"action\":\(actionText)}"
    }
}
