/// Every way a snack ends goes through `end`, which reports a reason exactly once.
extension SnackBoard {
    /// Ends the snack with this id, shown or queued; a no-op for an id already gone.
    mutating func end(_ id: String, reason: DismissReason, now: Double, into out: inout [RenderCommand], refill shouldRefill: Bool = true) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        if let key = entry.key, idsByKey[key] == id { idsByKey.removeValue(forKey: key) }
        out.append(.dismiss(entry.snack, reason: reason))
        if entry.showAt != nil {
            delayed.removeAll { $0 == id }
        } else if entry.isWithheld {
            withheld.removeAll { $0 == id }
        } else if entry.isVisible {
            visible[entry.corner].removeAll { $0 == id }
            if shouldRefill {
                // A snack leaving one corner can make room for another's along the same edge.
                makeRoom(now: now, into: &out)
                refill(entry.corner, now: now, into: &out)
            }
            out.append(.restack(corner: entry.corner, ids: visible[entry.corner]))
        } else {
            queuedCounts[entry.corner] -= 1
            // What is left in the queue are the slots of snacks ended while they waited: let them go at once.
            if queuedCounts[entry.corner] == 0 { queues[entry.corner] = Deque() }
        }
    }

    /// Ends a snack only if it is on screen: user input cannot reach a queued one.
    mutating func endVisible(_ id: String, reason: DismissReason, now: Double, into out: inout [RenderCommand]) {
        if visiblePosition(of: id) != nil { end(id, reason: reason, now: now, into: &out) }
    }

    /// Ends every snack, shown, queued, delayed or withheld, in the order they came (their latest place in a
    /// queue), whichever corner they were in: the history lists them in that order. The `kept` ones stay on
    /// screen where they are (`removeAll` keeps those not readable long enough yet).
    mutating func endAll(reason: DismissReason, now: Double, into out: inout [RenderCommand], keeping kept: Set<String> = []) {
        let ended = (0..<entries.count).map { (id: entries.key(at: $0), entry: entries[$0]) }
            .filter { !kept.contains($0.id) }.sorted { $0.entry.ticket < $1.entry.ticket }
        for (_, entry) in ended { out.append(.dismiss(entry.snack, reason: reason)) }
        for corner in SnackCorner.allCases {
            visible[corner] = kept.isEmpty ? [] : visible[corner].filter(kept.contains)
            queues[corner] = Deque()
            queuedCounts[corner] = 0
            out.append(.restack(corner: corner, ids: visible[corner]))
        }
        delayed = []
        withheld = []
        roomlessCorners = PerCorner(false)
        guard kept.isEmpty else {
            for (id, entry) in ended {
                entries.removeValue(forKey: id)
                if let key = entry.key, idsByKey[key] == id { idsByKey.removeValue(forKey: key) }
            }
            return
        }
        // This also gives back the tables' room after a large burst.
        entries.removeAll()
        idsByKey.removeAll()
    }

    /// The first press of any action wins; later presses (a double click) do nothing. A snack that
    /// `staysOnAction` runs each press of an immediate action and stays.
    mutating func press(_ actionID: String, on id: String, now: Double, into out: inout [RenderCommand]) {
        guard let position = visiblePosition(of: id), entries[position].chosenAction == nil,
            let action = entries[position].snack.action(withID: actionID)
        else { return }
        if entries[position].snack.staysOnAction && !action.isLongRunning {
            return out.append(.runAction(id: id, action))
        }
        entries[position].chosenAction = actionID
        if action.isLongRunning {
            entries[position].timer.hold(SnackTimer.busyHold, now: now)
            let entry = entries[position]
            out.append(.update(entry.snack, busy: true, attachment: entry.attachment))
            out.append(.restack(corner: entry.corner, ids: visible[entry.corner]))
            out.append(.runAction(id: id, action))
        } else {
            out.append(.runAction(id: id, action))
            end(id, reason: .action(actionID), now: now, into: &out)
        }
    }

    mutating func expire(now: Double, into out: inout [RenderCommand]) {
        for corner in SnackCorner.allCases {
            for id in visible[corner] {
                if let position = entries.position(of: id), let ends = entries[position].surfaceWaitEnds, ends <= now {
                    startTime(at: position, now: now)
                }
            }
            let due = visible[corner].filter { id in
                entries.position(of: id).flatMap { entries[$0].timer.deadline }.map { $0 <= now } ?? false
            }
            for id in due { end(id, reason: .timeout, now: now, into: &out) }
            let removable = visible[corner].filter { id in entries[id]?.removeAt.map { $0 <= now } ?? false }
            for id in removable { end(id, reason: .programmatic, now: now, into: &out) }
        }
        showDelayed(now: now, into: &out)
    }

    mutating func setScreenReader(_ active: Bool, now: Double) {
        guard active != screenReaderActive else { return }
        screenReaderActive = active
        for corner in SnackCorner.allCases {
            for id in visible[corner] {
                guard let position = entries.position(of: id), entries[position].snack.requiresInteraction else { continue }
                if active {
                    entries[position].timer.hold(SnackTimer.screenReaderHold, now: now)
                } else {
                    entries[position].timer.release(SnackTimer.screenReaderHold, now: now)
                }
            }
        }
    }
}
