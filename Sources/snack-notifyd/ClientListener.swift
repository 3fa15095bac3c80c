import CSnackbarGLib
import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Accepts `snack-notify` clients on the service's `ServiceSocket`, one `HandoffSession` each, within
/// `limits`: what the connections hold read has one bound together (`budget`), a client beyond
/// `maxClients` is told so and closed, one that sends no request in time goes, and one that reads nothing
/// cannot block the service's writes (`HandoffChannel.sendsWithoutWaiting`). Owns its watch on the
/// listening descriptor until `stop()`, and the sessions until they end. Main thread.
@MainActor
final class ClientListener {
    let descriptor: Int32
    let service: NotifierService
    let limits: ClientLimits
    private var sessions: [ObjectIdentifier: HandoffSession] = [:]
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
        for session in sessions.values { session.retryIfUnanswered() }
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
        guard sessions.count < limits.maxClients else {
            channel.send(
                .failed(
                    code: NotifyExitCode.serviceFailed.rawValue,
                    message: localized("snack-notifyd: serves %s clients at once already; try again", String(limits.maxClients))))
            channel.close()
            return
        }
        let session = HandoffSession(channel: channel, service: service)
        session.onEnd = { [weak self] ended in self?.sessions[ObjectIdentifier(ended)] = nil }
        sessions[ObjectIdentifier(session)] = session
        session.accept(requestMilliseconds: limits.requestMilliseconds)
    }
}
