import CSnackbarGtk4
import SnackbarGlue

/// Whether a Wayland compositor shows a window's surface at all. A compositor sends a surface it does not
/// show (hidden in sway's scratchpad, on another workspace) no frame callbacks; GTK 4 freezes the surface
/// after a frame until that frame is done, and applies the surface's state changes (the activated state
/// among them) only as it paints, so a window hidden while a frame was on its way hears of nothing until it
/// is shown again. A frame the compositor has not presented `patience` after GTK painted it marks the surface
/// as not shown; GTK's next paint (it paints only once the frame before is done) marks it shown again.
@MainActor
final class SurfacePresentation {
    /// How long a painted frame may wait for the compositor before the surface counts as not shown: well
    /// past a frame's time on a loaded machine, well within a snack's.
    static let patience: UInt32 = 1000
    private let clock: OpaquePointer
    private var handler: gulong = 0
    private var check: guint = 0
    /// Whether the last frame GTK painted is still waiting for the compositor, past `patience`.
    private(set) var isStalled = false
    /// Told each time `isStalled` changes.
    var onChange: (@MainActor () -> Void)?

    /// Watches `surface`'s frames; nil off Wayland, where frames say nothing of what is shown.
    init?(surface: OpaquePointer) {
        guard snack4_surface_is_on_wayland(surface) != 0, let clock = gdk_surface_get_frame_clock(surface) else { return nil }
        self.clock = clock
        handler = connectPlain(object(clock), "after-paint") { [weak self] in self?.painted() }
    }

    /// Stops watching.
    func detach() {
        if handler != 0 { g_signal_handler_disconnect(object(clock), handler) }
        handler = 0
        MainLoopSource.remove(&check)
    }

    private func painted() {
        let frame = gdk_frame_clock_get_frame_counter(clock)
        MainLoopSource.remove(&check)
        check = MainLoopSource.after(.milliseconds(Self.patience)) { [weak self] in
            self?.check = 0
            self?.look(at: frame)
        }
        setStalled(false)
    }

    private func look(at frame: gint64) {
        guard let timings = gdk_frame_clock_get_timings(clock, frame), gdk_frame_timings_get_complete(timings) == 0 else { return }
        // Remembered while the surface is frozen: the paint it asks for comes once the frame is done.
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        setStalled(true)
    }

    private func setStalled(_ stalled: Bool) {
        guard stalled != isStalled else { return }
        isStalled = stalled
        onChange?()
    }
}
