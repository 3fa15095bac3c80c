/// Adding, dedupe, priority and the queue.
extension SnackBoard {
    mutating func add(_ incoming: Snack, attachment: (any SnackAttachment)?, now: Double, into out: inout [RenderCommand]) {
        guard !isShutDown else { return out.append(.dismiss(incoming, reason: .shutdown)) }
        do throws(SnackError) {
            try incoming.validate()
        } catch {
            return out.append(.dismiss(incoming, reason: .rejected))
        }
        var snack = incoming
        if snack.needsNormalizing { snack.normalize() }
        let corner = SnackCorner(edge: snack.edge ?? configuration.defaultEdge, alignment: snack.alignment)
        let keys = keys(of: snack)
        if let existing = existingPosition(for: keys) {
            if entries[existing].corner == corner {
                return update(at: existing, with: snack, attachment: attachment, key: keys.text, now: now, into: &out)
            }
            end(entries.key(at: existing), reason: .replaced, now: now, into: &out)
        }
        insert(snack, attachment: attachment, keys: keys, corner: corner, now: now, into: &out)
    }

    /// A snack's id and, when it has no explicit id, its text dedupe key, each hashed once per event.
    struct Keys {
        let id: String
        let idHash: UInt32
        let text: String?
        let textHash: UInt32
    }

    func keys(of snack: Snack) -> Keys {
        let text = snack.hasExplicitID ? nil : snack.dedupeKey
        return Keys(id: snack.id, idHash: entries.hash(snack.id), text: text, textHash: text.map(idsByKey.hash) ?? 0)
    }

    /// Where the live snack a snack with these keys dedupes with is: same text (when deduped by text) or same id.
    func existingPosition(for keys: Keys) -> Int? {
        if let text = keys.text, let position = idsByKey.position(of: text, hash: keys.textHash) {
            return entries.position(of: idsByKey[position])
        }
        return entries.position(of: keys.id, hash: keys.idHash)
    }

    private mutating func insert(
        _ snack: Snack, attachment: (any SnackAttachment)?, keys: Keys, corner: SnackCorner,
        now: Double, into out: inout [RenderCommand]
    ) {
        let ticket = takeTicket()
        let timer = SnackTimer(total: snack.timerSeconds(timeScale: configuration.timeScale))
        let entry = Entry(snack: snack, attachment: attachment, key: keys.text, corner: corner, timer: timer, ticket: ticket)
        let position = entries.insert(entry, forKey: keys.id, hash: keys.idHash)
        if let text = keys.text { idsByKey.insert(keys.id, forKey: text, hash: keys.textHash) }
        if snack.showDelay > 0 {
            entries[position].showAt = now + snack.showDelay
            return delayed.append(keys.id)
        }
        place(at: position, now: now, into: &out)
    }

    /// Shows the snack at `position` if its corner has room (or it bumps or replaces), else queues it.
    mutating func place(at position: Int, now: Double, into out: inout [RenderCommand]) {
        let snack = entries[position].snack
        if isFullscreen, snack.priority == .normal { return withhold(at: position, now: now, into: &out) }
        let corner = entries[position].corner
        let ticket = entries[position].ticket
        let shownCount = visible[corner].count
        if configuration.policy == .replaceCurrent, shownCount > 0 {
            for id in visible[corner] { end(id, reason: .replaced, now: now, into: &out, refill: false) }
            return present(snack.id, now: now, into: &out)
        }
        if shownCount < configuration.capacity, !roomlessCorners[corner] { return present(at: position, now: now, into: &out) }
        if snack.priority == .high, let bumped = visible[corner].last(where: { entries[$0]?.snack.priority == .normal }) {
            withdraw(bumped, now: now, into: &out)
            return present(snack.id, now: now, into: &out)
        }
        enqueue(snack.id, corner: corner, at: snack.priority == .high ? .behindHighPriority : .back, ticket: ticket, now: now, into: &out)
    }

    /// The snack that goes when `corner`'s queue is over its bound: of those that never showed, the
    /// oldest of normal priority (normal ones wait in their order, behind the high ones), else the oldest
    /// high one. Snacks a high-priority one pushed
    /// back from the screen keep their place: the user may have been reading them. Slots of snacks that
    /// ended while they waited leave the head first: under a flood they would pile up there.
    private mutating func oldestWaiting(in corner: SnackCorner) -> String? {
        while let head = queues[corner].first, !isWaiting(head) { _ = queues[corner].popFront() }
        let normal = queues[corner].first { isUnseen($0) && entries[$0.id]?.snack.priority == .normal }
        return (normal ?? queues[corner].first(where: isUnseen))?.id
    }

    /// Whether the slot's snack still waits in it.
    private func isWaiting(_ slot: QueueSlot) -> Bool {
        guard let entry = entries[slot.id] else { return false }
        return entry.ticket == slot.ticket && !entry.isVisible
    }

    /// Whether the slot's snack still waits in it and never showed.
    private func isUnseen(_ slot: QueueSlot) -> Bool {
        isWaiting(slot) && entries[slot.id]?.shownAt == nil
    }

    /// Dedupe: new content in place, timer restarted, moved to the newest slot (unless the new value
    /// `keepsPlaceWhenUpdated`). An update by id keeps the handlers and an attachment the new value lacks;
    /// an old `onDismiss` the new value replaces hears `.replaced`. A snack deduped by text folds (see
    /// `foldsAsNewest(_:into:)`): it counts the arrival in `repeatCount` and goes on as the newest add.
    private mutating func update(
        at position: Int, with incoming: Snack, attachment: (any SnackAttachment)?, key: String?,
        now: Double, into out: inout [RenderCommand]
    ) {
        var position = position
        var entry = entries[position]
        var snack = incoming
        let old = entry.snack
        let folds = key != nil && foldsAsNewest(incoming, into: entry)
        let id = folds ? incoming.id : old.id
        if snack.id != id { snack.id = id }
        if folds {
            if old.onDismiss != nil { out.append(.supersede(old)) }
        } else {
            if snack.onDismiss == nil { snack.onDismiss = old.onDismiss } else if old.onDismiss != nil { out.append(.supersede(old)) }
            if snack.onTap == nil {
                snack.onTap = old.onTap
                snack.tapLabel = old.tapLabel
            }
        }
        // Flood folding: the same text again counts up instead of queuing a copy.
        if key != nil { snack.repeatCount = old.repeatCount + 1 }
        if entry.key != key {
            if let oldKey = entry.key { idsByKey.removeValue(forKey: oldKey) }
            if let key { idsByKey.set(id, forKey: key) }
            entry.key = key
        }
        if folds { position = rename(old.id, to: id, key: key, into: &out) }
        entry.snack = snack
        // Wanted again: a pending anti-flicker removal is off.
        entry.removeAt = nil
        if let attachment { entry.attachment = attachment }
        let busy = entry.chosenAction != nil
        if !busy { entry.timer.restart(total: entry.isVisible ? snack.timerSeconds(timeScale: configuration.timeScale) : nil, now: now) }
        if !entry.isVisible { entry.timer = SnackTimer(total: snack.timerSeconds(timeScale: configuration.timeScale)) }
        entries[position] = entry
        guard entry.isVisible else { return }
        out.append(.update(snack, busy: busy, attachment: entry.attachment))
        var ids = visible[entry.corner]
        if ids.first != id, !incoming.keepsPlaceWhenUpdated {
            ids.removeAll { $0 == id }
            ids.insert(id, at: 0)
            visible[entry.corner] = ids
        }
        // Even in the same order: the new content may have another height.
        out.append(.restack(corner: entry.corner, ids: ids))
    }

    /// New progress in the snack's content and nothing else: no timer restart, no move, no `.supersede`.
    /// A fraction is clamped to 0…1; NaN changes nothing.
    mutating func setProgress(_ progress: SnackProgress?, of id: String, into out: inout [RenderCommand]) {
        guard let position = entries.position(of: id) else { return }
        if case .fraction(let value)? = progress {
            guard !value.isNaN else { return }
            entries[position].snack.progress = .fraction(min(max(value, 0), 1))
        } else {
            entries[position].snack.progress = progress
        }
        let entry = entries[position]
        guard entry.isVisible else { return }
        out.append(.update(entry.snack, busy: entry.chosenAction != nil, attachment: entry.attachment))
        // Its order is unchanged, but a bar added or taken away changes its height.
        out.append(.restack(corner: entry.corner, ids: visible[entry.corner]))
    }

    mutating func present(_ id: String, now: Double, into out: inout [RenderCommand]) {
        if let position = entries.position(of: id) { present(at: position, now: now, into: &out) }
    }

    mutating func present(at position: Int, now: Double, into out: inout [RenderCommand]) {
        entries[position].isVisible = true
        entries[position].shownAt = now
        if screenReaderActive && entries[position].snack.requiresInteraction {
            entries[position].timer.hold(SnackTimer.screenReaderHold, now: now)
        }
        applyAttentionHolds(at: position, now: now)
        if let grace = configuration.surfaceGrace {
            entries[position].timer.hold(SnackTimer.surfaceHold, now: now)
            entries[position].surfaceWaitEnds = now + grace
        }
        entries[position].timer.run(now: now)
        let corner = entries[position].corner
        visible[corner].insert(entries.key(at: position), at: 0)
        out.append(.present(entries[position].snack, corner: corner, attachment: entries[position].attachment))
        out.append(.restack(corner: corner, ids: visible[corner]))
    }

    /// Its surface is on screen, or waited for long enough: its time runs.
    mutating func startTime(at position: Int, now: Double) {
        entries[position].surfaceWaitEnds = nil
        entries[position].timer.release(SnackTimer.surfaceHold, now: now)
    }

    /// Back to the head of the queue, keeping the time it had left.
    mutating func withdraw(_ id: String, now: Double, into out: inout [RenderCommand]) {
        guard let position = entries.position(of: id) else { return }
        let ticket = takeTicket()
        entries[position].isVisible = false
        startTime(at: position, now: now)
        entries[position].timer.stop(now: now)
        entries[position].ticket = ticket
        let corner = entries[position].corner
        visible[corner].removeAll { $0 == id }
        out.append(.withdraw(id: id))
        enqueue(id, corner: corner, at: .head, ticket: ticket, now: now, into: &out)
    }

    /// Where a snack joins its corner's queue.
    private enum QueueEnd {
        /// First: a snack a high-priority one pushed back from the screen.
        case head
        /// Ahead of the rest, behind the high-priority snacks that came before it, so that they show in
        /// their order.
        case behindHighPriority
        case back
    }

    /// Queues the snack, then keeps the queue within `maxQueued`.
    private mutating func enqueue(
        _ id: String, corner: SnackCorner, at place: QueueEnd, ticket: Int, now: Double, into out: inout [RenderCommand]
    ) {
        let slot = QueueSlot(id: id, ticket: ticket)
        switch place {
        case .head: queues[corner].pushFront(slot)
        case .behindHighPriority:
            let entries = entries
            queues[corner].pushFront(slot) { waiting in
                // A slot whose snack ended or moved on waits for nothing: passed over like a high one.
                guard let entry = entries[waiting.id], entry.ticket == waiting.ticket, !entry.isVisible else { return true }
                return entry.snack.priority == .high && entry.shownAt == nil
            }
        case .back: queues[corner].pushBack(slot)
        }
        queuedCounts[corner] += 1
        while queuedCounts[corner] > configuration.maxQueued, let oldest = oldestWaiting(in: corner) {
            end(oldest, reason: .timeout, now: now, into: &out)
        }
    }

    /// Shows queued snacks while `corner` has room.
    mutating func refill(_ corner: SnackCorner, now: Double, into out: inout [RenderCommand]) {
        while visible[corner].count < configuration.capacity, queuedCounts[corner] > 0, !roomlessCorners[corner] {
            guard let slot = queues[corner].popFront() else { break }
            guard let position = entries.position(of: slot.id), !entries[position].isVisible,
                entries[position].ticket == slot.ticket
            else { continue }
            queuedCounts[corner] -= 1
            if isFullscreen, entries[position].snack.priority == .normal {
                withhold(at: position, now: now, into: &out)
                continue
            }
            present(at: position, now: now, into: &out)
        }
    }

    private mutating func takeTicket() -> Int {
        nextTicket += 1
        return nextTicket
    }
}
