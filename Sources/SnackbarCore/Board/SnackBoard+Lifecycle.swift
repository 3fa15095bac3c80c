/// Adding, dedupe, priority and the queue.
extension SnackBoard {
    mutating func add(_ incoming: Snack, now: Double, into out: inout [RenderCommand]) {
        guard !isShutDown else { return out.append(.dismiss(incoming, reason: .shutdown)) }
        do throws(SnackError) {
            try incoming.validate()
        } catch {
            return out.append(.dismiss(incoming, reason: .rejected))
        }
        var snack = incoming
        if snack.needsNormalizing { snack.normalize() }
        let edge = snack.edge ?? configuration.defaultEdge
        let key = snack.hasExplicitID ? nil : snack.dedupeKey
        if let existingID = existingID(for: snack, key: key),
           let existingEdge = entries[existingID]?.edge {
            if existingEdge == edge { return update(existingID, with: snack, key: key, now: now, into: &out) }
            end(existingID, reason: .replaced, now: now, into: &out)
        }
        insert(snack, key: key, edge: edge, now: now, into: &out)
    }

    /// The live snack this one dedupes with: same text (when deduped by text) or same id.
    func existingID(for snack: Snack, key: String?) -> String? {
        if let key, let id = idsByKey[key] { return id }
        return entries[snack.id] != nil ? snack.id : nil
    }

    private mutating func insert(_ snack: Snack, key: String?, edge: SnackEdge, now: Double, into out: inout [RenderCommand]) {
        let ticket = takeTicket()
        entries[snack.id] = Entry(snack: snack, key: key, edge: edge, timer: SnackTimer(total: snack.effectiveDuration.seconds), ticket: ticket)
        if let key { idsByKey[key] = snack.id }
        let shown = visible[edge]
        if configuration.policy == .replaceCurrent {
            for id in shown { end(id, reason: .replaced, now: now, into: &out, refill: false) }
            return present(snack.id, now: now, into: &out)
        }
        if shown.count < configuration.capacity { return present(snack.id, now: now, into: &out) }
        if snack.priority == .high, let bumped = shown.last(where: { entries[$0]?.snack.priority == .normal }) {
            withdraw(bumped, now: now, into: &out)
            return present(snack.id, now: now, into: &out)
        }
        enqueue(snack.id, edge: edge, atHead: snack.priority == .high, ticket: ticket)
    }

    /// Dedupe: new content in place, timer restarted, moved to the newest slot. Handlers the new value
    /// lacks are kept; an old `onDismiss` the new value replaces hears `.replaced`.
    private mutating func update(_ id: String, with incoming: Snack, key: String?, now: Double, into out: inout [RenderCommand]) {
        guard var entry = entries[id] else { return }
        var snack = incoming
        let old = entry.snack
        snack.id = id
        if snack.onDismiss == nil { snack.onDismiss = old.onDismiss } else if old.onDismiss != nil { out.append(.supersede(old)) }
        if snack.onTap == nil { snack.onTap = old.onTap }
        if entry.key != key {
            if let oldKey = entry.key { idsByKey[oldKey] = nil }
            if let key { idsByKey[key] = id }
            entry.key = key
        }
        entry.snack = snack
        let busy = entry.chosenAction != nil
        if !busy { entry.timer.restart(total: entry.isVisible ? snack.effectiveDuration.seconds : nil, now: now) }
        if !entry.isVisible { entry.timer = SnackTimer(total: snack.effectiveDuration.seconds) }
        entries[id] = entry
        guard entry.isVisible else { return }
        out.append(.update(snack, busy: busy))
        var ids = visible[entry.edge]
        if ids.first != id {
            ids.removeAll { $0 == id }
            ids.insert(id, at: 0)
            visible[entry.edge] = ids
            out.append(.restack(edge: entry.edge, ids: ids))
        }
    }

    mutating func present(_ id: String, now: Double, into out: inout [RenderCommand]) {
        guard var entry = entries[id] else { return }
        entry.isVisible = true
        if screenReaderActive && entry.snack.requiresInteraction { entry.timer.hold(SnackTimer.screenReaderHold, now: now) }
        entry.timer.run(now: now)
        entries[id] = entry
        visible[entry.edge].insert(id, at: 0)
        out.append(.present(entry.snack, edge: entry.edge))
        out.append(.restack(edge: entry.edge, ids: visible[entry.edge]))
    }

    /// Back to the head of the queue, keeping the time it had left.
    private mutating func withdraw(_ id: String, now: Double, into out: inout [RenderCommand]) {
        guard var entry = entries[id] else { return }
        entry.isVisible = false
        entry.timer.stop(now: now)
        entry.ticket = takeTicket()
        entries[id] = entry
        visible[entry.edge].removeAll { $0 == id }
        out.append(.withdraw(id: id))
        enqueue(id, edge: entry.edge, atHead: true, ticket: entry.ticket)
    }

    private mutating func enqueue(_ id: String, edge: SnackEdge, atHead: Bool, ticket: Int) {
        if atHead { queues[edge].pushFront(QueueSlot(id: id, ticket: ticket)) } else { queues[edge].pushBack(QueueSlot(id: id, ticket: ticket)) }
        queuedCounts[edge] += 1
    }

    /// Shows queued snacks while `edge` has room.
    mutating func refill(_ edge: SnackEdge, now: Double, into out: inout [RenderCommand]) {
        while visible[edge].count < configuration.capacity, queuedCounts[edge] > 0 {
            guard let slot = queues[edge].popFront() else { break }
            guard let entry = entries[slot.id], !entry.isVisible, entry.ticket == slot.ticket else { continue }
            queuedCounts[edge] -= 1
            present(slot.id, now: now, into: &out)
        }
    }

    private mutating func takeTicket() -> Int {
        nextTicket += 1
        return nextTicket
    }
}
