import CSnackbarGLib
import SnackNotifyBus
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// One `snack-notify` client on a socket: the one that started this service, or one that connected to
/// its `ServiceSocket`. Shows its requests, tells it each popup's id, and its popup's end.
@MainActor
final class HandoffSession {
    let channel: HandoffChannel
    let service: NotifierService
    /// Called once the client has gone (end of file); the session is closed by then.
    var onEnd: (@MainActor (HandoffSession) -> Void)?
    /// Called once, when the client hears its first answer (its popup is on screen, held, or refused) or
    /// goes before that: the service's start defers to then what its first popup does not need.
    var onFirstAnswer: (@MainActor () -> Void)?
    private var popupID: UInt32?
    /// A request was shown whose id the client has not been told yet.
    private var awaitsAnswer = false
    /// Ends a connection that sends no request within `ClientLimits.requestMilliseconds` of its start.
    private var requestTimer: guint = 0
    private var toldSurface = false
    private var listenerToken: Int?
    /// The client went and its channel is closed: lines still being read are dropped.
    private var hasEnded = false
    /// Where its lines are read, in the order it sent them.
    private let lane = IntakeLane()
    /// The client closed its end, which `end()` follows once the lines before it are read: a request shown
    /// meanwhile is withdrawn at once, as `end()` would (other clients' requests may show in between).
    private var hasHungUp = false

    init(channel: HandoffChannel, service: NotifierService) {
        self.channel = channel
        self.service = service
    }

    /// Serves the client that started this service, whose first request was read already. One that names
    /// no icon file to decode shows at once: the intake's worker and the main loop's turn after it would
    /// come before the service's first popup.
    func start(_ request: NotifyRequest) {
        guard request.namesIconFile else {
            listen()
            return show(request)
        }
        RequestIntake.read(on: lane, { request.readingIcon() }) { [weak self] read in
            guard let self, !hasEnded else { return }
            show(read)
        }
        listen()
    }

    /// Serves a client that connected to the socket: it is dropped unless its request comes within
    /// `milliseconds`.
    func accept(requestMilliseconds milliseconds: UInt32) {
        requestTimer = MainLoopSource.after(.milliseconds(milliseconds)) { [weak self] in
            self?.requestTimer = 0
            self?.end()
        }
        listen()
    }

    /// Whether it is a socket client that has sent no request yet (its time to send one runs).
    var awaitsRequest: Bool { requestTimer != 0 }

    /// Makes room for another client: this one, which sent no request, is told to go over D-Bus (a real call
    /// whose request was still on its way then sends it there) and closed.
    func giveWay() {
        channel.send(.overBus)
        end()
    }

    /// Reads the client's lines: `show` (its request, then `--follow` updates) and `close` (Ctrl-C).
    func listen() {
        listenerToken = service.addDismissalListener { [weak self] id, reason in
            guard let self, id == popupID else { return }
            channel.send(.dismissed(id: id, reason: reason))
        }
        channel.onMessage = { [weak self] incoming in
            guard let self else { return }
            if case .show = incoming { MainLoopSource.remove(&requestTimer) }
            if incoming == nil { hasHungUp = true }
            // Parsed on the intake's thread (a line may hold a megabyte), the others following in their order.
            // Until then the line's bytes count against the clients' budget; past it the client goes, as when
            // its channel's read would pass it.
            let held = if case .show(let text)? = incoming { text.utf8.count } else { 0 }
            let budget = channel.budget
            // A short line with no icon file to decode, its lane idle, shows at once: the worker's wake-up and
            // the main loop's turn after it come before the popup's first frame.
            if !hasEnded, case .show(let text)? = incoming, held <= RequestIntake.quickBytes, RequestIntake.isIdle(lane),
                let request = WireVariant.request(parsing: text), !request.namesIconFile
            {
                return show(request)
            }
            let isHeld = budget?.take(held) ?? true
            let message = isHeld ? incoming : nil
            RequestIntake.read(
                on: lane,
                { () -> IconRead? in
                    guard case .show(let text)? = message else { return nil }
                    return WireVariant.request(parsing: text)?.readingIcon()
                }
            ) { [weak self] (read: IconRead?) in
                if isHeld { budget?.give(held) }
                guard let self, !hasEnded else { return }
                switch message {
                case .show?: if let read { show(read) }
                case .close?: if let popupID { service.withdraw(id: popupID) }
                case nil: end()
                default: break
                }
            }
        }
        channel.watch()
    }

    /// The service is quitting: a client whose request was not handled yet hears `retry` (a client
    /// that saw its popup already keeps waiting for the end of its socket).
    func retryIfUnanswered() {
        if popupID == nil { channel.send(.retry) }
    }

    /// Shows a request whose icon file was read; the client hears first why its file is not shown, if so.
    private func show(_ read: IconRead) {
        if let problem = read.problem { channel.send(.note(problem)) }
        show(read.request)
    }

    /// Shows `request`; the client hears the popup's id once it is on screen, or why it was refused.
    /// Before the first answer it hears what the popups are on this display, and before any answer what a
    /// reading of snackbar.conf said since the last call heard it.
    private func show(_ request: NotifyRequest) {
        // A `--follow` update of the client's popup that went: its end is on its way to the client, which
        // stops there; shown, the update would bring the popup back.
        if request.replaceID != 0, request.replaceID == popupID, !service.isLive(request.replaceID) { return }
        for line in service.unheardConfigurationWarnings { channel.send(.note(line)) }
        service.unheardConfigurationWarnings = []
        if !toldSurface, let surface = service.presenter.surface {
            channel.send(.surface(surface))
            toldSurface = true
        }
        awaitsAnswer = true
        do {
            popupID = try service.show(request) { [weak self] id in
                guard let self, !hasEnded else { return }
                awaitsAnswer = false
                // A client that went while its popup was on the way gave up on it (its end of file may
                // still wait behind its lines): withdrawn, as in `end`.
                guard !channel.peerHasGone else {
                    service.withdraw(id: id)
                    return
                }
                if service.heldBackID == id {
                    channel.send(.held(id))
                } else {
                    if let wait = service.wait(of: id) { channel.send(.waits(wait)) }
                    channel.send(.shown(id))
                }
                answered()
            }
            if hasHungUp, awaitsAnswer, let popupID { service.withdraw(id: popupID) }
        } catch {
            awaitsAnswer = false
            channel.send(.failed(code: error.exitCode.rawValue, message: error.message))
            answered()
        }
    }

    private func answered() {
        let first = onFirstAnswer
        onFirstAnswer = nil
        first?()
    }

    /// The client went. One that went before hearing its popup's id gave up on it (it waited longer than it
    /// would for a stopped service, or was interrupted) and told its user so: the popup is withdrawn, so
    /// that the screen agrees with what the user was told.
    private func end() {
        guard !hasEnded else { return }
        hasEnded = true
        MainLoopSource.remove(&requestTimer)
        if awaitsAnswer, let popupID { service.withdraw(id: popupID) }
        if let listenerToken { service.removeDismissalListener(listenerToken) }
        listenerToken = nil
        channel.close()
        answered()
        onEnd?(self)
    }
}
