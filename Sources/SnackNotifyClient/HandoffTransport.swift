import CSnackbarGLib
import Glibc
import SnackbarCore
import SnackbarGlue
import SnackNotifyKit
import SnackNotifyWire

/// Talks to the service over a socket (see `HandoffMessage`): the pair made when this client started
/// it, or a connection to a running service's `ServiceSocket`.
@MainActor
final class HandoffTransport: PopupTransport {
    let channel: HandoffChannel
    private var outcome: NotifyOutcome?
    /// What the service said its popups are on its display (before its first answer); nil from a
    /// service that does not say.
    private(set) var surface: ScreenSurface?
    private var loop: OpaquePointer?

    /// How long a call waits for the service's answer to a request: a popup maps within milliseconds,
    /// but a first start may wait for fontconfig to build its cache. 25 s is GDBus's call timeout.
    let answerSeconds: Int

    init(descriptor: Int32, answerSeconds: Int) {
        channel = HandoffChannel(descriptor: descriptor)
        self.answerSeconds = answerSeconds
    }

    func show(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32 {
        guard let id = try showUnlessGone(request) else { throw .serviceDiedBeforeShowing }
        return id
    }

    /// As `show`, but nil when the service answered that it is quitting (`retry`): it did not read the
    /// request, so the caller may start another service. A socket closed without an answer means the
    /// service died with the request: `NotifyFailure.serviceDiedBeforeShowing`, never a replay.
    func showUnlessGone(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32? {
        channel.send(.show(WireVariant.text(of: request)))
        channel.setReceiveTimeout(seconds: answerSeconds)
        defer { channel.setReceiveTimeout(seconds: 0) }
        var answer = channel.readLineBlocking()
        if case .surface(let surface)?? = answer {
            self.surface = surface
            answer = channel.readLineBlocking()
        }
        switch answer {
        case .shown(let id)??: return id
        case .failed(let code, let message)??:
            throw NotifyFailure(message, exitCode: NotifyExitCode(rawValue: code) ?? .serviceFailed)
        case .retry??:
            return nil
        default:
            guard !channel.timedOut else {
                throw NotifyFailure(localized("The popup service did not answer within %s s.", String(answerSeconds)), exitCode: .serviceFailed)
            }
            throw .serviceDiedBeforeShowing
        }
    }

    func close(id: UInt32) {
        channel.send(.close)
    }

    /// Ends with the socket closed: nothing more is read or sent once the popup's fate is known.
    func waitForOutcome(id: UInt32) -> NotifyOutcome {
        loop = g_main_loop_new(nil, 0)
        defer {
            channel.close()
            g_main_loop_unref(loop)
            loop = nil
        }
        var cancelled = false
        channel.onMessage = { [self] message in
            switch message {
            case .dismissed(_, let reason)?:
                outcome = .dismissed(reason)
            case nil:
                outcome = .serviceGone
            default:
                return
            }
            g_main_loop_quit(loop)
        }
        channel.watch()
        var interrupt = MainLoopSource.onSignal(SIGINT) { [self] in
            cancelled = true
            close(id: id)
            g_main_loop_quit(loop)
        }
        defer { MainLoopSource.remove(&interrupt) }
        while outcome == nil && !cancelled { g_main_loop_run(loop) }
        return outcome ?? .cancelled
    }
}
