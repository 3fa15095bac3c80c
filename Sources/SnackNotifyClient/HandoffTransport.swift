import CSnackbarIntl
import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// Talks to the service over a socket (see `HandoffMessage`): the pair made when this client started
/// it, or a connection to a running service's `ServiceSocket`. No GLib: a wait polls the socket and a
/// signalfd for Ctrl-C.
@MainActor
package final class HandoffTransport: PopupTransport {
    package let channel: HandoffChannel
    private var outcome: NotifyOutcome?
    /// What the service said its popups are on its display (before its first answer); nil from a
    /// service that does not say.
    package private(set) var surface: ScreenSurface?
    /// Why the popup's time waits as it shows, when the service said so before its answer.
    package private(set) var wait: PopupWait?
    /// The popups the service said went straight to the history.
    private var heldIDs: Set<UInt32> = []
    /// Ctrl-C, blocked and read from a signalfd from the first wait until the popup's fate is known.
    private var interrupt: Interrupt?

    /// How long a call waits for the service's answer to a request: a popup maps within milliseconds,
    /// but a first start may wait for fontconfig to build its cache. 25 s is GDBus's call timeout.
    let answerSeconds: Int

    package init(descriptor: Int32, answerSeconds: Int) {
        channel = HandoffChannel(descriptor: descriptor)
        self.answerSeconds = answerSeconds
    }

    package func show(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32 {
        guard case .shown(let id) = try offer(request) else { throw .serviceDiedBeforeShowing }
        return id
    }

    /// What the service did with a request `offer` sent.
    package enum Answer: Equatable {
        /// Shown (or held back) with this id.
        case shown(UInt32)
        /// Not read: the service is quitting (`retry`), so the caller may start another service.
        case retry
        /// Not read: the service's socket serves as many clients as it may (`overBus`); the caller sends
        /// it over D-Bus.
        case overBus
    }

    /// As `show`, but also says when the service did not read the request and why. A socket closed without
    /// an answer means the service died with the request: `NotifyFailure.serviceDiedBeforeShowing`, never
    /// a replay.
    package func offer(_ request: NotifyRequest) throws(NotifyFailure) -> Answer {
        channel.send(.show(WireText.text(of: request)))
        channel.setReceiveTimeout(seconds: answerSeconds)
        defer { channel.setReceiveTimeout(seconds: 0) }
        var answer = channel.readLineBlocking()
        while true {
            if case .surface(let surface)?? = answer {
                self.surface = surface
            } else if case .note(let text)?? = answer {
                ProcessIO.err(text + "\n")
            } else if case .waits(let cause)?? = answer {
                wait = cause
            } else {
                break
            }
            answer = channel.readLineBlocking()
        }
        switch answer {
        // The popup an update was for went before the service read it: the service drops the update.
        case .dismissed(let id, let reason)?? where id == request.replaceID:
            outcome = .dismissed(reason)
            return .shown(id)
        case .shown(let id)??: return .shown(id)
        case .held(let id)??:
            heldIDs.insert(id)
            return .shown(id)
        case .failed(let code, let message)??:
            throw NotifyFailure(message, exitCode: NotifyExitCode(rawValue: code) ?? .serviceFailed)
        case .retry??:
            return .retry
        case .overBus??:
            return .overBus
        default:
            guard !channel.timedOut else {
                throw NotifyFailure(localized("The popup service did not answer within %s s.", String(answerSeconds)), exitCode: .serviceFailed)
            }
            throw .serviceDiedBeforeShowing
        }
    }

    package func close(id: UInt32) {
        channel.send(.close)
    }

    package func wentToHistory(id: UInt32) -> Bool {
        heldIDs.contains(id)
    }

    /// Ends with the socket closed: nothing more is read or sent once the popup's fate is known.
    package func waitForOutcome(id: UInt32) -> NotifyOutcome {
        defer {
            channel.close()
            interrupt?.end()
            interrupt = nil
        }
        return wait(id: id, input: -1) ?? .cancelled
    }

    package func waitForInput(_ input: Int32, orOutcomeOf id: UInt32) -> NotifyOutcome? {
        wait(id: id, input: input)
    }

    /// Polls the socket, `input` (unless negative) and Ctrl-C until the popup's fate is known, or (nil)
    /// `input` can be read. Ctrl-C closes the popup: `cancelled`.
    private func wait(id: UInt32, input: Int32) -> NotifyOutcome? {
        channel.onMessage = { [self] message in
            switch message {
            case .dismissed(_, let reason)?: outcome = .dismissed(reason)
            case nil: outcome = .serviceGone
            default: return
            }
        }
        channel.deliverBuffered()
        // Kept from the first wait on: a Ctrl-C between two `--follow` lines is taken at the next wait.
        let interrupt = interrupt ?? Interrupt()
        self.interrupt = interrupt
        while outcome == nil {
            var ready = [
                pollfd(fd: channel.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interrupt.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            ]
            guard poll(&ready, nfds_t(ready.count), -1) >= 0 || errno == EINTR else { break }
            if ready[1].revents != 0, interrupt.caught() {
                close(id: id)
                return .cancelled
            }
            if ready[0].revents != 0 { _ = channel.readAvailable() }
            if outcome == nil, ready[2].revents != 0 { return nil }
        }
        return outcome
    }
}

/// Ctrl-C while waiting, as a descriptor to poll: SIGINT blocked and read from a signalfd, the mask
/// as it was once `end()` is called (a SIGINT that arrived meanwhile is taken, not delivered later).
private struct Interrupt {
    let descriptor: Int32
    private var previous = sigset_t()

    init() {
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_BLOCK, &interrupt, &previous)
        descriptor = signalfd(-1, &interrupt, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
    }

    /// Whether a SIGINT was read.
    func caught() -> Bool {
        var info = signalfd_siginfo()
        return read(descriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size
    }

    func end() {
        _ = caught()
        if descriptor >= 0 { Glibc.close(descriptor) }
        var previous = previous
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
