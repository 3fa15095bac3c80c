import SnackNotifyWire
import SnackbarGlue
import Synchronization

/// Writes the service's files in its `StateDirectory` on a thread of its own, so that no write and its
/// `fsync` (0.4–11.5 ms each) holds the main loop. Each file gets its newest text: one replaced before its
/// turn is never made nor written. Each write is whole, by `rename` (`StateDirectory.write`), and a file's
/// texts are written in the order they were given. Problems are said once each on standard error. Any thread.
final class StateFileWriter: Sendable {
    let directory: StateDirectory
    private let queue = WorkQueue(label: "snack-notifyd.state-writer")
    private let pending = Mutex(Pending())
    private let warned = Mutex<Set<String>>([])

    private struct Pending {
        /// The newest text of each file not written yet, by name, in the order the names came.
        var texts: [(name: String, text: @Sendable () -> String)] = []
        /// A drain of `texts` is queued or running.
        var isDraining = false
    }

    init(directory: StateDirectory) {
        self.directory = directory
    }

    /// Writes the file `name` with the text `text` makes there, in place of any text of it still waiting.
    func write(_ name: String, _ text: @escaping @Sendable () -> String) {
        let starts = pending.withLock { pending in
            if let index = pending.texts.firstIndex(where: { $0.name == name }) {
                pending.texts[index].text = text
            } else {
                pending.texts.append((name, text))
            }
            defer { pending.isDraining = true }
            return !pending.isDraining
        }
        if starts { queue.async { self.drain() } }
    }

    /// Returns once every text given before it is written (or failed).
    func waitUntilWritten() {
        queue.sync {}
    }

    /// Calls `done` on the writer's thread once every text given before it is written (or failed): the drain
    /// that takes those texts runs before it on the same serial queue.
    func whenWritten(_ done: @escaping @Sendable () -> Void) {
        queue.async(done)
    }

    /// Says `message` on standard error unless it was said already.
    func warnOnce(_ message: String) {
        guard warned.withLock({ $0.insert(message).inserted }) else { return }
        ProcessIO.err("snack-notifyd: \(message)\n")
    }

    private func drain() {
        while true {
            let texts = pending.withLock { pending in
                defer { pending.texts = [] }
                if pending.texts.isEmpty { pending.isDraining = false }
                return pending.texts
            }
            guard !texts.isEmpty else { return }
            for (name, text) in texts {
                if let problem = directory.write(name, text()) { warnOnce(problem) }
            }
        }
    }
}
