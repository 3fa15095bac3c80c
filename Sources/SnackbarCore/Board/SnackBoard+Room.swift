/// An area too small for one more snack beside those it shows (a small window, a short screen): the renderer
/// says so with `.noRoom`, the snack waits at the head of its corner's queue, and no snack of that corner shows
/// until one on screen leaves or the room changes (`.roomChanged`), as when `maxVisible` is reached. The other
/// corners go on showing theirs.
extension SnackBoard {
    /// Takes the snack with this id back from the screen to wait, its time kept, and holds the queues.
    mutating func refuse(_ id: String, now: Double, into out: inout [RenderCommand]) {
        guard let position = visiblePosition(of: id) else { return }
        // It was never readable: it still counts as never shown when a full queue drops its oldest.
        entries[position].shownAt = nil
        let corner = entries[position].corner
        roomlessCorners[corner] = true
        withdraw(id, now: now, into: &out)
        out.append(.restack(corner: corner, ids: visible[corner]))
    }

    /// Room may have come: the waiting snacks of every corner without room try again.
    mutating func makeRoom(now: Double, into out: inout [RenderCommand]) {
        for corner in SnackCorner.allCases where roomlessCorners[corner] {
            roomlessCorners[corner] = false
            refill(corner, now: now, into: &out)
        }
    }
}
