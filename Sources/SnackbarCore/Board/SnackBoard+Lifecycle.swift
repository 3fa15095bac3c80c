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
        let edge = snack.edge ?? configuration.defaultEdge
        let keys = keys(of: snack)
        if let existing = existingPosition(for: keys) {
            if entries[existing].edge == edge {
                return update(at: existing, with: snack, attachment: attachment, key: keys.text, now: now, into: &out)
            }
            end(entries.key(at: existing), reason: .replaced, now: now, into: &out)
        }
        insert(snack, attachment: attachment, keys: keys, edge: edge, now: now, into: &out)
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
        _ snack: Snack, attachment: (any SnackAttachment)?, keys: Keys, edge: SnackEdge,
        now: Double, into out: inout [RenderCommand]
    ) {
        let ticket = takeTicket()
        let timer = SnackTimer(total: snack.timerSeconds(timeScale: configuration.timeScale))
        let entry = Entry(snack: snack, attachment: attachment, key: keys.text, edge: edge, timer: timer, ticket: ticket)
        let position = entries.insert(entry, forKey: keys.id, hash: keys.idHash)
        if let text = keys.text { idsByKey.insert(keys.id, forKey: text, hash: keys.textHash) }
        if snack.showDelay > 0 {
            entries[position].showAt = now + snack.showDelay
            return delayed.append(keys.id)
        }
        place(at: position, now: now, into: &out)
    }

    /// Shows the snack at `position` if its edge has room (or it bumps or replaces), else queues it.
    mutating func place(at position: Int, now: Double, into out: inout [RenderCommand]) {
        let snack = entries[position].snack
        let edge = entries[position].edge
        let ticket = entries[position].ticket
        let shownCount = visible[edge].count
        if configuration.policy == .replaceCurrent, shownCount > 0 {
            for id in visible[edge] { end(id, reason: .replaced, now: now, into: &out, refill: false) }
            return present(snack.id, now: now, into: &out)
        }
        if shownCount < configuration.capacity { return present(at: position, now: now, into: &out) }
        if snack.priority == .high, let bumped = visible[edge].last(where: { entries[$0]?.snack.priority == .normal }) {
            withdraw(bumped, now: now, into: &out)
            return present(snack.id, now: now, into: &out)
        }
        enqueue(snack.id, edge: edge, atHead: snack.priority == .high, ticket: ticket)
    }

    /// Dedupe: new content in place, timer restarted, moved to the newest slot (unless the new value
    /// `keepsPlaceWhenUpdated`); a snack deduped by text
    /// counts the arrival in `repeatCount`. Handlers and an attachment the new value lacks are kept; an old `onDismiss` the new value replaces hears `.replaced`.
    private mutating func update(
        at position: Int, with incoming: Snack, attachment: (any SnackAttachment)?, key: String?,
        now: Double, into out: inout [RenderCommand]
    ) {
        var entry = entries[position]
        var snack = incoming
        let old = entry.snack
        let id = old.id
        if snack.id != id { snack.id = id }
        if snack.onDismiss == nil { snack.onDismiss = old.onDismiss } else if old.onDismiss != nil { out.append(.supersede(old)) }
        if snack.onTap == nil { snack.onTap = old.onTap }
        // Flood folding: the same text again counts up instead of queuing a copy.
        if key != nil { snack.repeatCount = old.repeatCount + 1 }
        if entry.key != key {
            if let oldKey = entry.key { idsByKey.removeValue(forKey: oldKey) }
            if let key { idsByKey.set(id, forKey: key) }
            entry.key = key
        }
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
        var ids = visible[entry.edge]
        if ids.first != id, !incoming.keepsPlaceWhenUpdated {
            ids.removeAll { $0 == id }
            ids.insert(id, at: 0)
            visible[entry.edge] = ids
        }
        // Even in the same order: the new content may have another height.
        out.append(.restack(edge: entry.edge, ids: ids))
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
        if let grace = configuration.surfaceGrace {
            entries[position].timer.hold(SnackTimer.surfaceHold, now: now)
            entries[position].surfaceWaitEnds = now + grace
        }
        entries[position].timer.run(now: now)
        let edge = entries[position].edge
        visible[edge].insert(entries.key(at: position), at: 0)
        out.append(.present(entries[position].snack, edge: edge, attachment: entries[position].attachment))
        out.append(.restack(edge: edge, ids: visible[edge]))
    }

    /// Its surface is on screen, or waited for long enough: its time runs.
    mutating func startTime(at position: Int, now: Double) {
        entries[position].surfaceWaitEnds = nil
        entries[position].timer.release(SnackTimer.surfaceHold, now: now)
    }

    /// Back to the head of the queue, keeping the time it had left.
    private mutating func withdraw(_ id: String, now: Double, into out: inout [RenderCommand]) {
        guard let position = entries.position(of: id) else { return }
        let ticket = takeTicket()
        entries[position].isVisible = false
        startTime(at: position, now: now)
        entries[position].timer.stop(now: now)
        entries[position].ticket = ticket
        let edge = entries[position].edge
        visible[edge].removeAll { $0 == id }
        out.append(.withdraw(id: id))
        enqueue(id, edge: edge, atHead: true, ticket: ticket)
    }

    private mutating func enqueue(_ id: String, edge: SnackEdge, atHead: Bool, ticket: Int) {
        if atHead { queues[edge].pushFront(QueueSlot(id: id, ticket: ticket)) } else { queues[edge].pushBack(QueueSlot(id: id, ticket: ticket)) }
        queuedCounts[edge] += 1
    }

    /// Shows queued snacks while `edge` has room.
    mutating func refill(_ edge: SnackEdge, now: Double, into out: inout [RenderCommand]) {
        while visible[edge].count < configuration.capacity, queuedCounts[edge] > 0 {
            guard let slot = queues[edge].popFront() else { break }
            guard let position = entries.position(of: slot.id), !entries[position].isVisible,
                entries[position].ticket == slot.ticket
            else { continue }
            queuedCounts[edge] -= 1
            present(at: position, now: now, into: &out)
        }
    }

    private mutating func takeTicket() -> Int {
        nextTicket += 1
        return nextTicket
    }
}
