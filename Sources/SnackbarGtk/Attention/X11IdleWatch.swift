import CGtk
import CSnackbarX11

/// Whether the user of an X server is away: no input for `threshold` milliseconds, from the SYNC
/// extension's IDLETIME counter. Two one-shot alarms, re-armed in turn, say when the idle time crosses the
/// threshold and when input resets it, so nothing polls. Input sent with XSendEvent does not count (the
/// server's own rule); XTEST input (xdotool) does, as a keyboard or a mouse does.
@MainActor
final class X11IdleWatch {
    private let display: UnsafeMutableRawPointer
    private var sync = snack_idle_sync()
    private let threshold: Int64
    private let onChange: @MainActor (Bool) -> Void
    private(set) var isAway = false

    /// Nil when the server has no IDLETIME counter.
    init?(xDisplay: UnsafeMutableRawPointer, thresholdSeconds: Int, onChange: @escaping @MainActor (Bool) -> Void) {
        display = xDisplay
        threshold = Int64(thresholdSeconds) * 1000
        self.onChange = onChange
        guard snack_idle_sync_open(display, &sync) else { return nil }
        let idle = snack_idle_sync_query(display, &sync)
        if idle >= threshold {
            isAway = true
            snack_idle_sync_arm(display, &sync, false, idle - 1)
        } else {
            snack_idle_sync_arm(display, &sync, true, threshold)
        }
    }

    /// Reads one raw X event: an alarm of this watch changes the state and arms the other alarm.
    func handle(_ event: UnsafeMutableRawPointer) {
        switch snack_idle_sync_alarm(event, &sync) {
        case 1:
            let idle = snack_idle_sync_query(display, &sync)
            // Input may have come between the alarm and this read: then the user is still here.
            guard idle >= threshold else { return snack_idle_sync_arm(display, &sync, true, threshold) }
            snack_idle_sync_arm(display, &sync, false, idle - 1)
            set(away: true)
        case 2:
            snack_idle_sync_arm(display, &sync, true, threshold)
            set(away: false)
        default: return
        }
    }

    private func set(away: Bool) {
        guard away != isAway else { return }
        isAway = away
        onChange(away)
    }

    func stop() {
        snack_idle_sync_close(display, &sync)
    }
}
