import SnackbarGtk

/// The manager's window events as an async sequence, each stamped when the observer saw it, so a
/// latency ends at the event itself and not at the task resuming afterwards.
@MainActor
final class WindowEvents {
    private var received: [(event: SnackWindowEvent, at: ContinuousClock.Instant)] = []
    private var waiter: CheckedContinuation<Void, Never>?

    /// Becomes the shared manager's observer.
    init() {
        SnackbarPresenter.shared.observer = { [weak self] event in
            guard let self else { return }
            received.append((event, ContinuousClock.now))
            waiter?.resume()
            waiter = nil
        }
    }

    /// Waits for the next event `matches` accepts (dropping the others before it); returns when it was seen.
    @discardableResult
    func next(_ matches: (SnackWindowEvent) -> Bool) async -> ContinuousClock.Instant {
        while true {
            while !received.isEmpty {
                let item = received.removeFirst()
                if matches(item.event) { return item.at }
            }
            await withCheckedContinuation { waiter = $0 }
        }
    }

    /// Waits until the window of `id` was mapped.
    @discardableResult
    func mapped(_ id: String) async -> ContinuousClock.Instant {
        await next { if case .mapped(id) = $0 { true } else { false } }
    }

    /// Waits until the windows of all `ids` were mapped, in any order.
    func mapped(all ids: [String]) async {
        var waiting = Set(ids)
        while !waiting.isEmpty {
            await next { if case .mapped(let id) = $0 { waiting.remove(id) != nil } else { false } }
        }
    }

    /// Waits until the window of `id` was destroyed.
    func closed(_ id: String) async {
        await closed(all: [id])
    }

    /// Waits until the windows of all `ids` were destroyed, in any order.
    func closed(all ids: [String]) async {
        var waiting = Set(ids)
        while !waiting.isEmpty {
            await next { if case .closed(let id) = $0 { waiting.remove(id) != nil } else { false } }
        }
    }
}
