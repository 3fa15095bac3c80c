import Glibc
import SnackbarGtk

/// The manager's window events as an async sequence, each stamped when the observer saw it, so a
/// latency ends at the event itself and not at the task resuming afterwards.
///
/// Every wait is bounded: an event that has not come within `patience` (a snack left in the queue,
/// a window that never maps without a window manager or compositor) ends the benchmark with a message
/// naming it and exit status 1, never a hang.
@MainActor
final class WindowEvents {
    /// How long one wait may take (generous: `make leaks` runs the workload under valgrind).
    static let patience: Duration = .seconds(60)
    private var received: [(event: SnackWindowEvent, at: ContinuousClock.Instant)] = []
    private var waiter: CheckedContinuation<Bool, Never>?
    /// Counts waits, so a timer of an earlier wait never ends a later one.
    private var waits = 0

    /// Becomes the shared manager's observer.
    init() {
        SnackbarPresenter.shared.observer = { [weak self] event in
            guard let self else { return }
            received.append((event, ContinuousClock.now))
            waiter?.resume(returning: true)
            waiter = nil
        }
    }

    /// Waits for the next event `matches` accepts (dropping the others before it); returns when it was seen.
    /// `what` names the event for the message if it does not come.
    @discardableResult
    func next(_ what: @autoclosure () -> String, _ matches: (SnackWindowEvent) -> Bool) async -> ContinuousClock.Instant {
        let deadline = ContinuousClock.now + Self.patience
        while true {
            while !received.isEmpty {
                let item = received.removeFirst()
                if matches(item.event) { return item.at }
            }
            guard await arrival(before: deadline) else {
                print(
                    "snack-bench: gave up after \(Self.patience): \(what()) never came (a snack that would cover another "
                        + "waits: 21 stand whole on a 1280×1600 screen, as `make bench` gives, 12 on 800 px)")
                exit(1)
            }
        }
    }

    /// Waits until the window of `id` was mapped.
    @discardableResult
    func mapped(_ id: String) async -> ContinuousClock.Instant {
        await next("the window of \(id) mapped") { if case .mapped(id) = $0 { true } else { false } }
    }

    /// Waits until the windows of all `ids` were mapped, in any order.
    func mapped(all ids: [String]) async {
        var waiting = Set(ids)
        while !waiting.isEmpty {
            await next("the windows of \(waiting.sorted()) mapped") { if case .mapped(let id) = $0 { waiting.remove(id) != nil } else { false } }
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
            await next("the windows of \(waiting.sorted()) closed") { if case .closed(let id) = $0 { waiting.remove(id) != nil } else { false } }
        }
    }

    /// Waits for the next event: true when one came, false when `deadline` passed first.
    private func arrival(before deadline: ContinuousClock.Instant) async -> Bool {
        waits += 1
        let wait = waits
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(until: deadline)
            guard let self, waits == wait, let waiter else { return }
            self.waiter = nil
            waiter.resume(returning: false)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { waiter = $0 }
    }
}
