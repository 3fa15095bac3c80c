import CGtk
import CSnackbarX11

/// Whether the active window is fullscreen, by EWMH: the root window's `_NET_ACTIVE_WINDOW` and that
/// window's `_NET_WM_STATE`. Both are followed by PropertyNotify; a window keeps its fullscreen state when
/// another takes the focus, so the two count together.
@MainActor
final class X11FullscreenWatch {
    private let display: OpaquePointer
    private let xDisplay: UnsafeMutableRawPointer
    private let root: UInt
    private let activeAtom: UInt
    private let stateAtom: UInt
    private let fullscreenAtom: UInt
    private let onChange: @MainActor (Bool) -> Void
    private var active: UInt = 0
    /// Whether this watch selected the active window's property changes (and takes that back when another
    /// window is active).
    private var followsActive = false
    private(set) var isFullscreen = false

    init(display: OpaquePointer, xDisplay: UnsafeMutableRawPointer, onChange: @escaping @MainActor (Bool) -> Void) {
        self.display = display
        self.xDisplay = xDisplay
        self.onChange = onChange
        root = UInt(gdk_x11_get_default_root_xwindow())
        activeAtom = UInt(gdk_x11_get_xatom_by_name_for_display(display, "_NET_ACTIVE_WINDOW"))
        stateAtom = UInt(gdk_x11_get_xatom_by_name_for_display(display, "_NET_WM_STATE"))
        fullscreenAtom = UInt(gdk_x11_get_xatom_by_name_for_display(display, "_NET_WM_STATE_FULLSCREEN"))
        _ = snack_x11_follow_properties(xDisplay, root)
        update()
    }

    /// Whether the active window is fullscreen now: one read, for a display no watch follows.
    static func isActiveWindowFullscreen(on display: OpaquePointer) -> Bool {
        guard snack_is_x11_display(display) != 0, let xDisplay = gdk_x11_display_get_xdisplay(display).map({ UnsafeMutableRawPointer($0) })
        else { return false }
        let atom = { (name: String) in UInt(gdk_x11_get_xatom_by_name_for_display(display, name)) }
        return read(
            display, xDisplay, root: UInt(gdk_x11_get_default_root_xwindow()), activeAtom: atom("_NET_ACTIVE_WINDOW"),
            stateAtom: atom("_NET_WM_STATE"), fullscreenAtom: atom("_NET_WM_STATE_FULLSCREEN")
        ).fullscreen
    }

    /// The active window and whether it is fullscreen. It may be gone by the time it is read: its errors
    /// are the window manager's business.
    private static func read(
        _ display: OpaquePointer, _ xDisplay: UnsafeMutableRawPointer, root: UInt, activeAtom: UInt, stateAtom: UInt, fullscreenAtom: UInt
    ) -> (active: UInt, fullscreen: Bool) {
        gdk_x11_display_error_trap_push(display)
        defer { gdk_x11_display_error_trap_pop_ignored(display) }
        let active = snack_x11_active_window(xDisplay, root, activeAtom)
        return (active, active != 0 && snack_x11_has_state(xDisplay, active, stateAtom, fullscreenAtom))
    }

    /// Reads one raw X event: a change of the active window, or of its state, is read again.
    func handle(_ event: UnsafeMutableRawPointer) {
        var atom: UInt = 0
        let window = snack_x11_property_event(event, &atom)
        guard window != 0 else { return }
        if (window == root && atom == activeAtom) || (window == active && atom == stateAtom) { update() }
    }

    private func update() {
        let (now, fullscreen) = Self.read(
            display, xDisplay, root: root, activeAtom: activeAtom, stateAtom: stateAtom, fullscreenAtom: fullscreenAtom)
        if now != active {
            gdk_x11_display_error_trap_push(display)
            if followsActive { snack_x11_unfollow_properties(xDisplay, active) }
            followsActive = now != 0 && snack_x11_follow_properties(xDisplay, now)
            gdk_x11_display_error_trap_pop_ignored(display)
        }
        active = now
        guard fullscreen != isFullscreen else { return }
        isFullscreen = fullscreen
        onChange(fullscreen)
    }
}
