/// Where each window of a corner's stack goes: pure geometry, no GTK.
///
/// Each corner (an edge and an alignment along it) is a stack of its own. The newest snack sits nearest
/// the edge; each one is `spacing` from the next and `inset` from the work area's edges; its width is
/// `min(maxWidth, workArea.width - 2 * inset)`. Nothing leaves the work area: a snack is at most
/// `maxHeight` tall, and one that would reach past the far edge stops there, over its older neighbours,
/// rather than going off screen where it would time out unseen.
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

    /// The left of the column the stack at `alignment` fills.
    package func x(for alignment: SnackAlignment) -> Int {
        alignment.leftToRight(mirrored: isRightToLeft).x(ofWidth: width, inset: inset, in: workArea)
    }

    /// The frames of the stack in `corner`, in the order given (nearest the edge first).
    /// - Parameter heights: each snack's height at `width`.
    package func frames(in corner: SnackCorner, heights: [Int]) -> [SnackRect] {
        let x = x(for: corner.alignment)
        var offset = inset
        return heights.map { height in
            let height = min(height, maxHeight)
            let reach = min(offset, workArea.height - inset - height)
            offset += height + spacing
            return SnackRect(x: x, y: corner.edge.y(ofHeight: height, reach: reach, in: workArea), width: width, height: height)
        }
    }

    /// The frames of the stacks along `edge`, one list per stack given. First come, first placed: each
    /// stack keeps clear of `occupied` (other processes' snacks) and of the stacks before it whose column
    /// it overlaps (where the screen is too narrow for three columns), so a lone snack sits at its own
    /// corner's inset and no two overlap.
    package func frames(
        along edge: SnackEdge, stacks: [(alignment: SnackAlignment, heights: [Int])], occupied: [SnackRect] = []
    ) -> [[SnackRect]] {
        var taken = occupied
        return stacks.map { stack in
            let corner = SnackCorner(edge: edge, alignment: stack.alignment)
            let frames = clearing(taken, in: corner).frames(in: corner, heights: stack.heights)
            taken += frames
            return frames
        }
    }

    /// The tallest the snack at `index` of a stack's `frames` (nearest the edge first) may grow away from the
    /// edge: from its newer neighbour's far side, spaced (or its own near side, for the newest), to the work
    /// area's far inset, less the older snacks beyond it, each spaced. What an opened text is given, so that it
    /// never reaches under or over another snack of its stack: the older ones move along and stay whole.
    package func room(at index: Int, of frames: [SnackRect], along edge: SnackEdge) -> Int {
        let newer = index > 0 ? frames[index - 1] : nil
        let older = frames[(index + 1)...].reduce(0) { $0 + $1.height + spacing }
        switch edge {
        case .top: return workArea.maxY - inset - (newer.map { $0.maxY + spacing } ?? frames[index].y) - older
        case .bottom: return (newer.map { $0.y - spacing } ?? frames[index].maxY) - workArea.y - inset - older
        }
    }

    /// Where a snack starts its slide in from: just beyond the edge, out of the work area.
    package func entryFrame(for frame: SnackRect, edge: SnackEdge) -> SnackRect {
        var start = frame
        start.y = edge.yBeyond(ofHeight: frame.height, in: workArea)
        return start
    }
}

extension StackLayout {
    /// This stack with the band that `occupied` frames take at the corner's edge removed from its work
    /// area, so that its snacks start `spacing` beyond them. Only frames in the corner's column count
    /// (others do not meet its snacks); the area keeps at least a third of its height (snacks then overlap
    /// the others' rather than shrink or leave the screen).
    package func clearing(_ occupied: [SnackRect], in corner: SnackCorner) -> StackLayout {
        let left = x(for: corner.alignment)
        let right = left + width
        let inside = occupied.filter { $0.x < right && $0.maxX > left && $0.y < workArea.maxY && $0.maxY > workArea.y }
        guard !inside.isEmpty else { return self }
        var cleared = self
        cleared.workArea = corner.edge.area(workArea, clearing: inside, spacing: spacing, inset: inset, room: workArea.height / 3)
        return cleared
    }
}
