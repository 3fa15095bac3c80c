import CGtk
import SnackbarCore

/// A cut text opened in place by a click on it (or Space or Enter while it has the focus): it grows up to
/// the stack's area, scrolling beyond, holds the timer while open, and the stack restacks around it.
extension SnackWindow {
    /// Opens the text, or closes it again. With `point` (window coordinates) only when the point is on
    /// the text; nil: the keyboard asked. Returns whether it did anything.
    func toggleExpansion(at point: (x: Double, y: Double)?) -> Bool {
        guard !isClosing, content.isExpandable else { return false }
        if let point, !content.textContains(point, in: window) { return false }
        if content.isExpanded {
            content.collapse()
            send(.resume(id: id, .expanded))
        } else {
            content.expand(maxTextHeight: expandedTextLimit())
            send(.pause(id: id, .expanded))
        }
        events(.resized)
        return true
    }

    /// The text's tallest height: what the area leaves once the insets and the rest of the snack (its
    /// padding, buttons, long action) have their room.
    private func expandedTextLimit() -> Int {
        guard let area, let slot else { return 0 }
        let rest = height(forWidth: slot.width) - content.textHeight
        return area.height - 2 * style.inset - rest
    }
}
