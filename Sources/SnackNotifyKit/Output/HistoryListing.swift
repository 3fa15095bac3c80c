import SnackbarCore

/// One history entry as it travels (`History()`'s `a{sv}`) and prints (`snack-notify --history`).
package struct HistoryListing: Sendable, Equatable {
    /// The keys of an entry, in the order they print after `id`: the app name, the snack's texts by their
    /// rows' wire keys (`title`, `message`), the urgency, the reason and the seconds its time was held
    /// while no one could see it (empty when never).
    package static let textKeys = ["app-name"] + SnackTextRow.allCases.compactMap(\.wireKey) + ["urgency", "reason", "held"]

    package var id: UInt32
    /// The text fields by key (`textKeys`).
    package var fields: [String: String]

    package init(id: UInt32, fields: [String: String]) {
        self.id = id
        self.fields = fields
    }

    /// An entry from its wire dictionary (missing fields are empty).
    package init(wire: [String: NotifyWireValue]) {
        id = wire["id"]?.uint32 ?? 0
        fields = Dictionary(uniqueKeysWithValues: Self.textKeys.map { ($0, wire[$0]?.string ?? "") })
    }

    /// The wire dictionary of an entry.
    package var wire: [String: NotifyWireValue] {
        var wire: [String: NotifyWireValue] = ["id": .uint32(id)]
        for key in Self.textKeys { wire[key] = .string(fields[key] ?? "") }
        return wire
    }

    /// The most characters a field keeps on a terminal, the ellipsis included: a long notification's body
    /// would fill the screen with one entry.
    package static let terminalFieldCharacters = 200

    /// One line: the id and the text fields, separated by tabs (tabs and line breaks inside a field
    /// become spaces), each field cut to `fieldCharacters` with "…".
    package func line(fieldCharacters: Int = .max) -> String {
        ([String(id)]
            + Self.textKeys.map { key in
                let flat = String((fields[key] ?? "").map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
                return fieldCharacters == .max ? flat : TextClamp.clamp(flat, characters: fieldCharacters)
            }).joined(separator: "\t")
    }

    /// `{"id":3,"app-name":"…",…,"held":12.5}`: `held` a number of seconds, `null` when never held.
    package var json: String {
        let values = Self.textKeys.map { key in
            guard key == "held" else { return JSONText.quoted(fields[key] ?? "") }
            // Digits with at most one point, as `heldText` writes it: a JSON number as it stands.
            let held = fields[key] ?? ""
            let isNumber = held.first != "." && held.last != "." && held.filter { $0 == "." }.count <= 1
            return !held.isEmpty && isNumber && held.allSatisfy { $0 == "." || ("0"..."9").contains($0) } ? held : "null"
        }
        return "{\"id\":\(id)," + zip(Self.textKeys, values).map { "\(JSONText.quoted($0)):\($1)" }.joined(separator: ",") + "}"
    }

    /// The whole listing, newest first: lines (their fields cut to `terminalFieldCharacters` for a
    /// `terminal`; whole for a script), or one JSON array, always whole.
    package static func print(_ entries: [HistoryListing], json: Bool, terminal: Bool = false) -> String {
        if json { return "[" + entries.map(\.json).joined(separator: ",") + "]\n" }
        let bound = terminal ? terminalFieldCharacters : .max
        return entries.map { $0.line(fieldCharacters: bound) + "\n" }.joined()
    }
}

extension NotificationHistory.Entry {
    /// The entry as `History()` lists it.
    package var listing: HistoryListing {
        HistoryListing(id: id, fields: Dictionary(uniqueKeysWithValues: summaryFields.map { ($0.key, $0.value) }))
    }
}
