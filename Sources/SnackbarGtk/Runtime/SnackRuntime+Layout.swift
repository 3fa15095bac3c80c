import SnackbarCore

/// Placement: each corner's stack in the host's area, by the core's `StackLayout`. Under `.all` each
/// screen (monitor) has its own stacks of the snacks' copies there, laid out the same way.
extension SnackRuntime {
    /// The screens snacks show on now: one, or every monitor under `.all`.
    var screens: [MonitorChoice] { host.screens(for: settings.monitor) }

    /// The stack geometry along `edge` on the screen at `index` of `screens` now: the theme's width grows
    /// with the desktop's text scale (the work area still caps it), leading is on the right under a
    /// right-to-left locale.
    func layout(for edge: SnackEdge, onScreen index: Int = 0) -> StackLayout {
        let maxWidth = Int((Double(style.maxWidth) * host.textScale).rounded())
        var layout = StackLayout(
            workArea: area(for: edge, onScreen: index), inset: style.inset, spacing: style.spacing,
            maxWidth: maxWidth)
        layout.isRightToLeft = host.isRightToLeft
        return layout
    }

    /// Takes the board's order for `corner` (nearest the edge first) and gives the surfaces along its edge
    /// their slots; new ones slide in. A stack that only lost snacks closes up with `closeUpLater`: a snack
    /// added in the same turn (one replacing another) takes the place the gone one left, and the others
    /// stay where they are instead of moving there and back, each move a configure notice the X server
    /// sends back ahead of the new window's map.
    func restack(_ corner: SnackCorner, ids: [String]) {
        let before = order[corner] ?? []
        order[corner] = ids
        if ids.isEmpty {
            arrivals.removeAll { $0 == corner }
        } else if !arrivals.contains(corner) {
            arrivals.append(corner)
        }
        let edge = corner.edge
        guard ids.count < before.count, Set(ids).isSubset(of: before) else { return restack(along: edge) }
        guard pendingCloseUps.insert(edge).inserted else { return }
        closeUpLater { [weak self] in
            guard let self, pendingCloseUps.contains(edge) else { return }
            restack(along: edge)
        }
    }

    /// Gives the surfaces of every corner along `edge` their slots, on each screen: the corners' stacks
    /// in the order they filled (first come, first placed), clear of the neighbours' snacks.
    func restack(along edge: SnackEdge, immediate: Bool = false) {
        pendingCloseUps.remove(edge)
        let corners = arrivals.filter { $0.edge == edge }
        if corners.isEmpty { pinnedAreas[edge] = nil }
        let shown = corners.map { corner in (order[corner] ?? []).compactMap { record(id: $0) } }
        var motion = style
        if immediate { motion.move.seconds = 0 }
        var published: [(corner: SnackCorner, frame: SnackRect)] = []
        for index in screens.indices {
            let stack = layout(for: edge, onScreen: index)
            var copies = shown.map { records in records.compactMap { record in record.copy(onScreen: index).map { (record, $0) } } }
            let occupied = occupiedByNeighbours(along: edge)
            let waiting = Set(
                waiting(copies.map { $0.map(\.1) }, by: copies.map { $0.map(\.0.name.id) }, in: stack, along: edge, onScreen: index))
            copies = copies.map { $0.filter { !waiting.contains($0.0.name.id) } }
            for id in waiting { driver.noRoom(for: id) }
            let surfaces = copies.map { $0.map(\.1) }
            let laidOut = { (surfaces: [[any SnackSurface]]) in
                stack.frames(
                    along: edge,
                    stacks: zip(corners, surfaces).map { corner, surfaces in
                        (alignment: corner.alignment, heights: surfaces.map { $0.height(forWidth: stack.width) })
                    }, occupied: occupied)
            }
            var frames = laidOut(surfaces)
            if fitOpenedTexts(surfaces, to: frames, of: stack, along: edge) { frames = laidOut(surfaces) }
            for (corner, frames) in zip(corners, frames) { published += frames.map { (corner, $0) } }
            // New surfaces first: a new window's map then reaches the X server before its neighbours' moves,
            // and its MapNotify does not queue behind their ConfigureNotify events.
            let changed = zip(copies.joined(), frames.joined()).filter { $0.0.1.slot != $0.1 }
            for ((record, surface), frame) in changed.filter({ $0.0.1.slot == nil }) + changed.filter({ $0.0.1.slot != nil }) {
                let name = record.name
                surface.place(frame, entry: stack.entryFrame(for: frame, edge: edge), in: stack.workArea, style: motion) { [weak self] in
                    self?.observer?(.placed(id: name.id, frame: frame))
                }
            }
        }
        publishToNeighbours(published, along: edge)
    }

    /// Fits each opened text to its room in the stack (`StackLayout.room`), so that newer snacks arriving push
    /// it into less room rather than under or over them, and it grows back as they go. True when one changed
    /// height: the stacks are laid out again.
    private func fitOpenedTexts(
        _ surfaces: [[any SnackSurface]], to frames: [[SnackRect]], of stack: StackLayout, along edge: SnackEdge
    ) -> Bool {
        var changed = false
        for (surfaces, frames) in zip(surfaces, frames) {
            for (index, surface) in surfaces.enumerated()
            where surface.fitOpenedText(toHeight: stack.room(at: index, of: frames, along: edge)) {
                changed = true
            }
        }
        return changed
    }

    /// Places every stack again at once (the host changed).
    func restackAll() {
        pinnedAreas = [:]
        for edge in SnackEdge.allCases { restack(along: edge, immediate: true) }
        let area = host.area(on: settings.monitor)
        guard area.width != roomSize?.width || area.height != roomSize?.height else { return }
        roomSize = (area.width, area.height)
        send(.roomChanged)
    }

    /// The area the stacks along `edge` fill on the screen at `index`: under `.pointer` the one they
    /// started on until they empty.
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
