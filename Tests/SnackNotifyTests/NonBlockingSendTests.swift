import Glibc
import SnackNotifyKit
import SnackNotifyWire
import Testing

/// The service writes to its socket clients without waiting: a client that reads nothing fills its socket
/// buffer, and the next line is given up (and the client shut out) at once instead of blocking the
/// service's main thread, which every other client waits on.
@Suite("The service's writes to a client that reads nothing")
struct NonBlockingSendTests {
    /// A connected pair of stream sockets; the caller closes both.
    static func socketPair() -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        return (ends[0], ends[1])
    }

    @Test func aWriteThatWouldWaitGivesUpAtOnce() {
        let (writer, reader) = Self.socketPair()
        defer { [writer, reader].forEach { _ = close($0) } }
        let line = String(repeating: "x", count: 4_096) + "\n"
        var written = 0
        // The buffer is far smaller than 64 MB: the writes stop being taken long before.
        while written < 64 << 20, ProcessIO.write(all: line, to: writer, socket: true, waits: false) { written += line.utf8.count }
        #expect(written < 64 << 20, "the socket buffer never filled")
        #expect(ProcessIO.write(all: line, to: writer, socket: true, waits: false) == false)
    }

    @MainActor @Test func aChannelThatCannotSendShutsItsPeerOut() {
        let (writer, reader) = Self.socketPair()
        defer { _ = close(reader) }
        let channel = HandoffChannel(descriptor: writer)
        channel.sendsWithoutWaiting = true
        let long = HandoffMessage.note(String(repeating: "n", count: 60_000))
        for _ in 0..<(64 << 20) / 60_000 { channel.send(long) }
        // Shut out: the peer's reads end at an end of file once it has read what was sent.
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var total = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            total += count
        }
        #expect(total > 0 && total < 64 << 20)
        channel.close()
    }
}
