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
        /// The end of input.
        case end
        /// The popup's fate came first (`wait`'s answer): nothing more is read.
        case ended(NotifyOutcome)
    }

    /// The next line; before each byte `wait` runs until input can be read (nil) or the popup's fate is
    /// known (its outcome), so that a popup that went is never updated again.
    /// - Throws: `NotifyFailure` (exit status 1) for a line that is not valid UTF-8, as for the arguments;
    ///   the line is read whole, so the next call reads the line after it.
    static func next(wait: () -> NotifyOutcome?) throws(NotifyFailure) -> Input {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            if let outcome = wait() { return .ended(outcome) }
            let count = read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? .end : .line(try text(bytes)) }
            if byte == 0x0A { return .line(try text(bytes)) }
            bytes.append(byte)
        }
    }

    /// The next line without its newline, waiting as long as it takes; nil at end of input.
    static func nextLine() throws(NotifyFailure) -> String? {
        guard case .line(let line) = try next(wait: { nil }) else { return nil }
        return line
    }

    private static func text(_ bytes: [UInt8]) throws(NotifyFailure) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw NotifyFailure(localized("Invalid UTF-8 provided on standard input for --follow."))
        }
        return text
    }
}
