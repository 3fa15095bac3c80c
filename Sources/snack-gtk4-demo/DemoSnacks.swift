import CSnackbarGtk4
import SnackScript
import SnackbarCore
import SnackbarGtk4

/// What the demo's buttons and script show snacks through: our `SnackOverlay`, or libadwaita's
/// `AdwToastOverlay` beside it for comparison.
@MainActor
protocol DemoSnacks: AnyObject {
    /// Called with one line for each snack shown and each one gone (`shown ID`, `dismissed ID REASON`).
    var onReport: (@MainActor (String) -> Void)? { get set }
    /// Shows `snack`, or updates the one shown with its id.
    func add(_ snack: Snack) throws
    /// Dismisses the snack `id`.
    func remove(id: String)
    /// Moves the keyboard focus to the newest snack; false when there is none or it cannot take the focus.
    func focusNewest() -> Bool
    /// The centre of `part` of the snack `id` in the window's surface pixels; nil while it is not on screen.
    func center(of part: SnackOverlay.Part, id: String) -> (x: Int, y: Int)?
}

/// The demo's snacks through SnackbarGtk4's `SnackOverlay`, placed over the window's content.
@MainActor
final class OverlaySnacks: DemoSnacks {
    let overlay: SnackOverlay
    var onReport: (@MainActor (String) -> Void)?

    init?(window: UnsafeMutablePointer<GtkWindow>) {
        guard let overlay = SnackOverlay(window: window) else { return nil }
        self.overlay = overlay
        overlay.onEvent = { [weak self] event in self?.onReport?(event.reportLine) }
    }

    func add(_ snack: Snack) throws { try overlay.add(snack) }
    func remove(id: String) { overlay.remove(id: id) }
    func focusNewest() -> Bool { overlay.focusNewest() }
    func center(of part: SnackOverlay.Part, id: String) -> (x: Int, y: Int)? { overlay.center(of: part, id: id) }
}

extension SnackOverlayEvent {
    /// The line the demo's script prints for the event.
    var reportLine: String {
        switch self {
        case .shown(let id): "shown \(id)"
        case .dismissed(let id, let reason): SnackScript.dismissedLine(id: id, reason: reason)
        }
    }
}
