import SnackNotifyKit
import SnackbarCore

/// What draws the service's popups: the GTK renderer, behind a small seam so the D-Bus side does not
/// depend on how popups are drawn.
@MainActor
protocol SnackOutput: AnyObject, Sendable {
    /// Opens the display. Main thread, before anything is shown.
    /// - Throws: a message naming the display when none can be opened.
    func start() throws(SnackOutputFailure)
    /// Shows `snack` (or updates the one on screen with its id) from `sender`, with `style` applied to it alone.
    /// `onShown` runs once its window is on screen (mapped), at once for an update in place or a snack
    /// that waits in the queue, or when it ends before it was shown; `completion` gets the reason it went.
    /// - Throws: the error that refuses an invalid snack; neither closure runs then.
    func present(
        _ snack: Snack, from sender: PopupSender, style: PopupStyle?, onShown: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (DismissReason) -> Void) throws(SnackError)
    /// What the popups are on that display; nil before `start()`.
    var surface: ScreenSurface? { get }
    /// The name of the display the popups show on.
    var displayName: String? { get }
    /// How many monitors the display has, numbered from 0.
    var monitorCount: Int { get }
    /// Chooses the monitor for the popups presented from now on.
    func configure(monitor: MonitorChoice)
    /// Applies the service-wide part of snackbar.conf: max visible, the default edge, the time scale and
    /// the theme file (checked with `problems(inTheme:)` first), for popups presented from now on; the idle
    /// threshold and the fullscreen policy at once.
    func apply(_ configuration: ServiceConfiguration)
    /// Called when the user goes away or comes back, and when a fullscreen window becomes or stops being
    /// the active one (see `[server] idle-threshold` and `fullscreen` in snackbar.conf(5)).
    var onAttention: (@MainActor (_ away: Bool, _ fullscreen: Bool) -> Void)? { get set }
    /// Whether the screen is locked: popups hold while it is, as while the user is idle.
    func setScreenLocked(_ locked: Bool)
    /// Dismisses the snack with this id.
    func dismiss(snackID: String)
    /// Moves the keyboard focus to the newest popup on screen or, from a popup that has it, to the next older
    /// one (around from the oldest to the newest); false when there is none.
    func focusNext() -> Bool
    /// Why popups never take the keyboard here (X11 windows under Xwayland on a Wayland desktop); nil
    /// where they can give it back.
    var focusRefusal: String? { get }
    /// The errors of a CSS file as `file:line:column: message`, without applying it.
    func problems(inTheme path: String) -> [String]
    /// Runs the main loop until `quit()`.
    func run()
    /// Leaves `run()`.
    func quit()
}

/// A popup's own look: `--theme FILE.css` and `--dark`/`--light`, for that popup alone.
struct PopupStyle: Sendable, Equatable {
    var themePath: String?
    var variant: ThemeVariant?
}

/// Who sent a popup and how urgent it is: what a desktop notification server is told besides the snack.
struct PopupSender: Sendable, Equatable {
    var appName: String?
    var urgency: NotifyUrgency
}

/// Why the presenter could not start.
struct SnackOutputFailure: Error {
    /// A one-line message for the user.
    var message: String
}
