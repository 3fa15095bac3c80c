/// Why a file named by a caller (an icon, a theme, a stylesheet it imports) is not read: the same words
/// from the command line, the service, the renderer and the C ABI.
///
/// Only a regular file under its kind's size limit is ever opened for reading: a FIFO, a device or
/// `/dev/zero` would block the reader or never end, and an oversized file would bloat it.
public enum FileRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing
    /// A directory, FIFO, socket or device.
    case notRegularFile
    /// A regular file larger than `limit` bytes.
    case tooLarge(limit: Int)
    /// It exists but cannot be opened or read; the text is the system's reason.
    case unreadable(String)

    /// The largest stylesheet read, `@import`ed files included: 1 MiB.
    public static let styleSheetBytes = 1 << 20
    /// The largest image file read as an icon: 16 MiB.
    public static let imageBytes = 16 << 20
    /// The largest configuration file read (`snackbar.conf`): 64 KiB, far beyond any real one.
    public static let configurationBytes = 64 << 10

    /// `not a regular file`, `larger than 1 MiB`, ….
    public var description: String {
        switch self {
        case .missing: localized("no such file")
        case .notRegularFile: localized("not a regular file")
        case .tooLarge(let limit): localized("larger than %s", Self.size(limit))
        case .unreadable(let reason): localized("cannot be read (%s)", reason)
        }
    }

    /// `path: reason`, the form every refusal is reported in.
    public func message(path: String) -> String {
        "\(path): \(description)"
    }

    /// A byte count in the largest binary unit that divides it.
    static func size(_ bytes: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
