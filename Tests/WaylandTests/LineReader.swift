import Foundation

/// The lines a child process writes to a pipe, read on a thread of their own so that a test can wait
/// for the next one with a deadline instead of blocking for ever on a child that hangs.
final class LineReader: @unchecked Sendable {  // `state` guards `lines` and `ended`
    private let state = NSCondition()
    private var lines: [String] = []
    private var ended = false

    /// Starts reading `handle` until end of file.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                pending += chunk
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending = pending[(newline + 1)...]
                    state.withLock { lines.append(line) }
                    state.broadcast()
                }
                if chunk.isEmpty { break }
            }
            state.withLock { ended = true }
            state.broadcast()
        }
    }

    /// The next line, or nil at end of file or when `timeout` seconds pass first.
    func next(timeout: TimeInterval) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return state.withLock {
            while lines.isEmpty, !ended, state.wait(until: deadline) {}
            return lines.isEmpty ? nil : lines.removeFirst()
        }
    }

    /// The lines still to come, up to end of file or until none comes for `timeout` seconds.
    func remaining(timeout: TimeInterval) -> [String] {
        Array(sequence(state: self) { $0.next(timeout: timeout) })
    }
}
