import SnackbarCore

/// Placement: each edge's stack in the host's area, by the core's `StackLayout`. Under `.all` each
/// screen (monitor) has its own stack of the snacks' copies there, laid out the same way.
extension SnackRuntime {
    /// The screens snacks show on now: one, or every monitor under `.all`.
    var screens: [MonitorChoice] { host.screens(for: settings.monitor) }

    /// The stack geometry for `edge` on the screen at `index` of `screens` now: the theme's width grows
    /// with the desktop's text scale (the work area still caps it), leading is on the right under a
    /// right-to-left locale.
    func layout(for edge: SnackEdge, onScreen index: Int = 0) -> StackLayout {
        let maxWidth = Int((Double(style.maxWidth) * host.textScale).rounded())
        var layout = StackLayout(
            workArea: area(for: edge, onScreen: index), inset: style.inset, spacing: style.spacing,
            maxWidth: maxWidth)
        layout.isRightToLeft = host.isRightToLeft
        return layout.clearing(occupiedByNeighbours(on: edge), edge: edge)
    }

    /// Gives the surfaces of `edge` their slots in the order the board gave (`ids`, else the last one),
    /// on each screen; new ones slide in. `immediate` jumps instead of sliding (following an anchor
    /// window as it moves).
    func restack(_ edge: SnackEdge, ids: [String]? = nil, immediate: Bool = false) {
        if let ids { order[edge] = ids }
        let ids = order[edge] ?? []
        if ids.isEmpty { pinnedAreas[edge] = nil }
        let shown = ids.compactMap { record(id: $0) }
        var motion = style
        if immediate { motion.move.seconds = 0 }
        var published: [SnackRect] = []
        for index in screens.indices {
            let stack = layout(for: edge, onScreen: index)
            let copies = shown.compactMap { record in record.copy(onScreen: index).map { (record, $0) } }
            let items = copies.map { (alignment: $0.0.snack.alignment, height: $0.1.height(forWidth: stack.width)) }
            let frames = stack.frames(edge: edge, items: items)
            published += frames
            // New surfaces first: a new window's map then reaches the X server before its neighbours' moves,
            // and its MapNotify does not queue behind their ConfigureNotify events.
            let changed = zip(copies, frames).filter { $0.0.1.slot != $0.1 }
            for ((record, surface), frame) in changed.filter({ $0.0.1.slot == nil }) + changed.filter({ $0.0.1.slot != nil }) {
                let id = record.id
                surface.place(frame, entry: stack.entryFrame(for: frame, edge: edge), in: stack.workArea, style: motion) { [weak self] in
                    self?.observer?(.placed(id: id, frame: frame))
                }
            }
        }
        publishToNeighbours(published, on: edge)
    }

    /// Places every stack again at once (the host changed).
    func restackAll() {
        pinnedAreas = [:]
        for edge in SnackEdge.allCases { restack(edge, immediate: true) }
    }

    /// The area `edge`'s stack fills on the screen at `index`: under `.pointer` the one it started on
    /// until it empties.
    private func area(for edge: SnackEdge, onScreen index: Int) -> SnackRect {
        guard settings.monitor == .pointer else {
            let screens = screens
            return host.area(on: screens.indices.contains(index) ? screens[index] : settings.monitor)
        }
        if let pinned = pinnedAreas[edge] { return pinned }
        let area = host.area(on: .pointer)
        pinnedAreas[edge] = area
        return area
    }
}
