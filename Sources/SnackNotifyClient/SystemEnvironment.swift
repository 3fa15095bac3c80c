import Glibc
import SnackNotifyKit
import SnackbarCore

/// The real world for the parser: this process's standard input, the file system (through `BoundedFile`),
/// GLib's GVariant parser (in the D-Bus helper, run for a `variant` hint only: other calls never load GLib).
package struct SystemEnvironment: NotifyEnvironment {
    /// Creates the environment.
    package init() {}

    package func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    package func refusal(ofFile path: String, limit: Int) -> FileRefusal? {
        BoundedFile.check(path, limit: limit)
    }

    package var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return getcwd(&buffer, buffer.count).map { String(cString: $0) }
    }

    package func isValidVariant(_ text: String) -> Bool {
        BusHelperLauncher.isValidVariant(text)
    }
}
