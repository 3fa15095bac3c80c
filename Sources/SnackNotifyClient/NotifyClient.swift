import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// Delivers one request to the popup service and reports the outcome on standard output.
///
/// Without GLib: a service running (its socket reachable) or none (one is started). Only when the socket
/// cannot tell (no session bus address, something else at the address), or the service's socket serves
/// as many clients as it may, does the request go to the `fallback`: in `snack-notify`, the
/// `snack-notify-bus` helper it execs; in that helper, the bus itself.
@MainActor
package struct NotifyClient {
    /// What to show and how to report it.
    package let request: NotifyRequest
    /// Where a request goes that no running service took over its socket.
    package let fallback: any ServiceFallback

    /// Creates a client for `request`.
    package init(request: NotifyRequest, fallback: any ServiceFallback) {
        self.request = request
        self.fallback = fallback
    }

    /// Shows the popup, waits when asked, prints what the request asks for; returns the exit status.
    package func run() -> NotifyExitCode {
        for warning in request.warnings { ProcessIO.err(warning + "\n") }
        return reporting { (shownID: inout UInt32?) throws(NotifyFailure) in
            guard ProcessIO.environment("DISPLAY") != nil || ProcessIO.environment("WAYLAND_DISPLAY") != nil else {
                throw NotifyFailure.noDisplay
            }
            let answerSeconds = try Self.answerSeconds()
            var first = request
            first.display = ProcessIO.environment("DISPLAY")
            if request.follows, request.message.isEmpty {
                let input = FollowReader.next()
                guard input != .end else { throw NotifyFailure.noSummary }
                try FollowReader.apply(input, number: 1, to: &first)
                first.messageFromInput = true
            }
            let (transport, id) = try deliver(first, answerSeconds: answerSeconds)
            shownID = id
            return try finish(first, transport: transport, id: id)
        }
    }

    /// `run()` from the point where the socket could not tell whether a service runs (`request` is the first
    /// one, as `run()` prepared it): the bus helper's entry.
    package func resume() -> NotifyExitCode {
        reporting { (shownID: inout UInt32?) throws(NotifyFailure) in
            let (transport, id) = try fallback.deliver(request, client: self, answerSeconds: try Self.answerSeconds())
            shownID = id
            return try finish(request, transport: transport, id: id)
        }
    }

    /// Runs `body`, which sets the id of the popup once it is shown; a failure is said on standard error
    /// and, under `--json`, as the JSON object a script reads (unless the outcome already was).
    private func reporting(_ body: (inout UInt32?) throws(NotifyFailure) -> NotifyExitCode) -> NotifyExitCode {
        var shownID: UInt32?
        do throws(NotifyFailure) {
            return try body(&shownID)
        } catch {
            ProcessIO.err(error.message + "\n")
            if request.printsJSON, error != .serviceDiedWhileWaiting { ProcessIO.out(error.json(id: shownID) + "\n") }
            return error.exitCode
        }
    }

    /// Prints the id, then follows or waits as asked.
    private func finish(_ first: NotifyRequest, transport: PopupTransport, id: UInt32) throws(NotifyFailure) -> NotifyExitCode {
        if request.printsID && !request.printsJSON { ProcessIO.out("\(id)\n") }
        if request.follows { return try follow(first, id: id, transport: transport) }
        guard request.waits else {
            if request.printsJSON {
                let outcome = transport.wentToHistory(id: id) ? NotifyOutcome.dismissed(.rejected) : .shown
                ProcessIO.out(outcome.json(id: id) + "\n")
            }
            return .success
        }
        return try conclude(transport.waitForOutcome(id: id), id: id)
    }

    /// Hands the request to the running service over its socket; else starts a service and hands it over
    /// the socket pair, or, when the socket cannot tell whether a service runs, leaves it to the `fallback`.
    func deliver(_ first: NotifyRequest, answerSeconds: Int) throws(NotifyFailure) -> (PopupTransport, UInt32) {
        switch ServiceSocket.connect() {
        case .connected(let descriptor):
            let transport = HandoffTransport(descriptor: descriptor, answerSeconds: answerSeconds)
            let answer = try transport.offer(first)
            if case .shown(let id) = answer {
                verbose(localized("delivered to the running service over its socket, id %s", String(id)))
                tell(transport.surface, startedTheService: false)
                transport.wait.map { verbose($0.explanation) }
                return (transport, id)
            }
            transport.channel.close()
            guard answer == .retry else {
                verbose(localized("the running service's socket serves as many clients as it may: the request goes over D-Bus"))
                return try fallback.deliver(first, client: self, answerSeconds: answerSeconds)
            }
            verbose(localized("the running service was quitting and did not read the request"))
            return try launch(first, standalone: false, answerSeconds: answerSeconds)
        case .absent:
            // No service to find: the bus connection is skipped, the new service connects itself.
            return try launch(first, standalone: false, answerSeconds: answerSeconds)
        case .unknown:
            // Without a session bus there is no service to find, nor one to share: this popup renders alone.
            guard NotifierBus.sessionBusAddress != nil else { return try launch(first, standalone: true, answerSeconds: answerSeconds) }
            return try fallback.deliver(first, client: self, answerSeconds: answerSeconds)
        }
    }

    /// Starts a service and hands it `first` over the socket pair; the service says what reading
    /// snackbar.conf gave (its own standard error goes nowhere), and the client prints it.
    /// - Parameter standalone: no session bus: the service shows this one popup and exits.
    package func launch(_ first: NotifyRequest, standalone: Bool, answerSeconds: Int) throws(NotifyFailure) -> (PopupTransport, UInt32) {
        let (descriptor, pid) = try ServiceLauncher.launch(standalone: standalone)
        let transport = HandoffTransport(descriptor: descriptor, answerSeconds: answerSeconds)
        let id = try transport.show(first)
        verbose(
            standalone
                ? localized(
                    "no session bus: the popup renders in a process of its own (pid %s), id %s; it will not stack with others", String(pid),
                    String(id))
                : localized("started %s (pid %s) and handed it the request, id %s", ServiceLauncher.servicePath(), String(pid), String(id)))
        tell(transport.surface, startedTheService: true)
        transport.wait.map { verbose($0.explanation) }
        return (transport, id)
    }

    /// Says what the service's popups are on its display in `--verbose`; without it, warns on standard
    /// error when they are not placed as designed (the compositor places them, or the desktop's
    /// notification server shows them), once: on the call that started the service.
    package func tell(_ surface: ScreenSurface?, startedTheService: Bool) {
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

    /// Reports how the popup went (see `report`) and ends the call: exit status 0, or
    /// `serviceDiedWhileWaiting` when the service went first.
    func conclude(_ outcome: NotifyOutcome, id: UInt32) throws(NotifyFailure) -> NotifyExitCode {
        report(outcome, id: id)
        guard outcome != .serviceGone else { throw .serviceDiedWhileWaiting }
        return .success
    }

    /// `--follow`: each standard-input line updates the popup in place (restarting its time). At the end
    /// of input the popup keeps its last state for its duration, so a final "Done" can be read; with
    /// `--wait` or `--json` the call waits for it to go and reports how. A popup that goes before the end of
    /// input (the user closed it, an action, Ctrl-C) ends the call at once, reported as a wait's end would
    /// be; the rest of the input is left unread. A line that is refused is said on standard error and
    /// skipped: the popup keeps its last state, later lines go on updating it, and the call ends with exit
    /// status 1.
    func follow(_ first: NotifyRequest, id: UInt32, transport: PopupTransport) throws(NotifyFailure) -> NotifyExitCode {
        var current = first
        current.replaceID = id
        var number = first.messageFromInput ? 1 : 0
        var refused = false
        while true {
            let input = FollowReader.next(wait: { transport.waitForInput(0, orOutcomeOf: id) })
            switch input {
            case .line, .notUTF8:
                number += 1
                do throws(NotifyFailure) {
                    try FollowReader.apply(input, number: number, to: &current)
                } catch {
                    ProcessIO.err(error.message + "\n")
                    refused = true
                    continue
                }
                do throws(NotifyFailure) {
                    _ = try transport.show(current)
                } catch {
                    transport.close(id: id)
                    throw error
                }
            case .end:
                guard request.waits || request.printsJSON else { return refused ? .usage : .success }
                let status = try conclude(transport.waitForOutcome(id: id), id: id)
                return refused ? .usage : status
            case .ended(let outcome):
                let status = try conclude(outcome, id: id)
                return refused ? .usage : status
            }
        }
    }

    /// Says `text` on standard error under `--verbose`; without it the text is not even made (translated),
    /// which a call's usual path never needs.
    package func verbose(_ text: @autoclosure () -> String) {
        if request.isVerbose { ProcessIO.err("snack-notify: " + text() + "\n") }
    }
}

/// How the client reaches the service: over D-Bus, or over the socket of a service it started.
@MainActor
package protocol PopupTransport: AnyObject {
    /// Shows (or, with `replaceID` set, updates) a popup; returns its id.
    func show(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32
    /// Asks the service to close the popup.
    func close(id: UInt32)
    /// Runs the main loop until the popup `id` goes, the service goes, or Ctrl-C (`cancelled`).
    func waitForOutcome(id: UInt32) -> NotifyOutcome
    /// `--follow` between its lines: returns nil once `input` can be read, or the popup's outcome when the
    /// popup `id` went first (or the service went); nothing is read from `input`.
    func waitForInput(_ input: Int32, orOutcomeOf id: UInt32) -> NotifyOutcome?
    /// Whether the popup `id` went straight to the history instead of the screen (do not disturb, or a rule
    /// hid it): its end is `rejected`.
    func wentToHistory(id: UInt32) -> Bool
}

/// Where the client sends a request when the service's socket cannot tell whether a service runs.
@MainActor
package protocol ServiceFallback {
    /// Delivers `first` over the bus, or to a service it starts (`client.launch`). Returns the transport to
    /// wait on and the popup's id.
    func deliver(_ first: NotifyRequest, client: NotifyClient, answerSeconds: Int) throws(NotifyFailure) -> (PopupTransport, UInt32)
}
