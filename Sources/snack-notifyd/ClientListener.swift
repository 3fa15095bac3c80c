import CSnackbarGLib
import Glibc
import SnackNotifyBus

/// Accepts `snack-notify` clients on the service's `ServiceSocket`, one `HandoffSession` each.
/// Lives as long as the service. Main thread.
@MainActor
final class ClientListener {
    let descriptor: Int32
    let service: NotifierService
    private var sessions: [ObjectIdentifier: HandoffSession] = [:]

    /// Listens on `descriptor` (from `ServiceSocket.listen()`), which it keeps open.
    init(descriptor: Int32, service: NotifierService) {
        self.descriptor = descriptor
        self.service = service
        let box = Unmanaged.passRetained(self).toOpaque()
        g_unix_fd_add_full(G_PRIORITY_DEFAULT, descriptor, G_IO_IN, { _, _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<ClientListener>.fromOpaque(data!).takeUnretainedValue().accept() }
            return 1
        }, box, { data in Unmanaged<ClientListener>.fromOpaque(data!).release() })
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
        let session = HandoffSession(channel: HandoffChannel(descriptor: client), service: service)
        session.onEnd = { [weak self] ended in self?.sessions[ObjectIdentifier(ended)] = nil }
        sessions[ObjectIdentifier(session)] = session
        session.listen()
    }
}
