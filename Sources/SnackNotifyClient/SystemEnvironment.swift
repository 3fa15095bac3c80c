import CSnackbarGLib
import Glibc
import SnackNotifyKit

/// The real world for the parser: this process's standard input, the file system, GLib's GVariant parser.
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

    package func fileExists(atPath path: String) -> Bool {
        access(path, F_OK) == 0
    }

    package func isValidVariant(_ text: String) -> Bool {
        guard let variant = g_variant_parse(nil, text, nil, nil, nil) else { return false }
        g_variant_unref(variant)
        return true
    }
}
