/// Why a snack, a duration, a colour or a theme was refused. The message names the input and what is accepted.
public enum SnackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither a title nor a message was given, or both are only white space.
    case emptyContent
    /// The action with this id has an empty label, or one of only white space.
    case blankActionLabel(id: String)
    /// The body's tap is named (`Snack.tapLabel`) by an empty label, or one of only white space.
    case blankTapLabel
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
            localized("a snack needs a title or a message with text to show; both were empty or only white space")
        case .blankActionLabel(let id):
            localized("the action '%s' has a blank label: give each action a label with text to show, not only white space", id)
        case .blankTapLabel:
            localized("the tap's label is blank: name what a tap on the snack does in a word or two (\"Open\"), or give none")
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
