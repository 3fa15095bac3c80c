import SnackbarCore

/// What a `SnackOverlay` tells its observer about its snacks.
public enum SnackOverlayEvent: Sendable, Equatable {
    /// The snack with this id is on screen in the window.
    case shown(id: String)
    /// The snack with this id went, for this reason; reported once per snack, after its `onDismiss`.
    case dismissed(id: String, reason: DismissReason)
}
