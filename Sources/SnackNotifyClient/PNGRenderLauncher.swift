import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// `snack-notify --render-png FILE`: the client has no GTK, so the drawing happens in the service's
/// binary run once as a plain command (`snack-notifyd --render-png FILE REQUEST`): no bus, no display,
/// no popup service. It replaces this process, so its exit status and messages are the client's.
package enum PNGRenderLauncher {
    /// Runs the renderer for `request` (its `renderPNGPath` set); returns only when it cannot start.
    package static func run(_ request: NotifyRequest) -> NotifyExitCode {
        guard let path = request.renderPNGPath else { return .usage }
        let service = ServiceLauncher.servicePath()
        let arguments = ["snack-notifyd", "--render-png", path, WireText.text(of: request)]
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(service, &pointers)
        let reason = String(cString: strerror(errno))
        ProcessIO.err(localized("Cannot run the renderer %s: %s", service, reason) + "\n")
        return .serviceFailed
    }
}
