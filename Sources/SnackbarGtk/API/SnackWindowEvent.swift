/// Something that happened to a snack's window, reported to `SnackbarManager.observer` on the GTK thread.
public enum SnackWindowEvent: Sendable, CustomStringConvertible {
    /// The X server mapped the window (GTK's "map-event", sent when MapNotify arrives): it is on screen.
    /// For a snack routed to the popup service (`SnackbarSettings.routesToDesktopWhenInactive`): the service
    /// showed it.
    case mapped(id: String)
    /// The window arrived at its slot (after its slide), at this frame in screen pixels.
    case placed(id: String, frame: SnackRect)
    /// The snack ended with this reason (its `onDismiss` has just run).
    case dismissed(id: String, reason: DismissReason)
    /// The window is destroyed (after its exit animation).
    case closed(id: String)

    /// One line: `mapped <id>`, `placed <id> x y w h`, `dismissed <id> <reason>` or `closed <id>`.
    public var description: String {
        switch self {
        case .mapped(let id): "mapped \(id)"
        case .placed(let id, let frame): "placed \(id) \(frame)"
        case .dismissed(let id, let reason): "dismissed \(id) \(reason)"
        case .closed(let id): "closed \(id)"
        }
    }
}
