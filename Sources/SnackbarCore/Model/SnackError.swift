/// Why a snack, a duration, a colour or a theme was refused. The message names the input and what is accepted.
public enum SnackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither a title nor a message was given.
    case emptyContent
    /// A duration that is not `short`, `long`, `infinite` or a finite number of seconds above zero.
    case invalidDuration(String)
    /// A progress fraction that is not a number.
    case invalidProgress(Double)
    /// A colour that is not `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()` or `rgba()`.
    case invalidColor(field: String, value: String)
    /// Two actions on one snack share an id, so a click could not be told apart.
    case duplicateActionID(String)

    public var description: String {
        switch self {
        case .emptyContent:
            "a snack needs a title or a message; both were empty"
        case .invalidDuration(let text):
            "invalid duration '\(text)': use short, long, infinite or a number of seconds greater than 0"
        case .invalidProgress(let value):
            "invalid progress \(value): use a fraction from 0 to 1, or indeterminate"
        case .invalidColor(let field, let value):
            "invalid colour '\(value)' for \(field): use #rgb, #rrggbb, #rrggbbaa, rgb(r,g,b) or rgba(r,g,b,a)"
        case .duplicateActionID(let id):
            "two actions share the id '\(id)': give each action its own id"
        }
    }
}
