import Synchronization

/// The bytes that every `HandoffChannel` sharing it may hold read but not yet taken as lines: one bound
/// across all of the service's client connections, so that many peers each sending an unterminated line
/// cannot make it buffer without end. A channel whose read would pass it ends as at an end of file.
/// Any thread.
package final class BufferBudget: Sendable {
    /// The most bytes held at once.
    package let limit: Int
    private let used = Mutex(0)

    package init(limit: Int) {
        self.limit = limit
    }

    /// Bytes held now.
    package var bytesHeld: Int { used.withLock { $0 } }

    /// Takes `count` bytes from the budget; false (taking none) when that would pass the limit.
    package func take(_ count: Int) -> Bool {
        used.withLock { used in
            guard used + count <= limit else { return false }
            used += count
            return true
        }
    }

    /// Gives `count` bytes back.
    package func give(_ count: Int) {
        used.withLock { $0 -= count }
    }
}
