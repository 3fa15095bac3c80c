import Glibc
import SnackNotifyKit
import SnackbarCore

/// Reads standard input one line at a time for `--follow`, without buffering past the line: the bus
/// helper that `snack-notify` may exec reads on from where it stopped.
enum FollowReader {
    /// What the next read gave.
    enum Input: Equatable {
        /// A line, without its newline.
        case line(String)
        /// A line that is not valid UTF-8, read whole.
        case notUTF8
        /// The end of input.
        case end
        /// The popup's fate came first (`wait`'s answer): nothing more is read.
        case ended(NotifyOutcome)
    }

    /// The next line; before each byte `wait` runs until input can be read (nil) or the popup's fate is
    /// known (its outcome), so that a popup that went is never updated again.
    static func next(wait: () -> NotifyOutcome? = { nil }) -> Input {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            if let outcome = wait() { return .ended(outcome) }
            let count = read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? .end : line(bytes) }
            if byte == 0x0A { return line(bytes) }
            bytes.append(byte)
        }
    }

    /// Applies `input`, line `number` of standard input, to `request`.
    /// - Throws: `NotifyFailure` (exit status 1) naming the line's number, for a line that is not UTF-8
    ///   or that `FollowUpdate` refuses.
    static func apply(_ input: Input, number: Int, to request: inout NotifyRequest) throws(NotifyFailure) {
        switch input {
        case .line(let line): try FollowUpdate(line: line, number: number).apply(to: &request)
        case .notUTF8: throw FollowUpdate.refusal(localized("not UTF-8 text"), number: number)
        case .end, .ended: return
        }
    }

    private static func line(_ bytes: [UInt8]) -> Input {
        String(validating: bytes, as: UTF8.self).map(Input.line) ?? .notUTF8
    }
}
