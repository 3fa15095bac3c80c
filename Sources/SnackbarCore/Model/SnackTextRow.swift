/// The texts a snack shows, one row each in the text column, in reading order: the one table that the GTK
/// widgets (`SnackContentView`), the offscreen painter (`--render-png`), the GTK 4 card and the theme CSS
/// iterate, and from which `SnackContent.texts` (what is spoken and copied) and the text bounds come.
///
/// A text field of `SnackContent` is shown by adding a case: each switch below then asks, for it, which
/// field it reads, its bound, its CSS class, its text style and its line limit. Every renderer lays the
/// rows out one under the other and leaves out an empty optional text (GTK 3 an empty message too).
package enum SnackTextRow: CaseIterable, Sendable {
    /// The bold line above the message.
    case title
    /// The message.
    case message

    /// A field of `SnackContent` a row reads: an optional text (absent reads as empty) or one always there.
    package enum Field {
        case optional(WritableKeyPath<SnackContent, String?>)
        case required(WritableKeyPath<SnackContent, String>)

        /// Its key path, whichever kind of text it reads.
        var path: PartialKeyPath<SnackContent> {
            switch self {
            case .optional(let path): path
            case .required(let path): path
            }
        }
    }

    /// Its key on the wire, the one its field has in `SnackContent.fields`, which `--follow` and `--history`
    /// name it by too; nil when its field travels under none.
    package var wireKey: String? {
        let path = field.path
        guard case .named(let key)? = SnackContent.fields.first(where: { $0.path == path })?.wire else { return nil }
        return key
    }

    /// The field it shows.
    package var field: Field {
        switch self {
        case .title: .optional(\.title)
        case .message: .required(\.message)
        }
    }

    /// The CSS class of its label (`SnackbarCSSClass`), which also names its part where the renderers
    /// report their layout (`SnackPartNames`).
    package var cssClass: String {
        switch self {
        case .title: "title"
        case .message: "message"
        }
    }

    /// Its font size and weight in the theme.
    package func style(in typography: ThemeTypography) -> ThemeTextStyle {
        switch self {
        case .title: typography.title
        case .message: typography.message
        }
    }

    /// The lines it shows before it ends in an ellipsis, given the theme's `maxMessageLines`; expanded, a
    /// snack shows every line.
    package func lines(messageLines: Int) -> Int {
        switch self {
        case .title: 2
        case .message: messageLines
        }
    }

    /// The most characters and UTF-8 bytes it keeps: `Snack.validated()` cuts a longer text with "…".
    package var bound: (characters: Int, bytes: Int) {
        switch self {
        case .title: (SnackLimits.titleCharacters, .max)
        case .message: (SnackLimits.messageCharacters, Snack.maxMessageBytes)
        }
    }

    /// Its text in `content`, as given (Pango markup when `usesMarkup`); empty when the field is absent.
    package func text(of content: SnackContent) -> String {
        switch field {
        case .optional(let field): content[keyPath: field] ?? ""
        case .required(let field): content[keyPath: field]
        }
    }

    /// Sets its text in `content`.
    package func write(_ text: String, to content: inout SnackContent) {
        switch field {
        case .optional(let field): content[keyPath: field] = text
        case .required(let field): content[keyPath: field] = text
        }
    }

    /// Copies its field from `source` into `content` as it is there: an absent text stays absent.
    package func copy(from source: SnackContent, to content: inout SnackContent) {
        switch field {
        case .optional(let field): content[keyPath: field] = source[keyPath: field]
        case .required(let field): content[keyPath: field] = source[keyPath: field]
        }
    }

    /// Whether the field may be absent: a renderer that keeps a line for an empty required text (GTK 4's
    /// message) leaves an optional one out.
    package var isOptional: Bool {
        if case .optional = field { return true }
        return false
    }
}
