import CGtk
import SnackbarCore
import SnackbarGlue

/// Follows whether someone can see the screen-level snacks and tells the presenter's board: the user away
/// (no input for the idle threshold) holds every shown snack's time; a fullscreen window that is active
/// keeps snacks of normal priority off screen. Where the display gives no source for one of them (see
/// docs/desktops.md), that one never changes.
///
/// X11 only: the SYNC extension's IDLETIME and EWMH. Under Xwayland the EWMH part follows X11 windows
/// alone, and the idle part stays off (Xwayland's IDLETIME resets on X keyboard input only).
@MainActor
package final class DesktopAttentionWatch {
    private var idle: X11IdleWatch?
    private var fullscreen: X11FullscreenWatch?
    private var filter: CHook?
    private let presenter: SnackbarPresenter
    /// Called when the user goes away or comes back, and when fullscreen starts or ends (after the board knows).
    package var onChange: (@MainActor (_ away: Bool, _ fullscreen: Bool) -> Void)?

    package init(presenter: SnackbarPresenter = .shared) {
        self.presenter = presenter
    }

    /// Whether the user is away now.
    package var isAway: Bool { idle?.isAway ?? false }
    /// Whether snacks wait for a fullscreen window now.
    package var isFullscreen: Bool { fullscreen?.isFullscreen ?? false }

    /// Follows idle with `idleThreshold` seconds (0: not at all) and the active window's fullscreen state
    /// (when `followsFullscreen`); called again, it starts over with the new values. GTK must run.
    package func follow(idleThreshold: Int, followsFullscreen: Bool) {
        stop()
        guard let display = gdk_display_get_default(), snack_is_x11_display(display) != 0,
            let xDisplay = gdk_x11_display_get_xdisplay(display).map({ UnsafeMutableRawPointer($0) })
        else { return }
        let surface = SnackbarPresenter.screenSurface
        if idleThreshold > 0, surface == .x11 {
            idle = X11IdleWatch(xDisplay: xDisplay, thresholdSeconds: idleThreshold) { [weak self] away in
                self?.presenter.send(.away(away))
                self?.changed()
            }
            if idle?.isAway == true { presenter.send(.away(true)) }
        }
        if followsFullscreen {
            fullscreen = X11FullscreenWatch(display: display, xDisplay: xDisplay) { [weak self] active in
                self?.presenter.send(.fullscreen(active))
                self?.changed()
            }
            if fullscreen?.isFullscreen == true { presenter.send(.fullscreen(true)) }
        }
        guard idle != nil || fullscreen != nil else { return }
        filter = addEventFilter(nil) { [weak self] event in
            self?.idle?.handle(event)
            self?.fullscreen?.handle(event)
        }
        if isAway || isFullscreen { changed() }
    }

    private func changed() {
        onChange?(isAway, isFullscreen)
    }

    /// Stops following; the board's snacks run and show as if the user were here and nothing fullscreen.
    package func stop() {
        if let filter { removeEventFilter(nil, filter) }
        filter = nil
        idle?.stop()
        let wasHeld = isAway || isFullscreen
        idle = nil
        fullscreen = nil
        presenter.send(.away(false))
        presenter.send(.fullscreen(false))
        if wasHeld { changed() }
    }
}
