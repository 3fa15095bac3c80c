/// The names of a snack's visible parts, shared by the offscreen painter and the on-screen widgets when
/// they report where each part went (`SnackbarRenderer.partFrames`, `SnackbarPresenter.partFrames`), so a
/// test can hold the two layouts to each other.
package enum SnackPartNames {
    /// The icon or picture.
    package static let icon = "icon"
    /// The text column: the text rows and the progress bar together.
    package static let text = "text"
    /// The progress bar.
    package static let progress = "progress"
    /// The close button.
    package static let close = "close"
    /// An opened text's scrollbar, while it shows (the screen only: a picture opens no text).
    package static let scrollbar = "scrollbar"
    /// The fold counter ("×3").
    package static let counter = "counter"
    /// The long action's button, on its own row.
    package static let longAction = "long-action"
    /// The whole card: its width and height (reported beside the parts, never a part itself).
    package static let height = "height"
    /// Added to a button's name for the text inside it.
    package static let labelSuffix = "-label"

    /// A text row's text ("title", "message"): its CSS class.
    package static func row(_ row: SnackTextRow) -> String { row.cssClass }

    /// The inline action button at `index` (0: the first action, 1: the secondary one).
    package static func action(_ index: Int) -> String { "action-\(index)" }

    /// Whether `name` is an inline action button's (not its label's).
    package static func isAction(_ name: String) -> Bool { name.hasPrefix("action-") && !name.hasSuffix(labelSuffix) }
}
