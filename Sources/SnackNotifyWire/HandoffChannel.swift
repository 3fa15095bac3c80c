import Glibc
import SnackNotifyKit

/// One end of the client–service socket pair: writes lines, and hands each line read to `onMessage`.
///
/// A line longer than `maxLineBytes` ends the channel as an end of file does: a peer cannot make the
/// other end buffer without bound. Without GLib (the client's socket path loads none): whoever waits
/// calls `readAvailable()` when the descriptor is readable — the service from a GLib watch (`watch()`),
/// the client from its own poll. Owns the file descriptor and the watch's `stopWatching`; `close()`
/// releases both. Main thread.
@MainActor
package final class HandoffChannel {
    /// The socket's file descriptor.
    package let descriptor: Int32
    /// Called for each complete message read (lines that are none are skipped), then with nil at end of file.
    package var onMessage: (@MainActor (HandoffMessage?) -> Void)?
    /// Set when a blocking read gave up after the receive timeout (see `setReceiveTimeout`).
    package private(set) var timedOut = false
    /// The longest line read: a request whose texts are cut to `SnackLimits` is far shorter.
    package static let maxLineBytes = 1 << 20
    private var buffer: [UInt8] = []
    /// How much of `buffer` is known to hold no newline, so that each byte is searched once.
    private var searched = 0
    /// Removes the main-loop watch calling `readAvailable()`, set by whoever added it; cleared once the
    /// watch has stopped itself at the end of file.
    package var stopWatching: (@MainActor () -> Void)?

    /// Shared with the other channels of a service: what they may hold read at once, together.
    package let budget: BufferBudget?

    /// Wraps `descriptor`; what it holds read counts against `budget`, if any.
    package init(descriptor: Int32, budget: BufferBudget? = nil) {
        self.descriptor = descriptor
        self.budget = budget
    }

    /// Whether `send` gives up on a peer whose socket buffer is full instead of waiting for it to read:
    /// the service's way, where one client that reads nothing must not stall every other.
    package var sendsWithoutWaiting = false

    /// Sends one message. A peer that went away is no error here (and no SIGPIPE): its end of file
    /// arrives through `onMessage` or `readLineBlocking`. When `sendsWithoutWaiting`, a peer that
    /// cannot take the whole line now is shut out: its end of file follows the same way.
    package func send(_ message: HandoffMessage) {
        let sent = ProcessIO.write(all: message.line + "\n", to: descriptor, socket: true, waits: !sendsWithoutWaiting)
        if !sent && sendsWithoutWaiting { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    /// Whether the peer closed its end, even while lines it sent before are still unread: a client that went
    /// before hearing its answer (`POLLRDHUP`, which Glibc declares only under _GNU_SOURCE, hidden from Swift).
    package var peerHasGone: Bool {
        let peerClosed: Int16 = 0x2000
        var entry = pollfd(fd: descriptor, events: peerClosed, revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & (peerClosed | Int16(POLLHUP)) != 0
    }

    /// Makes blocking reads give up after `seconds` (0: wait for ever); `timedOut` tells them apart
    /// from an end of file.
    package func setReceiveTimeout(seconds: Int) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads bytes until one whole line arrived (blocking); nil at end of file or timeout.
    package func readLineBlocking() -> HandoffMessage?? {
        while true {
            if let line = takeLine() { return .some(HandoffMessage(line: line)) }
            guard fill() else { return nil }
        }
    }

    /// Hands the lines a blocking read took in with the one it wanted (a popup's id and, right behind it,
    /// its end) to `onMessage`: call it when watching starts, since no new byte would wake the watch for them.
    package func deliverBuffered() {
        while let line = takeLine() {
            if let message = HandoffMessage(line: line) { onMessage?(message) }
        }
    }

    /// Stops watching and closes the descriptor; `onMessage` is not called again.
    package func close() {
        stopWatching?()
        stopWatching = nil
        onMessage = nil
        budget?.give(buffer.count)
        buffer = []
        searched = 0
        Glibc.close(descriptor)
    }

    /// Reads what arrived (once the descriptor is readable) and hands each whole line to `onMessage`;
    /// at the end of file calls it with nil and returns false: the watch must stop.
    package func readAvailable() -> Bool {
        let open = fill()
        deliverBuffered()
        guard open else {
            stopWatching = nil
            onMessage?(nil)
            return false
        }
        return true
    }

    private func fill() -> Bool {
        guard buffer.count <= Self.maxLineBytes else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { timedOut = true }
            guard count > 0, budget?.take(count) ?? true else { return false }
            buffer += chunk[..<count]
            return true
        }
    }

    private func takeLine() -> String? {
        guard let newline = buffer[searched...].firstIndex(of: 0x0A) else {
            searched = buffer.count
            return nil
        }
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        budget?.give(newline + 1)
        // Emptied, the buffer lets its memory go: one long line must not keep a megabyte for the connection's life.
        if newline + 1 == buffer.count { buffer = [] } else { buffer.removeSubrange(...newline) }
        searched = 0
        return line
    }
}
