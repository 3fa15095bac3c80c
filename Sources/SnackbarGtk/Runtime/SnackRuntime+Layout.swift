import SnackbarCore

/// Placement: each edge's stack in the host's area, by the core's `StackLayout`.
extension SnackRuntime {
    /// The stack geometry for `edge` now: the theme's width grows with the desktop's text scale (the work
    /// area still caps it), leading is on the right under a right-to-left locale.
    func layout(for edge: SnackEdge) -> StackLayout {
        let maxWidth = Int((Double(style.maxWidth) * host.textScale).rounded())
        var layout = StackLayout(workArea: area(for: edge), inset: style.inset, spacing: style.spacing, maxWidth: maxWidth)
        layout.isRightToLeft = host.isRightToLeft
        return layout.clearing(occupiedByNeighbours(on: edge), edge: edge)
    }

    /// Gives the surfaces of `edge` their slots in the order the board gave (`ids`, else the last one);
    /// new ones slide in. `immediate` jumps instead of sliding (following an anchor window as it moves).
    func restack(_ edge: SnackEdge, ids: [String]? = nil, immediate: Bool = false) {
        if let ids { order[edge] = ids }
        let ids = order[edge] ?? []
        if ids.isEmpty { pinnedAreas[edge] = nil }
        let stack = layout(for: edge)
        let shown = ids.compactMap { record(id: $0) }
        let items = shown.map { (alignment: $0.snack.alignment, height: $0.surface.height(forWidth: stack.width)) }
        var motion = style
        if immediate { motion.move.seconds = 0 }
        let frames = stack.frames(edge: edge, items: items)
        publishToNeighbours(frames, on: edge)
        for (record, frame) in zip(shown, frames) where record.surface.slot != frame {
            let id = record.id
            record.surface.place(frame, entry: stack.entryFrame(for: frame, edge: edge), in: stack.workArea, style: motion) { [weak self] in
                self?.observer?(.placed(id: id, frame: frame))
            }
        }
    }

    /// Places every stack again at once (the host changed).
    func restackAll() {
        pinnedAreas = [:]
        for edge in SnackEdge.allCases { restack(edge, immediate: true) }
    }

    /// The area `edge`'s stack fills: under `.pointer` the one it started on until it empties.
    private func area(for edge: SnackEdge) -> SnackRect {
        guard settings.monitor == .pointer else { return host.area(on: settings.monitor) }
        if let pinned = pinnedAreas[edge] { return pinned }
        let area = host.area(on: .pointer)
        pinnedAreas[edge] = area
        return area
    }
}
