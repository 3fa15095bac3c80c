/// Where a snack's inline buttons go: beside its text, or on a row of their own under it, on the trailing
/// side, where the long action goes. Under, when beside them the text would wrap onto more than three lines,
/// or into a column narrower than a third of the row: two buttons ("Reply", "Mark as read") in a 428 px popup
/// leave a mail's text about 120–160 px, where it wraps a word or two a line and its end is cut. A text that
/// fits on a line beside the buttons keeps them there, however narrow.
package enum ActionPlacement: Sendable, Equatable {
    case beside
    case below

    /// - Parameters:
    ///   - rowWidth: the width of the snack's row inside its padding (icon to close button).
    ///   - textBeside: the width the text gets with the buttons beside it.
    ///   - textNeeds: the width of the text's longest row on one line.
    package init(rowWidth: Int, textBeside: Int, textNeeds: Int) {
        let wraps = textBeside < textNeeds
        self = wraps && (textNeeds > 3 * textBeside || 3 * textBeside < rowWidth) ? .below : .beside
    }
}
