import CGtk
import SnackbarCore

extension SnackWindow {
    /// What a window holds for the snack it shows, as one value: a recycled window gets a fresh one in
    /// one assignment (`adopt`, `retire`), so no state of the last snack reaches the next one. A new
    /// per-snack field belongs here.
    struct PerSnack {
        /// Tells the runtime what happened: input for the board, the window mapped.
        var events: @MainActor (SurfaceEvent) -> Void
        /// The slot the window is in or moving to; nil until the first restack placed it.
        var slot: SnackRect?
        /// The stack's area at the last `place`: how tall an expanded text may grow.
        var area: SnackRect?
        /// Set once the window is on screen (see `whenOnScreen`).
        var isMapped = false
        /// When it came on screen (`g_get_monotonic_time`, microseconds).
        var mappedAt: gint64 = 0
        /// Set once the window is closing; it takes no more input and no more slots.
        var isClosing = false
        /// Set from its first slot until `AnnouncementGate` lets it show.
        var isAwaitingGate = false
        /// What runs when it settles in the latest slot given while it awaited the gate.
        var settleOnShow: (@MainActor () -> Void)?
        /// The state of a press on the body: where it started and whether it became a drag.
        var press: PressState?
        /// The pointer is over the window (between its enter and leave).
        var isPointerInside = false
        /// The pointer moved over the window since it entered: the hover hold is on.
        var isHovered = false
        /// The pending look for the pointer while it is inside (see `watchPointer`); 0 when none.
        var pointerCheck: guint = 0
        /// When the pointer last entered or moved over the window (`g_get_monotonic_time`, microseconds).
        var pointerMovedAt: gint64 = 0
        /// The keyboard focus, while the window has it (see `SnackWindow+Focus`).
        var focus = FocusState()
    }

    // The input, focus and expansion code reads these by their own names.
    var events: @MainActor (SurfaceEvent) -> Void { perSnack.events }
    var slot: SnackRect? { perSnack.slot }
    var area: SnackRect? { perSnack.area }
    var isMapped: Bool { perSnack.isMapped }
    var mappedAt: gint64 { perSnack.mappedAt }
    var pointerCheck: guint {
        get { perSnack.pointerCheck }
        set { perSnack.pointerCheck = newValue }
    }
    var isClosing: Bool { perSnack.isClosing }
    var press: PressState? {
        get { perSnack.press }
        set { perSnack.press = newValue }
    }
    var isPointerInside: Bool {
        get { perSnack.isPointerInside }
        set { perSnack.isPointerInside = newValue }
    }
    var pointerMovedAt: gint64 {
        get { perSnack.pointerMovedAt }
        set { perSnack.pointerMovedAt = newValue }
    }
    var isHovered: Bool {
        get { perSnack.isHovered }
        set { perSnack.isHovered = newValue }
    }
    var focus: FocusState {
        get { perSnack.focus }
        set { perSnack.focus = newValue }
    }
}
