import CGtk

/// A check that the pointer really is over the window while its crossing events say so: the hover hold
/// ends within `pointerCheckMilliseconds` of the pointer going, also when the leave event is lost (a
/// window moved or unmapped under the pointer, a slot covered by another surface, a grab elsewhere).
/// Asks the display (on X11 the X server, on Wayland GDK's pointer focus); never the frame clock.
extension SnackWindow {
    /// How often the pointer is looked for while it is said to be over the window.
    static let pointerCheckMilliseconds: UInt32 = 1000

    /// Under Xwayland a pointer that went from the window to a Wayland surface may leave no trace in X:
    /// no leave event comes and the server keeps reporting its last position over the window (measured on
    /// sway 1.7 with Xwayland 22.1). On GNOME Shell and mutter the compositor's idle time tells: input after
    /// the last motion seen over the window went elsewhere (a key typed counts too), and a pointer resting
    /// on it holds it as long as it rests (`CompositorIdle`). Elsewhere a pointer that has not moved for
    /// this long counts as gone, so a snack ends at most this much past its time; moving over it again
    /// brings the hold back.
    static let xwaylandStillMicroseconds: gint64 = 6_000_000

    /// Input this soon after the last motion seen over the window is that motion's: the compositor
    /// counts input before Xwayland reports it, and may not report a small move inside the window.
    static let xwaylandInputSlackMicroseconds: gint64 = 500_000

    /// Starts (or stops) looking for the pointer every `pointerCheckMilliseconds`.
    func watchPointer(_ watching: Bool) {
        if pointerCheck != 0 { g_source_remove(pointerCheck) }
        pointerCheck = 0
        guard watching, !isClosing else { return }
        pointerCheck = addTimeout(milliseconds: Self.pointerCheckMilliseconds) { [weak self] in
            guard let self else { return }
            pointerCheck = 0
            guard isPointerInside, !isClosing else { return }
            guard isPointerOver() != false else { return pointerCrossed(entering: false) }
            guard WaylandSession.isXwayland else { return watchPointer(true) }
            CompositorIdle.sinceLastInput { [weak self] idle in
                // A crossing while the compositor was asked armed a look of its own.
                guard let self, isPointerInside, !isClosing, pointerCheck == 0 else { return }
                if hasLeftUnderXwayland(idle: idle) { pointerCrossed(entering: false) } else { watchPointer(true) }
            }
        }
    }

    /// Whether the pointer counts as gone under Xwayland: input came after the last motion seen over the
    /// window; without the compositor's idle time, it has not moved for `xwaylandStillMicroseconds`.
    private func hasLeftUnderXwayland(idle: gint64?) -> Bool {
        let now = g_get_monotonic_time()
        guard let idle else { return now - pointerMovedAt > Self.xwaylandStillMicroseconds }
        return now - idle > pointerMovedAt + Self.xwaylandInputSlackMicroseconds
    }

    /// Whether the pointer is over this window (or one of its child windows); nil when the window or
    /// the pointer cannot be asked.
    private func isPointerOver() -> Bool? {
        guard let gdkWindow = gtk_widget_get_window(window), let display = gdk_window_get_display(gdkWindow),
            let seat = gdk_display_get_default_seat(display), let pointer = gdk_seat_get_pointer(seat)
        else { return nil }
        var x: Int32 = 0
        var y: Int32 = 0
        guard let under = gdk_device_get_window_at_position(pointer, &x, &y) else { return false }
        return gdk_window_get_toplevel(under) == gdkWindow
    }
}
