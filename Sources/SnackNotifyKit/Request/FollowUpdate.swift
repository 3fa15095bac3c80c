import SnackbarCore

/// One line of standard input under `--follow`: plain text replaces the message; a JSON object may
/// set each text by its row's wire key (`title`, `message`), `kind` and `progress` (a number from 0 to 1,
/// or `null` to remove the bar).
package struct FollowUpdate: Sendable, Equatable {
    /// The new texts the line sets.
    package var texts: [SnackTextRow: String] = [:]
    /// The new palette, if the line sets one.
    package var kind: SnackKind?
    /// `.some(nil)` removes the progress bar; nil leaves it.
    package var progress: SnackProgress??

    /// Reads one line (without its newline).
    /// - Throws: `NotifyFailure` when a line starting with `{` is not a JSON object of known keys.
    package init(line: String) throws(NotifyFailure) {
        guard line.first == "{" else {
            texts[.message] = line
            return
        }
        guard case .object(let fields)? = try? JSONValue.parse(line) else {
            throw NotifyFailure(localized("--follow: not a JSON object: %s", line))
        }
        for (key, value) in fields {
            if let row = Self.rows[key], case .string(let text) = value {
                texts[row] = text
                continue
            }
            switch (key, value) {
            case ("kind", .string(let name)):
                guard let parsed = SnackKind(name: name) else { throw NotifyFailure(localized("--follow: unknown kind %s", name)) }
                kind = parsed
            case ("progress", .number(let fraction)): progress = .some(.fraction(min(max(fraction, 0), 1)))
            case ("progress", .null): progress = .some(nil)
            default: throw NotifyFailure(localized("--follow: unexpected field \"%s\" in %s", key, line))
            }
        }
    }

    /// The text rows by wire key.
    private static let rows = Dictionary(uniqueKeysWithValues: SnackTextRow.allCases.compactMap { row in row.wireKey.map { ($0, row) } })

    /// Applies the update to `request`.
    package func apply(to request: inout NotifyRequest) {
        for (row, text) in texts { row.write(text, to: &request.content) }
        if let kind { request.kind = kind }
        if let progress { request.progress = progress }
    }
}
