import SnackbarCore

extension NotifyOption {
    /// The long option a mistyped `--name` most likely meant: the one fewest edits away (insert, delete,
    /// replace or swap two neighbours), when that is at most a third of the name's length (at least 1), or
    /// the only option that `name` begins. Nil when none is that close.
    package static func nearest(to name: String) -> NotifyOption? {
        let typed = Array(name.lowercased())
        // No option name is near a name this long, and the table of distances stays small.
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        let limit = max(1, typed.count / 3)
        let scored = all.map { (option: $0, distance: editDistance(typed, Array($0.long))) }
        if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit { return best.option }
        let extensions = all.filter { $0.long.hasPrefix(name) }
        return extensions.count == 1 ? extensions[0] : nil
    }

    /// The optimal-string-alignment distance: insertions, deletions, replacements and swaps of neighbours
    /// each count one.
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: second.count + 1), count: first.count + 1)
        for row in 0...first.count { rows[row][0] = row }
        for column in 0...second.count { rows[0][column] = column }
        for row in 1...first.count {
            for column in 1...second.count {
                let cost = first[row - 1] == second[column - 1] ? 0 : 1
                var best = min(rows[row - 1][column] + 1, rows[row][column - 1] + 1, rows[row - 1][column - 1] + cost)
                if row > 1, column > 1, first[row - 1] == second[column - 2], first[row - 2] == second[column - 1] {
                    best = min(best, rows[row - 2][column - 2] + 1)
                }
                rows[row][column] = best
            }
        }
        return rows[first.count][second.count]
    }
}
