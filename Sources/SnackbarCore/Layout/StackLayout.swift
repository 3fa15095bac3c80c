/// Where each window of one edge's stack goes: pure geometry, no GTK.
///
/// The newest snack sits nearest the edge; each one is `spacing` from the next and `inset` from the
/// work area's edges; its width is `min(maxWidth, workArea.width - 2 * inset)`. Nothing leaves the work
/// area: a snack is at most `maxHeight` tall, and one that would reach past the far edge stops there,
/// over its older neighbours, rather than going off screen where it would time out unseen.
package struct StackLayout: Sendable {
    /// The monitor's work area (panels and docks excluded).
    package var workArea: SnackRect
    /// Pixels between the work area's edges and the stack.
    package var inset: Int
    /// Pixels between neighbouring snacks.
    package var spacing: Int
    /// The widest a snack gets.
    package var maxWidth: Int
    /// Whether the text direction is right to left: leading is then the right side.
    package var isRightToLeft = false

    /// A stack filling `workArea`.
    package init(workArea: SnackRect, inset: Int, spacing: Int, maxWidth: Int) {
        self.workArea = workArea
        self.inset = inset
        self.spacing = spacing
        self.maxWidth = maxWidth
    }

    /// The width every snack in the stack gets.
    package var width: Int { max(1, min(maxWidth, workArea.width - 2 * inset)) }

    /// The tallest a snack gets: the work area's height inside the insets.
    package var maxHeight: Int { max(1, workArea.height - 2 * inset) }

    /// The frames of a stack, in the order given (nearest the edge first).
    /// - Parameter items: each snack's alignment and height at `width`.
    package func frames(edge: SnackEdge, items: [(alignment: SnackAlignment, height: Int)]) -> [SnackRect] {
        var offset = inset
        return items.map { item in
            let height = min(item.height, maxHeight)
            let reach = min(offset, workArea.height - inset - height)
            let y = edge == .top ? workArea.y + reach : workArea.maxY - reach - height
            offset += height + spacing
            return SnackRect(x: x(for: item.alignment), y: y, width: width, height: height)
        }
    }

    /// Where a snack starts its slide in from: just beyond the edge, out of the work area.
    package func entryFrame(for frame: SnackRect, edge: SnackEdge) -> SnackRect {
        var start = frame
        start.y = edge == .top ? workArea.y - frame.height : workArea.maxY
        return start
    }

    private func x(for alignment: SnackAlignment) -> Int {
        switch alignment.leftToRight(mirrored: isRightToLeft) {
        case .leading: workArea.x + inset
        case .center: workArea.x + (workArea.width - width) / 2
        case .trailing: workArea.maxX - inset - width
        }
    }
}

extension StackLayout {
    /// This stack with the bands that `occupied` frames (another process's snacks on the same edge, see
    /// `SnackRuntime`'s neighbours) take at its edge removed from its work area, so that its snacks start
    /// `spacing` beyond them. Frames that do not touch the work area are ignored; the area keeps at least a
    /// third of its height (snacks then overlap the others' rather than shrink or leave the screen).
    package func clearing(_ occupied: [SnackRect], edge: SnackEdge) -> StackLayout {
        let inside = occupied.filter {
            $0.x < workArea.maxX && $0.maxX > workArea.x && $0.y < workArea.maxY && $0.maxY > workArea.y
        }
        guard !inside.isEmpty else { return self }
        var area = workArea
        let room = workArea.height / 3
        if edge == .top {
            let top = min(inside.map { $0.maxY + spacing - inset }.max()!, workArea.maxY - room)
            area.height -= max(0, top - area.y)
            area.y = max(area.y, top)
        } else {
            let bottom = max(inside.map { $0.y - spacing + inset }.min()!, workArea.y + room)
            area.height = min(area.height, bottom - area.y)
        }
        var cleared = self
        cleared.workArea = area
        return cleared
    }
}
