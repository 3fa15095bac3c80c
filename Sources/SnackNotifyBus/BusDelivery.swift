import SnackbarCore
import SnackbarGlue
import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire

/// The client's fallback in `snack-notify-bus`: the running service over D-Bus (one that has no socket
/// this client can use), else a service started here after checking snackbar.conf.
package struct BusDelivery: ServiceFallback {
    /// Creates the fallback.
    package init() {}

    package func deliver(_ first: NotifyRequest, probesBus: Bool, client: NotifyClient, answerSeconds: Int) throws(NotifyFailure) -> (PopupTransport, UInt32) {
        let bus = probesBus ? NotifierBus.sessionBus() : nil
        if let bus {
            let transport = BusTransport(connection: bus)
            if first.waits { transport.subscribe() }
            do {
                let id = try transport.showOrDetect(first)
                client.verbose(localized("delivered to the running service %s, id %s", NotifierBus.name, String(id)))
                return (transport, id)
            } catch let failure as NotifyFailure {
                throw failure
            } catch {
                client.verbose(localized("no service owns %s yet", NotifierBus.name))
            }
        }
        let standalone = probesBus && bus == nil
        // The service about to start reads snackbar.conf with this environment, and its standard error goes
        // nowhere: the user hears of a bad value here, once per service start.
        switch ServiceConfigurationFile.load().configuration {
        case .success(let configuration): for note in configuration.notes { ProcessIO.err(note + "\n") }
        case .failure(let refusal): ProcessIO.err(refusal.warning + "; using the defaults\n")
        }
        let (descriptor, pid) = try ServiceLauncher.launch(standalone: standalone)
        let transport = HandoffTransport(descriptor: descriptor, answerSeconds: answerSeconds)
        let id = try transport.show(first)
        client.verbose(standalone
            ? localized("no session bus: the popup renders in a process of its own (pid %s), id %s; it will not stack with others", String(pid), String(id))
            : localized("started %s (pid %s) and handed it the request, id %s", ServiceLauncher.servicePath(), String(pid), String(id)))
        client.tell(transport.surface, startedTheService: true)
        return (transport, id)
    }
}
