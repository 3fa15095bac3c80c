import CGtk
import SnackbarCore
import SnackbarGlue

/// Follows whether someone can see the screen-level snacks and tells the presenter's board: the user away
/// (no input for the idle threshold) holds every shown snack's time; a fullscreen window that is active
/// keeps snacks of normal priority off screen. Where the display gives no source for one of them (see
/// docs/desktops.md), that one never changes.
///
/// On X11 the SYNC extension's IDLETIME and EWMH; under Xwayland the EWMH part follows X11 windows alone,
/// and the idle part stays off (Xwayland's IDLETIME resets on X keyboard input only). On Wayland the
/// compositor's `org_kde_kwin_idle` and `zwlr_foreign_toplevel_manager_v1` (`WaylandAttentionWatch`).
@MainActor
package final class DesktopAttentionWatch {
    private var idle: X11IdleWatch?
    private var fullscreen: X11FullscreenWatch?
    private var wayland: WaylandAttentionWatch?
    private var filter: CHook?
    private let presenter: SnackbarPresenter
    /// Called when the user goes away or comes back, and when fullscreen starts or ends (after the board knows).
    package var onChange: (@MainActor (_ away: Bool, _ fullscreen: Bool) -> Void)?

    package init(presenter: SnackbarPresenter = .shared) {
        self.presenter = presenter
    }

    /// Whether the user is away now.
    package var isAway: Bool { idle?.isAway ?? wayland?.isAway ?? false }
    /// Whether snacks wait for a fullscreen window now.
    package var isFullscreen: Bool { fullscreen?.isFullscreen ?? wayland?.isFullscreen ?? false }

    /// Follows idle with `idleThreshold` seconds (0: not at all) and the active window's fullscreen state
    /// (when `followsFullscreen`); called again, it starts over with the new values. GTK must run.
    package func follow(idleThreshold: Int, followsFullscreen: Bool) {
        stop()
        guard let display = gdk_display_get_default(), idleThreshold > 0 || followsFullscreen else { return }
        if snack_display_is_wayland(display) != 0 {
            wayland = WaylandAttentionWatch(display: display, idleThresholdSeconds: idleThreshold, followsFullscreen: followsFullscreen) {
                [weak self] away, fullscreen in
                if let away { self?.presenter.send(.away(away)) }
                if let fullscreen { self?.presenter.send(.fullscreen(fullscreen)) }
                self?.changed()
            }
            if isAway { presenter.send(.away(true)) }
            if isFullscreen { presenter.send(.fullscreen(true)) }
            if isAway || isFullscreen { changed() }
            return
        }
        guard snack_is_x11_display(display) != 0,
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
        wayland?.stop()
        let wasHeld = isAway || isFullscreen
        idle = nil
        fullscreen = nil
        wayland = nil
        presenter.send(.away(false))
        presenter.send(.fullscreen(false))
        if wasHeld { changed() }
    }
}
