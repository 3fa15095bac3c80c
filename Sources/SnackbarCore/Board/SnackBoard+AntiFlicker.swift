/// Anti-flicker: a snack for a fast operation need not flash. `Snack.showDelay` keeps it off screen
/// until it has been wanted that long; `Snack.minimumVisible` keeps it readable that long once shown.
extension SnackBoard {
    /// A programmatic removal: at once, unless the snack is on screen and has not had its minimum visible
    /// time yet; then it goes (still `.programmatic`) when that time is up.
    mutating func remove(_ id: String, now: Double, into out: inout [RenderCommand]) {
        if let position = visiblePosition(of: id), let shownAt = entries[position].shownAt {
            let readableAt = shownAt + entries[position].snack.minimumVisible
            if now < readableAt {
                entries[position].removeAt = readableAt
                return
            }
        }
        end(id, reason: .programmatic, now: now, into: &out)
    }

    /// A programmatic removal of every snack, each as `remove` has it: one on screen short of its minimum
    /// visible time stays until then; the others go at once, and no queued snack takes their place.
    mutating func removeAll(now: Double, into out: inout [RenderCommand]) {
        var lingering: Set<String> = []
        for corner in SnackCorner.allCases {
            for id in visible[corner] {
                guard let position = entries.position(of: id), let shownAt = entries[position].shownAt else { continue }
                let readableAt = shownAt + entries[position].snack.minimumVisible
                if now < readableAt {
                    entries[position].removeAt = readableAt
                    lingering.insert(id)
                }
            }
        }
        endAll(reason: .programmatic, now: now, into: &out, keeping: lingering)
    }

    /// Places the snacks whose show delay is over, in the order they arrived.
    mutating func showDelayed(now: Double, into out: inout [RenderCommand]) {
        guard !delayed.isEmpty else { return }
        var waiting: [String] = []
        for id in delayed {
            guard let position = entries.position(of: id), let showAt = entries[position].showAt else { continue }
            if showAt > now {
                waiting.append(id)
                continue
            }
            entries[position].showAt = nil
            place(at: position, now: now, into: &out)
        }
        delayed = waiting
    }

    /// Whether the snack with this id waits out its show delay.
    public func isDelayed(id: String) -> Bool { entries[id]?.showAt != nil }
}
