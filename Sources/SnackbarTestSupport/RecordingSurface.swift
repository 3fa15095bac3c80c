import SnackbarCore
import SnackbarGtk

/// A `SnackSurface` that draws nothing and records what the runtime asked of it, for in-process tests
/// of restacking, anchoring, resource release and the timer without a display.
@MainActor
package final class RecordingSurface: SnackSurface {
    /// The snack shown now.
    package private(set) var snack: Snack
    /// The corner whose stack it is in.
    package let corner: SnackCorner
    package let width: Int
    /// The monitor the host made it for.
    package internal(set) var monitor: MonitorChoice = .primary
    /// Whether the content was shown busy (a long-running action's spinner) the last time.
    package private(set) var isBusy = false
    /// The extras shown now.
    package private(set) var extras: SnackExtras?
    package private(set) var slot: SnackRect?
    /// Every frame it was placed at, in order.
    package private(set) var placements: [SnackRect] = []
    /// Whether `close` ran, and how often (must stay ≤ 1).
    package private(set) var closeCount = 0
    package private(set) var isMapped = false
    /// The height it reports at any width.
    package var height: Int
    /// Whether the exit finishes at once (else the test calls `finishClosing()`).
    package var closesAtOnce = true
    private let events: @MainActor (SurfaceEvent) -> Void
    private var onClosed: (@MainActor () -> Void)?

    init(snack: Snack, corner: SnackCorner, width: Int, height: Int, events: @escaping @MainActor (SurfaceEvent) -> Void) {
        self.snack = snack
        self.corner = corner
        self.width = width
        self.height = height
        self.events = events
    }

    package func height(forWidth width: Int) -> Int { height }

    package func show(_ snack: Snack, busy: Bool, extras: SnackExtras?) {
        self.snack = snack
        isBusy = busy
        self.extras = extras
    }

    /// Every countdown reading the runtime gave it, in order.
    package private(set) var countdowns: [SnackCountdown?] = []

    package func showCountdown(_ countdown: SnackCountdown?) {
        countdowns.append(countdown)
    }

    package func place(
        _ frame: SnackRect, entry: SnackRect, in area: SnackRect, style: SnackStyle,
        onSettled: @escaping @MainActor () -> Void
    ) {
        slot = frame
        placements.append(frame)
        onSettled()
    }

    /// How often the runtime asked it to take the keyboard focus.
    package private(set) var focusCount = 0

    package private(set) var hasAskedFocus = false

    package func takeFocus() -> Bool {
        focusCount += 1
        hasAskedFocus = isMapped
        return isMapped
    }

    package func passFocus(to next: SnackSurface) -> Bool {
        guard next.takeFocus() else { return false }
        hasAskedFocus = false
        return true
    }

    package func close(style: SnackStyle, onClosed: @escaping @MainActor () -> Void) {
        closeCount += 1
        self.onClosed = onClosed
        if closesAtOnce { finishClosing() }
    }

    /// Ends the exit motion: the surface is destroyed and lets go of its extras.
    package func finishClosing() {
        extras = nil
        let done = onClosed
        onClosed = nil
        done?()
    }

    /// Acts as if the display showed the surface now.
    package func map(resized: Bool = false) {
        isMapped = true
        events(.mapped(resized: resized))
    }

    /// Acts as if the user did something to the snack (a click, a hover, Escape…).
    package func input(_ event: SnackEvent) {
        events(.input(event))
    }
}
