import CGtk
import Glibc

/// The `ActivationToken` a notification server sends before `ActionInvoked` (Desktop Notifications 1.2),
/// so that the app the click activates may raise its window past focus-stealing prevention.
///
/// What it carries, honestly: on X11 a startup-notification id in the `DESKTOP_STARTUP_ID` form,
/// `PROGRAM-PID-COUNT-HOST_TIMEstamp`, whose only meaningful part is `_TIME` and the X server time of the
/// click (GTK and window managers read that timestamp from such an id); no startup-notification `new:`
/// message is broadcast for it. On Wayland a token must come from the compositor (xdg-activation), which
/// GTK 3 offers no call for: there is none, and the signal is not sent.
package enum ActivationToken {
    @MainActor private static var count = 0

    /// The token for the input event being handled now (the click), or nil off X11 or outside any event.
    @MainActor package static func forCurrentEvent(program: String) -> String? {
        guard let display = gdk_display_get_default(), snack_is_x11_display(display) != 0 else { return nil }
        let time = gtk_get_current_event_time()
        guard time != 0 else { return nil }
        count += 1
        return "\(program)-\(getpid())-\(count)-\(String(cString: g_get_host_name()))_TIME\(time)"
    }
}
