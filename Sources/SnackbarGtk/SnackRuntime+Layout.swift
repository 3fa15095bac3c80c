import CGtk

/// Placement: each edge's stack on the chosen monitor's work area.
extension SnackRuntime {
    /// The stack geometry for `edge` now.
    func layout(for edge: SnackEdge) -> StackLayout {
        StackLayout(workArea: workArea(for: edge), inset: style.inset, spacing: style.spacing, maxWidth: style.maxWidth)
    }

    /// Gives the windows of `edge` their slots, `ids` nearest the edge first; new ones slide in.
    /// `immediate` jumps instead of sliding (following an anchor window as it moves).
    func restack(_ edge: SnackEdge, ids: [String], immediate: Bool = false) {
        if ids.isEmpty { pinnedWorkAreas[edge] = nil }
        let stack = layout(for: edge)
        let shown = ids.compactMap { windows[$0] }
        let items = shown.map { (alignment: $0.snack.alignment, height: $0.height(forWidth: stack.width)) }
        for (window, frame) in zip(shown, stack.frames(edge: edge, items: items)) where window.slot != frame {
            let id = window.id
            var motion = style
            if immediate { motion.move.seconds = 0 }
            window.place(frame, entry: stack.entryFrame(for: frame, edge: edge), style: motion) { [weak self] in
                self?.observer?(.placed(id: id, frame: frame))
            }
        }
    }

    private func workArea(for edge: SnackEdge) -> SnackRect {
        if let frame = anchorFrame() { return frame }
        if monitorChoice == .pointer {
            if let pinned = pinnedWorkAreas[edge] { return pinned }
            let area = currentWorkArea()
            pinnedWorkAreas[edge] = area
            return area
        }
        return currentWorkArea()
    }

    private func currentWorkArea() -> SnackRect {
        guard let display = gdk_display_get_default() else { return SnackRect(x: 0, y: 0, width: 1280, height: 800) }
        guard let monitor = monitor(on: display) else { return SnackRect(x: 0, y: 0, width: 1280, height: 800) }
        if let cached = workAreas[monitor] { return cached }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        let workArea = SnackRect(x: Int(area.x), y: Int(area.y), width: Int(area.width), height: Int(area.height))
        workAreas[monitor] = workArea
        return workArea
    }

    private func monitor(on display: OpaquePointer) -> OpaquePointer? {
        switch monitorChoice {
        case .primary: break
        case .index(let index):
            if let monitor = gdk_display_get_monitor(display, Int32(index)) { return monitor }
        case .pointer:
            if let seat = gdk_display_get_default_seat(display), let pointer = gdk_seat_get_pointer(seat) {
                var x: Int32 = 0, y: Int32 = 0
                gdk_device_get_position(pointer, nil, &x, &y)
                if let monitor = gdk_display_get_monitor_at_point(display, x, y) { return monitor }
            }
        }
        return gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
    }
}
