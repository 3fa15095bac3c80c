/// What the renderer must do after an event. The renderer applies these and keeps no policy.
public enum RenderCommand: Sendable {
    /// Show a new surface for this snack in `corner`, with the snack's attachment. Slots follow in a `restack`.
    case present(Snack, corner: SnackCorner, attachment: (any SnackAttachment)?)
    /// The snack shown as `from` is known as `to` from now on (it folded a newer add of the same text); an
    /// `update` with its new content follows.
    case rename(from: String, to: String)
    /// Replace the content of the snack's surface in place (dedupe, progress, busy spinner); `attachment`
    /// is the one the snack has now (a merge may have replaced it). A `restack` of its corner follows.
    case update(Snack, busy: Bool, attachment: (any SnackAttachment)?)
    /// The snacks in `corner`, nearest its edge first; windows slide to these slots.
    case restack(corner: SnackCorner, ids: [String])
    /// Take the window away without ending the snack: it went back to the queue and will show again.
    case withdraw(id: String)
    /// Close the window (if shown) and report `reason` to the snack's `onDismiss`. Sent once per snack.
    case dismiss(Snack, reason: DismissReason)
    /// Report `.replaced` to this superseded value's `onDismiss`; its window lives on with the new value's content.
    case supersede(Snack)
    /// Run this action's handler (on the main actor, or off it for a long-running one). Sent once per snack.
    case runAction(id: String, SnackAction)
    /// Run this snack's `onTap` handler.
    case tap(Snack)
}
