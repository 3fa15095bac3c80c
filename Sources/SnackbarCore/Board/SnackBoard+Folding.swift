/// A fold by text is the newest add in its own right: the snack on screen (or waiting) answers to the
/// newest add's id from then on, and the id it had answers as an ended snack's does.
extension SnackBoard {
    /// Whether `incoming`, deduped by text with `entry`, carries on under its own id: an add of its own
    /// (not the same value again) whose id no other snack has, while no long action of the old one runs
    /// (its end is reported under the id the action ran with).
    func foldsAsNewest(_ incoming: Snack, into entry: Entry) -> Bool {
        incoming.id != entry.snack.id && entry.chosenAction == nil && entries.position(of: incoming.id) == nil
    }

    /// Files the snack with id `old` under `id` everywhere the board names it: its table, the text key
    /// `key`, and its place on screen, in a queue, among the delayed or the withheld. A snack on screen
    /// tells the renderer with `.rename` before its update. Returns its new position in `entries`.
    ///
    /// Cost: O(maxVisible), but for a waiting snack, whose slot is found in its queue.
    mutating func rename(_ old: String, to id: String, key: String?, into out: inout [RenderCommand]) -> Int {
        guard let entry = entries.removeValue(forKey: old) else { preconditionFailure("rename: no snack \(old)") }
        let position = entries.insert(entry, forKey: id, hash: entries.hash(id))
        if let key { idsByKey.set(id, forKey: key) }
        let renamed = { (name: String) in name == old ? id : name }
        if entry.showAt != nil {
            delayed = delayed.map(renamed)
        } else if entry.isWithheld {
            withheld = withheld.map(renamed)
        } else if entry.isVisible {
            visible[entry.corner] = visible[entry.corner].map(renamed)
            out.append(.rename(from: old, to: id))
        } else {
            queues[entry.corner].replaceFirst(where: { $0.id == old && $0.ticket == entry.ticket }, with: QueueSlot(id: id, ticket: entry.ticket))
        }
        return position
    }
}
