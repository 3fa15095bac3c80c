/// How a popup ended, as the client reports it: to stdout as an action name, or as one JSON object.
public struct NotifyOutcome: Sendable, Equatable {
    /// The id the service assigned (what `-p` prints and `-r` takes).
    public var id: UInt32
    /// `shown` when not waiting; otherwise the dismiss reason's name (`action`, `timeout`, `closed`,
    /// `swiped`, `escape`, `replaced`, `removed`, `shutdown`), or `cancelled` after Ctrl-C.
    public var reason: String
    /// The chosen action's NAME when `reason` is `action`.
    public var action: String?

    /// Creates an outcome.
    public init(id: UInt32, reason: String, action: String? = nil) {
        self.id = id
        self.reason = reason
        self.action = action
    }

    /// `{"id":7,"reason":"action","action":"undo"}`, with `null` when no action was chosen.
    public var json: String {
        let actionText = action.map(JSONText.quoted) ?? "null"
        return "{\"id\":\(id),\"reason\":\(JSONText.quoted(reason)),\"action\":\(actionText)}"
    }
}
