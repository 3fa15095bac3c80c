import CGtk
import SnackbarCore

/// A cut text opened in place by a click on it (or Space or Enter while it has the focus): it grows away from
/// its edge into the room its stack leaves, scrolling beyond, holds the timer while open, and the stack restacks
/// around it, fitting it to the room the newer and older snacks leave (`StackLayout.room`).
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

    func fitOpenedText(toHeight height: Int) -> Bool {
        guard content.isExpanded, let slot else { return false }
        let rest = self.height(forWidth: slot.width) - content.textHeight
        return content.fitExpansion(maxTextHeight: height - rest)
    }

    func leastHeight(forWidth width: Int) -> Int {
        let whole = height(forWidth: width)
        guard content.isExpanded else { return whole }
        return whole - content.textHeight + Int(content.collapsedTextHeight)
    }

    /// The text's tallest height as it opens: the room from the snack's side nearest its edge (where the newer
    /// snacks end) to the area's far inset, less the rest of the snack (its padding, buttons, long action). The
    /// stack then fits it to what the older snacks leave, in the same turn (`SnackRuntime.restack`).
    private func expandedTextLimit() -> Int {
        guard let area, let slot else { return 0 }
        let rest = height(forWidth: slot.width) - content.textHeight
        let room =
            switch corner.edge {
            case .top: area.maxY - style.inset - slot.y
            case .bottom: slot.maxY - (area.y + style.inset)
            }
        return max(content.textHeight, room - rest)
    }
}
