/// The parts of a snack in the order both renderers lay them out (GTK 3's `SnackContentView`, GTK 4's
/// card), so the two cannot place them differently: one row from the leading edge (mirrored under a
/// right-to-left locale), the text column inside it, and the long action's row below.
package enum SnackPart: Sendable, Equatable {
    /// The icon or picture.
    case icon
    /// The text column (`column`).
    case text
    /// The fold counter ("×3"), shown while the snack arrived more than once.
    case counter
    /// The spinner shown instead of the actions while a long action runs.
    case spinner
    /// The inline action buttons.
    case actions
    /// The close button.
    case close

    /// The row's parts, leading first.
    package static let row: [SnackPart] = [.icon, .text, .counter, .spinner, .actions, .close]

    /// What the text column holds, top to bottom.
    package enum Column: Sendable, Equatable {
        /// A text row (title, message).
        case row(SnackTextRow)
        /// The progress bar or spinner of `Snack.progress`.
        case progress
        /// An app's own widget, where a renderer takes one.
        case custom
    }

    /// The text column's parts, top to bottom: the text rows in reading order, the progress, the app's widget.
    package static let column: [Column] = SnackTextRow.allCases.map { .row($0) } + [.progress, .custom]
}
