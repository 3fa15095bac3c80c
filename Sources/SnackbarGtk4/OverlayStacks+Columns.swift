import CSnackbarGtk4
import SnackbarCore

/// Where the overlay is too narrow for three columns of cards, the stacks along one edge would cover each
/// other's text: a stack starts beyond those whose column it overlaps and that held a card before it, as
/// `StackLayout` places the desktop's popups.
extension OverlayStacks {
    /// Sets each stack's margin at its edge: the inset, or beyond the earlier stacks it overlaps. Called after
    /// an allocation, never during one; a margin is set only when it changes, so the next allocation settles.
    func clearColumns() {
        let width = Int(gtk_widget_get_width(overlay))
        let height = Int(gtk_widget_get_height(overlay))
        guard width > 0, height > 0 else { return }
        let stack = StackLayout(
            workArea: SnackRect(x: 0, y: 0, width: width, height: height), inset: layout.contentInset, spacing: layout.spacing,
            maxWidth: layout.maxWidth)
        for edge in SnackEdge.allCases {
            var held: [(corner: SnackCorner, height: Int)] = []
            for alignment in SnackAlignment.allCases {
                let corner = SnackCorner(edge: edge, alignment: alignment)
                guard let box = boxes[corner] else { continue }
                if gtk_widget_get_first_child(box) == nil {
                    firstCard[corner] = nil
                    setEdgeMargin(layout.contentInset, of: box, at: edge)
                } else {
                    held.append((corner, Int(gtk_widget_get_height(box))))
                }
            }
            held.sort { (firstCard[$0.corner] ?? 0) < (firstCard[$1.corner] ?? 0) }
            let frames = stack.frames(along: edge, stacks: held.map { ($0.corner.alignment, [$0.height]) })
            for (stackHeld, frame) in zip(held, frames) {
                guard let box = boxes[stackHeld.corner], let first = frame.first else { continue }
                setEdgeMargin(edge == .top ? first.y : height - first.maxY, of: box, at: edge)
            }
        }
    }

    /// The box's margin at `edge`, set when it differs.
    private func setEdgeMargin(_ margin: Int, of box: Widget, at edge: SnackEdge) {
        let current = edge == .top ? gtk_widget_get_margin_top(box) : gtk_widget_get_margin_bottom(box)
        guard current != Int32(margin) else { return }
        if edge == .top { gtk_widget_set_margin_top(box, Int32(margin)) } else { gtk_widget_set_margin_bottom(box, Int32(margin)) }
    }
}
