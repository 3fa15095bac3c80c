import CGLib
import SnackbarCore
import SnackNotifyBus
import SnackNotifyKit

/// The client that started this service: its first request, and the replies it waits for.
@MainActor
final class HandoffSession {
    let channel: HandoffChannel
    let service: NotifierService
    private var popupID: UInt32?

    init(channel: HandoffChannel, service: NotifierService) {
        self.channel = channel
        self.service = service
    }

    /// Shows `request` and tells the client its id (or why it failed), then relays its end.
    func start(_ request: NotifyRequest) {
        do {
            popupID = try service.show(request) { [channel] id in channel.send(.shown(id)) }
        } catch {
            channel.send(.failed(code: error.exitCode.rawValue, message: error.message))
            channel.close()
            return
        }
        service.dismissalListeners.append { [weak self] id, reason in
            guard let self, id == popupID else { return }
            var action = ""
            if case .action(let name) = reason { action = name }
            channel.send(.dismissed(id: id, reason: reason.name, action: action))
        }
        channel.onMessage = { [weak self] message in
            guard let self else { return }
            switch message {
            case .close?: if let popupID { service.close(id: popupID) }
            case .show(let text)?: update(text)
            default: break
            }
        }
        channel.watch()
    }

    /// A later `show` from the same client (`--follow`): update the popup and confirm its id.
    private func update(_ text: String) {
        guard let variant = g_variant_parse(nil, text, nil, nil, nil) else { return }
        defer { g_variant_unref(variant) }
        do {
            popupID = try service.show(NotifyRequest(wire: WireVariant.dictionary(variant))) { [channel] id in
                channel.send(.shown(id))
            }
        } catch {
            channel.send(.failed(code: error.exitCode.rawValue, message: error.message))
        }
    }
}
