import Glibc

/// Unbuffered writes to standard output and standard error, and the raw `argv` bytes.
///
/// Unbuffered on purpose: a script reading `-p`'s id through a pipe must get it before the process
/// goes on waiting, and nothing may be lost when the process exits from a signal handler.
package enum ProcessIO {
    /// Writes `text` to standard output.
    package static func out(_ text: String) { write(all: text, to: 1) }

    /// Writes `text` to standard error.
    package static func err(_ text: String) { write(all: text, to: 2) }

    /// Writes every byte of `text` to `descriptor`, retrying after interruptions; returns whether all
    /// went. On a `socket` a peer that went away only ends the write (`MSG_NOSIGNAL`: no SIGPIPE), and
    /// unless `waits`, so does a full socket buffer (`MSG_DONTWAIT`: a peer that reads nothing cannot
    /// block the writer; what it may have pending is the kernel's socket buffer, no more).
    @discardableResult
    package static func write(all text: String, to descriptor: Int32, socket: Bool = false, waits: Bool = true) -> Bool {
        var bytes = Array(text.utf8)[...]
        let flags = Int32(MSG_NOSIGNAL) | (waits ? 0 : Int32(MSG_DONTWAIT))
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                socket
                    ? Glibc.send(descriptor, buffer.baseAddress, buffer.count, flags)
                    : Glibc.write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// The arguments after the program name, as the raw bytes the kernel passed (no UTF-8 repair).
    package static func rawArguments() -> [[UInt8]] {
        let argv = CommandLine.unsafeArgv
        return (1..<Int(CommandLine.argc)).compactMap { index in
            argv[index].map { pointer in Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) } }
        }
    }

    /// The program's name as invoked, without its directory.
    package static func programName() -> String {
        guard let pointer = CommandLine.unsafeArgv[0] else { return "snack-notify" }
        let path = String(cString: pointer)
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The value of environment variable `name`, nil when unset or empty.
    package static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
