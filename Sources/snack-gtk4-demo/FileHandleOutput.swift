import Glibc

/// Lines to standard error written at once (a test reads them while the demo runs; the C
/// `stdout` buffer would hold them back when it is a pipe or a file).
enum FileHandleOutput {
    /// Writes `message` and a newline to standard error.
    static func error(_ message: String) {
        write(descriptor: 2, message + "\n")
    }

    private static func write(descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
