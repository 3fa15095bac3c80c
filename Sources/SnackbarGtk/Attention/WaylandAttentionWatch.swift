import CGtk
import CSnackbarWayland
import SnackbarGlue

/// Idle and the fullscreen toplevel on a Wayland compositor, through the protocols it offers to any
/// client: `org_kde_kwin_idle` (sway 1.7, KWin) and `zwlr_foreign_toplevel_manager_v1` (sway and other
/// wlroots compositors). The C side keeps the state; each change comes back through one glue hook.
///
/// The compositor is asked without waiting, so a service's start goes on meanwhile; until it has told
/// which toplevels there are, a watch that follows fullscreen says fullscreen: a normal popup that comes
/// that early waits the few milliseconds for the answer rather than showing over a fullscreen window.
@MainActor
final class WaylandAttentionWatch {
    private let attention: OpaquePointer
    private let hook: CHook
    private let followsFullscreen: Bool
    private(set) var isAway = false
    private(set) var isFullscreen: Bool

    /// Nil when GDK's display is not Wayland.
    init?(
        display: OpaquePointer, idleThresholdSeconds: Int, followsFullscreen: Bool,
        onChange: @escaping @MainActor () -> Void
    ) {
        guard let wlDisplay = gdk_wayland_display_get_wl_display(display) else { return nil }
        weak var watch: WaylandAttentionWatch?
        let hook = CHook { _ in
            guard let watch else { return 0 }
            watch.read()
            onChange()
            return 0
        }
        let milliseconds = UInt32(clamping: idleThresholdSeconds * 1000)
        guard
            let attention = snack_wayland_attention_new(
                UnsafeMutableRawPointer(wlDisplay), milliseconds, followsFullscreen, hook.thunk, hook.data)
        else {
            hook.release()
            return nil
        }
        self.attention = attention
        self.hook = hook
        self.followsFullscreen = followsFullscreen
        isFullscreen = followsFullscreen
        watch = self
    }

    /// Whether the compositor has told which toplevels there are (always, when fullscreen is not followed).
    var isFullscreenKnown: Bool { !followsFullscreen || snack_wayland_attention_is_known(attention) }

    private func read() {
        isAway = snack_wayland_attention_is_away(attention)
        isFullscreen = snack_wayland_attention_is_known(attention) ? snack_wayland_attention_is_fullscreen(attention) : followsFullscreen
    }

    func stop() {
        snack_wayland_attention_free(attention)
        hook.release()
    }
}
