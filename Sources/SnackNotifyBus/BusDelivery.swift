import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// The client's fallback in `snack-notify-bus`: the running service over D-Bus (one that has no socket
/// this client can use), else a service started here (on its own without a session bus).
package struct BusDelivery: ServiceFallback {
    /// Creates the fallback.
    package init() {}

    package func deliver(_ first: NotifyRequest, client: NotifyClient, answerSeconds: Int) throws(NotifyFailure) -> (PopupTransport, UInt32) {
        guard let bus = NotifierBus.sessionBus() else { return try client.launch(first, standalone: true, answerSeconds: answerSeconds) }
        let transport = BusTransport(connection: bus)
        // `--follow` hears the popup's end too: it ends the call before the end of input, and `--json` waits
        // for it after.
        if first.waits || first.follows { transport.subscribe() }
        do {
            let id = try transport.showOrDetect(first)
            client.verbose(localized("delivered to the running service %s, id %s", NotifierBus.name, String(id)))
            return (transport, id)
        } catch let failure as NotifyFailure {
            throw failure
        } catch {
            client.verbose(localized("no service owns %s yet", NotifierBus.name))
        }
        return try client.launch(first, standalone: false, answerSeconds: answerSeconds)
    }
}
