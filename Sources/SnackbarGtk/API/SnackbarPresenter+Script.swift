import CGtk
import SnackbarCore

/// What the shared behaviour script reads of the GTK 3 renderer (`snack-testbed script`), each from the
/// renderer itself: the board's order, the window's accessible name, the styler's palette, the slot.
extension SnackbarPresenter {
    /// Shows `snack` at once, on the GTK thread (`SnackbarManager.add` hops there later).
    package func addNow(_ snack: Snack) throws(SnackError) {
        show(try snack.validated())
    }

    /// Dismisses the snack with this id at once, reason `.programmatic`.
    package func removeNow(id: String) {
        guard !desktopRoute.remove(id: id) else { return }
        send(.remove(id: id))
    }

    /// Sets the progress of the shown or queued snack with this id in place (nil removes it; a fraction is
    /// clamped to 0…1): it keeps its place in its stack, its time and its `onDismiss`, which an add of the
    /// same id would replace (`.replaced`). False when no snack has this id, or for a fraction that is not a
    /// number (nothing changes then). GTK thread; `SnackbarManager.setProgress(_:id:)` from any thread.
    @discardableResult
    public func setProgress(_ progress: SnackProgress?, id: String) -> Bool {
        if case .fraction(let value)? = progress, value.isNaN { return false }
        guard runtime?.board.snack(id: id) != nil else { return false }
        send(.setProgress(id: id, progress))
        return true
    }

    /// The ids shown on `edge`, nearest the edge first.
    package func visibleIDs(on edge: SnackEdge) -> [String] {
        runtime?.board.visibleIDs(on: edge) ?? []
    }

    /// The accessible name of the snack's window, nil while it has none.
    package func spokenText(ofSnackWithID id: String) -> String? {
        guard let window = window(ofSnackWithID: id), let accessible = gtk_widget_get_accessible(window) else { return nil }
        return atk_object_get_name(accessible).map { String(cString: $0) }
    }

    /// The lines the snack's `row` shows now, as its label laid them out; nil while it has no window.
    package func shownLines(of row: SnackTextRow, ofSnackWithID id: String) -> Int? {
        guard let window = runtime?.record(id: id)?.surface as? SnackWindow, let index = SnackTextRow.allCases.firstIndex(of: row),
            let layout = gtk_label_get_layout(asLabel(window.content.textLabels[index].widget))
        else { return nil }
        return Int(pango_layout_get_line_count(layout))
    }

    /// The whole text the snack's `row` has in its tooltip while some of it is cut; nil while all of it shows.
    package func hiddenText(of row: SnackTextRow, ofSnackWithID id: String) -> String? {
        guard let window = runtime?.record(id: id)?.surface as? SnackWindow, let index = SnackTextRow.allCases.firstIndex(of: row),
            let tooltip = gtk_widget_get_tooltip_text(window.content.textLabels[index].widget)
        else { return nil }
        defer { g_free(tooltip) }
        return String(cString: tooltip)
    }

    /// The palette snacks are drawn in: light or dark, and the high-contrast variant on top if any.
    package var look: (variant: ThemeVariant, highContrast: ThemeVariant?) {
        (currentVariant, screenStyler?.highContrastVariant)
    }

    /// The middle of the snack's slot across its host's area, as a share of the area's width (0 left, 1
    /// right); nil before its first placement.
    package func horizontalMiddle(ofSnackWithID id: String) -> Double? {
        guard let (slot, area) = slotInArea(id), area.width > 0 else { return nil }
        return (Double(slot.x - area.x) + Double(slot.width) / 2) / Double(area.width)
    }

    /// The middle of the snack's slot in pixels from its host area's top-left corner (an anchor window's
    /// own pixels); nil before its first placement.
    package func middle(ofSnackWithID id: String) -> (x: Int, y: Int)? {
        guard let (slot, area) = slotInArea(id) else { return nil }
        return (slot.x - area.x + slot.width / 2, slot.y - area.y + slot.height / 2)
    }

    private func slotInArea(_ id: String) -> (slot: SnackRect, area: SnackRect)? {
        guard let runtime, let slot = runtime.record(id: id)?.surface.slot else { return nil }
        return (slot, runtime.host.area(on: runtime.settings.monitor))
    }
}
