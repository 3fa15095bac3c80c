import CSnackbarGLib
import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Accepts `snack-notify` clients on the service's `ServiceSocket`, one `HandoffSession` each, within
/// `limits`: what the connections hold read has one bound together (`budget`), one that sends no request
/// in time goes, and one that reads nothing cannot block the service's writes
/// (`HandoffChannel.sendsWithoutWaiting`). With `maxClients` connected, a newcomer is never refused: the
/// client that has sent no request for longest gives way, or, when every client has one, the newcomer is
/// sent over D-Bus (`HandoffMessage.overBus`; a client sends its request at once, so idle connections
/// cannot crowd out real calls). Owns its watch on the listening descriptor until `stop()`, and the
/// sessions until they end. Main thread.
@MainActor
final class ClientListener {
    let descriptor: Int32
    let service: NotifierService
    let limits: ClientLimits
    /// The connected clients, each with the number of its accept (the lowest came first).
    private var sessions: [ObjectIdentifier: (session: HandoffSession, accepted: UInt64)] = [:]
    private var acceptedCount: UInt64 = 0
    private var watchID: guint = 0
    /// What all the connections may hold read at once: 16 one-megabyte lines.
    let budget = BufferBudget(limit: 16 * HandoffChannel.maxLineBytes)

    /// Listens on `descriptor` (from `ServiceSocket.listen()`), which it keeps open, until `stop()`.
    init(descriptor: Int32, service: NotifierService, limits: ClientLimits = .current) {
        self.descriptor = descriptor
        self.service = service
        self.limits = limits
        watchID = MainLoopSource.watch(descriptor: descriptor) { [weak self] in
            self?.accept()
            return true
        }
    }

    /// Stops accepting clients, when the service quits: clients whose request it has not read (still
    /// waiting to be accepted, or accepted with the request unread) hear `retry`, so that they start
    /// another service; a client that hears nothing knows the service died with its request.
    func stop() {
        MainLoopSource.remove(&watchID)
        // New connections are refused from now on (ECONNREFUSED: the client starts a service itself),
        // while those already queued can still be accepted and told.
        shutdown(descriptor, Int32(SHUT_RD))
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        while true {
            let client = Glibc.accept(descriptor, nil, nil)
            guard client >= 0 else { break }
            HandoffChannel(descriptor: client).send(.retry)
            close(client)
        }
        for entry in sessions.values { entry.session.retryIfUnanswered() }
    }

    private func accept() {
        let client = Glibc.accept(descriptor, nil, nil)
        guard client >= 0 else { return }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        // The name is visible to every user: another user's process gets no popup and no answer.
        guard ServiceSocket.isSameUser(client) else {
            close(client)
            return
        }
        let channel = HandoffChannel(descriptor: client, budget: budget)
        channel.sendsWithoutWaiting = true
        if sessions.count >= limits.maxClients {
            guard let idlest = idlestSession() else {
                channel.send(.overBus)
                channel.close()
                return
            }
            idlest.giveWay()
        }
        let session = HandoffSession(channel: channel, service: service)
        session.onEnd = { [weak self] ended in self?.sessions[ObjectIdentifier(ended)] = nil }
        acceptedCount += 1
        sessions[ObjectIdentifier(session)] = (session, acceptedCount)
        session.accept(requestMilliseconds: limits.requestMilliseconds)
    }

    /// The client accepted first of those that have sent no request yet; nil when every client has.
    private func idlestSession() -> HandoffSession? {
        sessions.values.filter(\.session.awaitsRequest).min { $0.accepted < $1.accepted }?.session
    }
}
