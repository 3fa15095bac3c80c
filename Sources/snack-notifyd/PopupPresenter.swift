import SnackbarCore
import SnackNotifyKit

/// What draws the service's popups: the GTK renderer, behind a small seam so the D-Bus side does not
/// depend on how popups are drawn.
@MainActor
protocol PopupPresenter: AnyObject, Sendable {
    /// Opens the display. Main thread, before anything is shown.
    /// - Throws: a message naming the display when none can be opened.
    func start() throws(PresenterFailure)
    /// Shows `snack` (or updates the one on screen with its id), with `style` applied to it alone.
    /// `onShown` runs once its window is on screen (mapped), at once for an update in place or a snack
    /// that waits in the queue, or when it ends before it was shown; `completion` gets the reason it went.
    func present(_ snack: Snack, style: PopupStyle?, onShown: @escaping @MainActor @Sendable () -> Void,
                 completion: @escaping @MainActor @Sendable (DismissReason) -> Void)
    /// The name of the display the popups show on.
    var displayName: String? { get }
    /// How many monitors the display has, numbered from 0.
    var monitorCount: Int { get }
    /// Chooses the monitor for the popups presented from now on.
    func configure(monitor: NotifyMonitor)
    /// Dismisses the snack with this id.
    func dismiss(snackID: String)
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
    var colorScheme: NotifyColorScheme?
}
