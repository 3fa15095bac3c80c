/// Something that happened to the board: a call from the app, a user's input, or time passing.
public enum SnackEvent: Sendable {
    /// Show a snack, or update the one it dedupes with; `attachment` (if any) goes with it.
    case add(Snack, attachment: (any SnackAttachment)? = nil)
    /// Dismiss (or drop from the queue) the snack with this id, reason `.programmatic`.
    case remove(id: String)
    /// Dismiss the snack that dedupes with this one (same id, or same title and message), reason `.programmatic`.
    case removeMatching(Snack)
    /// Dismiss every shown and queued snack, reason `.programmatic`; each shown one waits out its minimum
    /// visible time first, as with `remove`.
    case removeAll
    /// Set the progress of the shown or queued snack with this id (nil takes it away; a fraction is clamped
    /// to 0…1, NaN ignored): in place, the snack keeps its place in its stack, its time and its handlers.
    case setProgress(id: String, SnackProgress?)
    /// The user pressed the action with `actionID` on snack `id`.
    case action(id: String, actionID: String)
    /// A long-running action on snack `id` finished its work.
    case actionFinished(id: String)
    /// The user pressed the close button.
    case closeButton(id: String)
    /// The user dragged the snack away.
    case swipe(id: String)
    /// The user pressed Escape while the snack had focus.
    case escape(id: String)
    /// The user clicked the snack's body (not a button).
    case tap(id: String)
    /// Something now holds the snack's timer (pointer inside, keyboard focus, a button held down).
    case pause(id: String, PauseSource)
    /// That thing let go; the timer resumes the time that was left once nothing holds it.
    case resume(id: String, PauseSource)
    /// The renderer's surface for snack `id` is on screen: its time starts (see `BoardConfiguration.surfaceGrace`).
    case surfaceShown(id: String)
    /// Whether a screen reader runs (snacks with `requiresInteraction` then never time out).
    case screenReader(active: Bool)
    /// Whether the user is away (idle, or the screen locked): every shown snack's time holds while they are,
    /// and runs on with the time it had left when they are back.
    case away(Bool)
    /// Whether the window the snacks show in is out of the user's sight (unmapped, minimized, or not the
    /// active window): every shown snack's time holds while it is, and runs on with the time it had left
    /// once the window is seen again; while `BoardConfiguration.holdsWhileUnseen` is off it holds nothing.
    /// A renderer sends it only for snacks inside a window, never for snacks on the desktop.
    case unseen(Bool)
    /// Whether a fullscreen window is the active one: snacks of normal priority wait (off screen, in their
    /// order) while it is, and show when it is not; high-priority ones show at once.
    case fullscreen(Bool)
    /// The renderer cannot show the snack with this id whole beside the others (a small window): it waits at the
    /// head of its corner's queue with the time it had left, and no waiting snack shows until one on screen
    /// leaves or `.roomChanged`.
    case noRoom(id: String)
    /// The area the snacks show in changed size: waiting snacks held by `.noRoom` try again.
    case roomChanged
    /// Time passed: expire what is due.
    case tick
    /// The app quits: dismiss everything with `.shutdown`; later snacks end at once, also with `.shutdown`.
    case shutdown
    /// The window the snacks show in closed: dismiss everything with `.shutdown`; later snacks show
    /// wherever the renderer shows them next.
    case windowClosed
}

/// What holds a snack's timer. Each source counts once, so a repeated enter without leave cannot leak a pause.
/// `expanded`: the user opened a cut text to read it all; `menu`: the snack's context menu is open.
public enum PauseSource: UInt8, Sendable, CaseIterable {
    case hover = 1
    case focus = 2
    case press = 4
    case expanded = 8
    case menu = 64
}
