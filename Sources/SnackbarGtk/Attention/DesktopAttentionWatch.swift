import CGtk
import SnackbarCore
import SnackbarGlue

/// Follows whether someone can see the screen-level snacks and tells the presenter's board: the user away
/// (no input for the idle threshold, or the screen locked) holds every shown snack's time; a fullscreen
/// window that is active keeps snacks of normal priority off screen. Where the display gives no source for
/// one of them (see docs/desktops.md), that one never changes.
///
/// On X11 the SYNC extension's IDLETIME and EWMH; under Xwayland the EWMH part follows X11 windows alone,
/// and idle comes from GNOME's `org.gnome.Mutter.IdleMonitor` where it runs (Xwayland's IDLETIME resets on
/// X keyboard input only). On Wayland the compositor's `org_kde_kwin_idle`, `zwlr_foreign_toplevel_manager_v1`
/// and `org_kde_plasma_window_management` (`WaylandAttentionWatch`), and GNOME's idle monitor again. The
/// lock comes from the session bus's screen saver or logind (`isLocked`).
@MainActor
package final class DesktopAttentionWatch {
    private var idle: X11IdleWatch?
    private var fullscreen: X11FullscreenWatch?
    private var wayland: WaylandAttentionWatch?
    private var gnomeIdle: GnomeIdleWatch?
    private var filter: CHook?
    private let presenter: SnackbarPresenter
    /// What the board was told last.
    private var told = (away: false, fullscreen: false)
    /// Called when the user goes away or comes back, and when fullscreen starts or ends (after the board knows).
    package var onChange: (@MainActor (_ away: Bool, _ fullscreen: Bool) -> Void)?
    /// Whether the screen is locked (the desktop's screen saver says so): the user is away while it is.
    package var isLocked = false {
        didSet { update() }
    }

    package init(presenter: SnackbarPresenter = .shared) {
        self.presenter = presenter
    }

    /// Whether the user is away now: idle, or the screen locked.
    package var isAway: Bool { isLocked || idle?.isAway == true || wayland?.isAway == true || gnomeIdle?.isAway == true }
    /// Whether snacks wait for a fullscreen window now.
    package var isFullscreen: Bool { fullscreen?.isFullscreen ?? wayland?.isFullscreen ?? false }
    /// Whether `isFullscreen` is what the display says: false only while a Wayland compositor has not yet
    /// listed its toplevels (then `isFullscreen` is true, and normal snacks wait the few milliseconds).
    package var isFullscreenKnown: Bool { wayland?.isFullscreenKnown ?? true }
    /// Who waits for `isFullscreenKnown`.
    private var fullscreenWaiters: [@MainActor () -> Void] = []

    /// Runs `body` once the fullscreen state is known (at once when it is), after the board was told it.
    package func whenFullscreenKnown(_ body: @escaping @MainActor () -> Void) {
        if isFullscreenKnown { body() } else { fullscreenWaiters.append(body) }
    }

    /// Follows idle with `idleThreshold` seconds (0: not at all) and the active window's fullscreen state
    /// (when `followsFullscreen`); called again, it starts over with the new values. GTK must run.
    package func follow(idleThreshold: Int, followsFullscreen: Bool) {
        stopWatches()
        defer { update() }
        guard let display = gdk_display_get_default(), idleThreshold > 0 || followsFullscreen else { return }
        if snack_display_is_wayland(display) != 0 {
            wayland = WaylandAttentionWatch(display: display, idleThresholdSeconds: idleThreshold, followsFullscreen: followsFullscreen) {
                [weak self] in self?.update()
            }
            followGnomeIdle(thresholdSeconds: idleThreshold)
            return
        }
        guard snack_is_x11_display(display) != 0,
            let xDisplay = gdk_x11_display_get_xdisplay(display).map({ UnsafeMutableRawPointer($0) })
        else { return }
        if idleThreshold > 0, SnackbarPresenter.screenSurface == .x11 {
            idle = X11IdleWatch(xDisplay: xDisplay, thresholdSeconds: idleThreshold) { [weak self] _ in self?.update() }
        } else {
            followGnomeIdle(thresholdSeconds: idleThreshold)
        }
        if followsFullscreen {
            fullscreen = X11FullscreenWatch(display: display, xDisplay: xDisplay) { [weak self] _ in self?.update() }
        }
        guard idle != nil || fullscreen != nil else { return }
        filter = addEventFilter(nil) { [weak self] event in
            self?.idle?.handle(event)
            self?.fullscreen?.handle(event)
        }
    }

    /// Where neither the X server's nor a Wayland protocol's idle serves, GNOME's idle monitor may.
    private func followGnomeIdle(thresholdSeconds: Int) {
        guard thresholdSeconds > 0 else { return }
        gnomeIdle = GnomeIdleWatch(thresholdSeconds: thresholdSeconds) { [weak self] _ in self?.update() }
    }

    /// Tells the board what changed since it was told last, then `onChange`; then, once the fullscreen
    /// state is known, whoever waited for it.
    private func update() {
        let now = (away: isAway, fullscreen: isFullscreen)
        if now != told {
            if now.away != told.away { presenter.send(.away(now.away)) }
            if now.fullscreen != told.fullscreen { presenter.send(.fullscreen(now.fullscreen)) }
            told = now
            onChange?(now.away, now.fullscreen)
        }
        guard isFullscreenKnown, !fullscreenWaiters.isEmpty else { return }
        let waiters = fullscreenWaiters
        fullscreenWaiters = []
        for waiter in waiters { waiter() }
    }

    private func stopWatches() {
        if let filter { removeEventFilter(nil, filter) }
        filter = nil
        idle?.stop()
        wayland?.stop()
        gnomeIdle?.stop()
        idle = nil
        gnomeIdle = nil
        fullscreen = nil
        wayland = nil
    }

    /// Stops following idle and fullscreen; the board's snacks run and show as if the user were here (unless
    /// the screen is locked) and nothing fullscreen.
    package func stop() {
        stopWatches()
        update()
    }
}
