import CGtk
import SnackbarGlue

/// Waiting for windows to paint a new frame, so that a screenshot shows what they hold now: the X server
/// has the pixels once a window's frame clock has painted ("after-paint") and the display is synced.
@MainActor
enum PaintedFrame {
    /// How long one window may take to paint: a covered Wayland surface gets no frames at all.
    static let limitMilliseconds: UInt32 = 2000

    /// Asks each widget's window for a frame and returns once each has painted one (true), or once
    /// `limitMilliseconds` have passed for one of them (false).
    static func next(of widgets: [UnsafeMutablePointer<GtkWidget>]) async -> Bool {
        var painted = true
        for widget in widgets { painted = await next(of: widget) && painted }
        return painted
    }

    private static func next(of widget: UnsafeMutablePointer<GtkWidget>) async -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        return await withCheckedContinuation { continuation in
            let wait = Wait(clock: Casts.object(clock), continuation: continuation)
            wait.handler = ObjectSignal.connect(wait.clock, "after-paint") { wait.finish(painted: true) }
            wait.timeout = MainLoopSource.after(.milliseconds(limitMilliseconds)) {
                wait.timeout = 0
                wait.finish(painted: false)
            }
            gtk_widget_queue_draw(widget)
        }
    }

    /// One wait: the signal handler and the timeout, whichever comes first ends both.
    @MainActor
    private final class Wait {
        let clock: gpointer
        var handler: gulong = 0
        var timeout: guint = 0
        private var continuation: CheckedContinuation<Bool, Never>?

        init(clock: gpointer, continuation: CheckedContinuation<Bool, Never>) {
            self.clock = clock
            self.continuation = continuation
        }

        func finish(painted: Bool) {
            guard let continuation else { return }
            self.continuation = nil
            ObjectSignal.disconnect(clock, handler)
            MainLoopSource.remove(&timeout)
            continuation.resume(returning: painted)
        }
    }
}
