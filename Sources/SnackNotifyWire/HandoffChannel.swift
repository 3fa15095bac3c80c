import CSnackbarGLib
import Glibc
import SnackbarGlue
import SnackNotifyKit

/// One end of the client–service socket pair: writes lines, and hands each line read to `onMessage`.
///
/// A line longer than `maxLineBytes` ends the channel as an end of file does: a peer cannot make the
/// other end buffer without bound. Owns the file descriptor and its GLib watch; `close()` releases both.
/// Main thread.
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
    private var watchID: guint = 0

    /// Wraps `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Sends one message. A peer that went away is no error here (and no SIGPIPE): its end of file
    /// arrives through `onMessage` or `readLineBlocking`.
    package func send(_ message: HandoffMessage) {
        ProcessIO.write(all: message.line + "\n", to: descriptor, socket: true)
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

    /// Starts delivering lines to `onMessage` from the GLib main loop.
    /// The watch holds the channel until `close()` or the end of file.
    package func watch() {
        watchID = MainLoopSource.watch(descriptor: descriptor) { [self] in readAvailable() }
        // Lines a blocking read took in with the one it wanted (a popup's id and, right behind it, its end)
        // go out now: no new byte would wake the watch for them.
        while let line = takeLine() {
            if let message = HandoffMessage(line: line) { onMessage?(message) }
        }
    }

    /// Stops watching and closes the descriptor; `onMessage` is not called again.
    package func close() {
        MainLoopSource.remove(&watchID)
        onMessage = nil
        buffer.removeAll()
        searched = 0
        Glibc.close(descriptor)
    }

    private func readAvailable() -> Bool {
        let open = fill()
        while let line = takeLine() {
            if let message = HandoffMessage(line: line) { onMessage?(message) }
        }
        guard open else {
            watchID = 0
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
            guard count > 0 else { return false }
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
        buffer.removeSubrange(...newline)
        searched = 0
        return line
    }
}
