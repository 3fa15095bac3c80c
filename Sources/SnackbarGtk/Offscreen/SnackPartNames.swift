/// The names of a snack's visible parts, shared by the offscreen painter and the on-screen widgets when
/// they report where each part went (`SnackbarRenderer.partFrames`, `SnackbarPresenter.partFrames`), so a
/// test can hold the two layouts to each other.
package enum SnackPartNames {
    /// The icon or picture.
    package static let icon = "icon"
    /// The text column: title, message and progress bar together.
    package static let text = "text"
    /// The title's text.
    package static let title = "title"
    /// The message's text.
    package static let message = "message"
    /// The progress bar.
    package static let progress = "progress"
    /// The close button.
    package static let close = "close"
    /// The fold counter ("×3").
    package static let counter = "counter"
    /// The long action's button, on its own row.
    package static let longAction = "long-action"
    /// The whole card: its width and height (reported beside the parts, never a part itself).
    package static let height = "height"
    /// Added to a button's name for the text inside it.
    package static let labelSuffix = "-label"

    /// The inline action button at `index` (0: the first action, 1: the secondary one).
    package static func action(_ index: Int) -> String { "action-\(index)" }
}
