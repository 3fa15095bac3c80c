import Glibc
import SnackbarCore
import SnackbarGlue
import SnackNotifyKit
import SnackNotifyWire

/// Delivers one request to the popup service and reports the outcome on standard output.
@MainActor
package struct NotifyClient {
    /// What to show and how to report it.
    package let request: NotifyRequest

    /// Creates a client for `request`.
    package init(request: NotifyRequest) {
        self.request = request
    }

    /// Shows the popup, waits when asked, prints what the request asks for; returns the exit status.
    package func run() -> NotifyExitCode {
        for warning in request.warnings { ProcessIO.err(warning + "\n") }
        guard ProcessIO.environment("DISPLAY") != nil || ProcessIO.environment("WAYLAND_DISPLAY") != nil else {
            ProcessIO.err(NotifyFailure.noDisplay.message + "\n")
            return .noDisplay
        }
        do throws(NotifyFailure) {
            let answerSeconds = try Self.answerSeconds()
            var first = request
            first.display = ProcessIO.environment("DISPLAY")
            if request.follows, request.message.isEmpty {
                guard let line = try FollowReader.nextLine() else { throw NotifyFailure.noSummary }
                try FollowUpdate(line: line).apply(to: &first)
            }
            let (transport, id) = try deliver(first, answerSeconds: answerSeconds)
            if request.printsID && !request.printsJSON { ProcessIO.out("\(id)\n") }
            if request.follows { return try follow(first, id: id, transport: transport) }
            guard request.waits else {
                if request.printsJSON { ProcessIO.out(NotifyOutcome.shown.json(id: id) + "\n") }
                return .success
            }
            let outcome = transport.waitForOutcome(id: id)
            report(outcome, id: id)
            guard outcome != .serviceGone else { throw .serviceDiedWhileWaiting }
            return .success
        } catch {
            ProcessIO.err(error.message + "\n")
            return error.exitCode
        }
    }

    /// Hands the request to the running service (over its socket, else the bus), or starts one and
    /// hands it over the socket pair.
    func deliver(_ first: NotifyRequest, answerSeconds: Int) throws(NotifyFailure) -> (PopupTransport, UInt32) {
        var probesBus = true
        switch ServiceSocket.connect() {
        case .connected(let descriptor):
            let transport = HandoffTransport(descriptor: descriptor, answerSeconds: answerSeconds)
            if let id = try transport.showUnlessGone(first) {
                verbose(localized("delivered to the running service over its socket, id %s", String(id)))
                tell(transport.surface, startedTheService: false)
                return (transport, id)
            }
            transport.channel.close()
            verbose(localized("the running service was quitting and did not read the request"))
            probesBus = false
        case .absent:
            // No service to find: the bus connection is skipped, the new service connects itself.
            probesBus = false
        case .unknown:
            break
        }
        let bus = probesBus ? NotifierBus.sessionBus() : nil
        if let bus {
            let transport = BusTransport(connection: bus)
            if request.waits { transport.subscribe() }
            do {
                let id = try transport.showOrDetect(first)
                verbose(localized("delivered to the running service %s, id %s", NotifierBus.name, String(id)))
                return (transport, id)
            } catch let failure as NotifyFailure {
                throw failure
            } catch {
                verbose(localized("no service owns %s yet", NotifierBus.name))
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
        verbose(standalone
            ? localized("no session bus: the popup renders in a process of its own (pid %s), id %s; it will not stack with others", String(pid), String(id))
            : localized("started %s (pid %s) and handed it the request, id %s", ServiceLauncher.servicePath(), String(pid), String(id)))
        tell(transport.surface, startedTheService: true)
        return (transport, id)
    }

    /// Says what the service's popups are on its display in `--verbose`; without it, warns on standard
    /// error when they are not placed as designed (the compositor places them, or the desktop's
    /// notification server shows them), once: on the call that started the service.
    func tell(_ surface: ScreenSurface?, startedTheService: Bool) {
        guard let surface else { return }
        if request.isVerbose {
            verbose(surface.explanation)
        } else if surface == .compositorPlaced || surface == .desktopNotifications, startedTheService {
            ProcessIO.err("snack-notify: " + surface.explanation + "\n")
        }
    }

    /// `$SNACK_NOTIFY_TIMEOUT`: how long to wait for the service's answer, 25 s when unset.
    static func answerSeconds() throws(NotifyFailure) -> Int {
        guard let text = ProcessIO.environment("SNACK_NOTIFY_TIMEOUT") else { return 25 }
        guard let seconds = Int(text), seconds > 0 else {
            throw NotifyFailure(localized("SNACK_NOTIFY_TIMEOUT must be a whole number of seconds above 0, not “%s”.", text))
        }
        return seconds
    }

    /// Prints a finished wait's outcome: the action's NAME (notify-send), or the JSON object.
    func report(_ outcome: NotifyOutcome, id: UInt32) {
        if outcome == .cancelled { ProcessIO.err(localized("Wait cancelled, closing notification") + "\n") }
        if request.printsJSON {
            ProcessIO.out(outcome.json(id: id) + "\n")
        } else if let action = outcome.action {
            ProcessIO.out(action + "\n")
        }
    }

    /// `--follow`: each standard-input line updates the popup in place; EOF closes it, and so does a
    /// line that is refused (the script stopped feeding a popup nobody would ever close).
    func follow(_ first: NotifyRequest, id: UInt32, transport: PopupTransport) throws(NotifyFailure) -> NotifyExitCode {
        var current = first
        current.replaceID = id
        do throws(NotifyFailure) {
            while let line = try FollowReader.nextLine() {
                try FollowUpdate(line: line).apply(to: &current)
                _ = try transport.show(current)
            }
        } catch {
            transport.close(id: id)
            throw error
        }
        transport.close(id: id)
        if request.printsJSON { ProcessIO.out(NotifyOutcome.dismissed(.programmatic).json(id: id) + "\n") }
        return .success
    }

    func verbose(_ text: String) {
        if request.isVerbose { ProcessIO.err("snack-notify: " + text + "\n") }
    }
}

/// How the client reaches the service: over D-Bus, or over the socket of a service it started.
@MainActor
protocol PopupTransport: AnyObject {
    /// Shows (or, with `replaceID` set, updates) a popup; returns its id.
    func show(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32
    /// Asks the service to close the popup.
    func close(id: UInt32)
    /// Runs the main loop until the popup `id` goes, the service goes, or Ctrl-C (`cancelled`).
    func waitForOutcome(id: UInt32) -> NotifyOutcome
}
