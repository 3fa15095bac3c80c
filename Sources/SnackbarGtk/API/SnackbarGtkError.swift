/// Why the GTK renderer could not start.
public enum SnackbarGtkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// GTK could not open the display; the text names it and why, e.g. "cannot open display: the X display
    /// ':99' does not answer".
    case noDisplay(String)

    public var description: String {
        switch self {
        case .noDisplay(let message): message
        }
    }
}
