/// Why the GTK renderer could not start.
public enum SnackbarGtkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// GTK could not open the display; the text names it, e.g. "cannot open display ':99'".
    case noDisplay(String)

    public var description: String {
        switch self {
        case .noDisplay(let message): message
        }
    }
}
