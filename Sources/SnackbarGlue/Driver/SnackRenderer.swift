import SnackbarCore

/// What a renderer does with the board's render commands, and nothing more: the GTK 3 surfaces and the
/// GTK 4 overlay each implement it, and `SnackDriver` calls it. The driver owns the board, the timers,
/// the holds, actions and callbacks; a renderer draws, and reports the user's input back to the driver
/// (`SnackDriver.send`: hover and focus holds as `.pause`/`.resume`, keys, swipes, clicks, `.surfaceShown`).
@MainActor
package protocol SnackRenderer: AnyObject {
    /// Shows a new snack in `corner`'s stack; its place comes with the next `restack`.
    func present(_ snack: Snack, corner: SnackCorner, attachment: (any SnackAttachment)?)
    /// The shown snack `id` is known as `newID` from now on (a fold); its new content follows with `update`.
    /// Its input is reported under the new id.
    func rename(_ id: String, to newID: String)
    /// New content for a shown snack, in place: it keeps its place in its stack (a merge, progress, a
    /// busy spinner while a long action runs).
    func update(_ snack: Snack, busy: Bool, attachment: (any SnackAttachment)?)
    /// Orders `corner`'s stack as `ids` says, nearest the edge first.
    func restack(_ corner: SnackCorner, ids: [String])
    /// Ends the presentation of `id`, once: it leaves the screen.
    func release(_ id: String)
    /// The countdown of a shown snack that asks for one, as the board holds it: it stands still while
    /// a hold (hover, focus) stops the snack's time. Nil once the snack has no time left to show.
    func hold(_ id: String, countdown: SnackCountdown?)
    /// Whether the snack is on screen now: a countdown redraws only while one is.
    func isOnScreen(_ id: String) -> Bool
    /// The snack went for `reason`, after its own `onDismiss` ran (observers, tests).
    func dismissed(_ id: String, reason: DismissReason)
}

/// A renderer that owns the driver calling it back (both renderers' runtimes): the board and the one way in
/// for events come from the driver, written here once.
@MainActor
package protocol DrivenRenderer: SnackRenderer {
    /// The driver that holds the board and calls this renderer back.
    var driver: SnackDriver { get }
}

extension DrivenRenderer {
    /// The driver's board: what is shown, queued and held.
    package var board: SnackBoard { driver.board }

    /// Feeds one event to the board through the driver.
    package func send(_ event: SnackEvent) { driver.send(event) }
}
