import SnackNotifyKit
import SnackNotifyWire

/// A service started by a client that lost the race for the bus name to another service started at
/// the same moment: it forwards its client's request to the winner and relays the outcome, so that
/// concurrent cold calls still end up in one stack.
@MainActor
package enum HandoffRelay {
    /// Forwards `request` over `connection` and relays replies on `channel`; returns the exit status.
    package static func relay(_ request: NotifyRequest, over connection: OpaquePointer, to channel: HandoffChannel) -> Int32 {
        let transport = BusTransport(connection: connection)
        if request.waits { transport.subscribe() }
        let id: UInt32
        do {
            id = try transport.show(request)
        } catch {
            channel.send(.failed(code: error.exitCode.rawValue, message: error.message))
            return error.exitCode.rawValue
        }
        guard request.waits else {
            channel.send(transport.wentToHistory(id: id) ? .held(id) : .shown(id))
            return 0
        }
        channel.send(.shown(id))
        channel.onMessage = { message in
            if message == .close { transport.close(id: id) }
        }
        channel.watch()
        // Without a reason (the other service went away) the socket's end tells the client so.
        if case .dismissed(let reason) = transport.waitForOutcome(id: id) { channel.send(.dismissed(id: id, reason: reason)) }
        return 0
    }
}
