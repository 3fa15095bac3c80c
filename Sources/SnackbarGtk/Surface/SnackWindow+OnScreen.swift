import CGtk
import SnackbarGlue

/// When a snack's window counts as shown: what `isMapped`, the `mapped` event and a `snack-notify` call's
/// return mean.
extension SnackWindow {
    /// The longest wait for the first frame on Wayland before the window counts as shown anyway.
    static let firstFrameLimitMilliseconds: UInt32 = 1000

    /// Runs `action` once the window's pixels are on screen. On X11 that is the map event: the server
    /// shows the window then. A Wayland surface is mapped (configured) before it has any buffer, so
    /// there it waits for the frame clock's first paint, after which GDK has attached and committed the
    /// first buffer (measured on sway 1.7: configure 1–3 ms before the first attach of a warm popup),
    /// bounded by `firstFrameLimitMilliseconds` so that a call never hangs on a compositor sending no frame.
    func whenOnScreen(_ action: @escaping @MainActor () -> Void) {
        guard snack_display_is_wayland(gdk_display_get_default()) != 0,
            let clock = gtk_widget_get_frame_clock(window)
        else { return action() }
        let wait = FirstFrameWait(clock: UnsafeMutableRawPointer(clock), action: action)
        wait.handler = connectPlain(wait.clock, "after-paint") { wait.finish() }
        wait.limit = addTimeout(milliseconds: Self.firstFrameLimitMilliseconds) {
            wait.limit = 0
            wait.finish()
        }
    }
}

/// One wait for a first frame: the clock's signal handler and the time limit, whichever comes first ends
/// both. Holds a reference on the clock until then: the window may be destroyed first.
@MainActor
private final class FirstFrameWait {
    let clock: gpointer
    var handler: gulong = 0
    var limit: guint = 0
    private var action: (@MainActor () -> Void)?

    init(clock: gpointer, action: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.action = action
        g_object_ref(clock)
    }

    func finish() {
        guard let action else { return }
        self.action = nil
        ObjectSignal.disconnect(clock, handler)
        if limit != 0 { g_source_remove(limit) }
        g_object_unref(clock)
        action()
    }
}
