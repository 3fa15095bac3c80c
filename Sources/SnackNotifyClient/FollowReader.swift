import Glibc
import SnackNotifyKit
import SnackbarCore

/// Reads standard input one line at a time for `--follow`, without buffering past the line.
enum FollowReader {
    /// The next line without its newline; nil at end of input.
    /// - Throws: `NotifyFailure` (exit status 1) for a line that is not valid UTF-8, as for the arguments.
    static func nextLine() throws(NotifyFailure) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : try text(bytes) }
            if byte == 0x0A { return try text(bytes) }
            bytes.append(byte)
        }
    }

    private static func text(_ bytes: [UInt8]) throws(NotifyFailure) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw NotifyFailure(localized("Invalid UTF-8 provided on standard input for --follow."))
        }
        return text
    }
}
