import SnackbarCore

/// One line of standard input under `--follow`: plain text replaces the message; a JSON object may
/// set each text by its row's wire key (`title`, `message`), `kind` and `progress` (a number from 0 to 1,
/// or `null` to remove the bar). A field it does not know, or a value of the wrong type or outside its
/// range, refuses the line.
package struct FollowUpdate: Sendable, Equatable {
    /// The new texts the line sets.
    package var texts: [SnackTextRow: String] = [:]
    /// The new palette, if the line sets one.
    package var kind: SnackKind?
    /// `.some(nil)` removes the progress bar; nil leaves it.
    package var progress: SnackProgress??

    /// Reads one line (without its newline), line `number` of the input when given.
    /// - Throws: `NotifyFailure` when a line starting with `{` is not a JSON object of known keys, each
    ///   with a value it takes; the message names the line's number, the field and what it takes.
    package init(line: String, number: Int? = nil) throws(NotifyFailure) {
        guard line.first == "{" else {
            texts[.message] = line
            return
        }
        guard case .object(let fields)? = try? JSONValue.parse(line) else {
            throw Self.refusal(localized("not a JSON object: %s", line), number: number)
        }
        for (key, value) in fields {
            if let row = Self.rows[key] {
                guard case .string(let text) = value else { throw Self.refusal(key, takes: localized("a string"), line, number) }
                texts[row] = text
                continue
            }
            switch (key, value) {
            case ("kind", .string(let name)) where SnackKind(name: name) != nil: kind = SnackKind(name: name)
            case ("kind", _): throw Self.refusal(key, takes: localized("one of %s", Self.kindNames), line, number)
            // A script's arithmetic may overshoot 1 by a rounding error: that much is taken as 1.
            case ("progress", .number(let fraction)) where (0...1 + Self.overshoot).contains(fraction):
                progress = .some(.fraction(min(fraction, 1)))
            case ("progress", .null): progress = .some(nil)
            case ("progress", _): throw Self.refusal(key, takes: localized("a number from 0 to 1 (0.07 for 7%), or null"), line, number)
            default:
                throw Self.refusal(
                    localized("unexpected field \"%s\" in %s (the fields: %s)", key, line, Self.fieldNames.joined(separator: ", ")),
                    number: number)
            }
        }
    }

    /// The refusal of a line for `reason`: `--follow: line N: REASON`, without the number when none is given.
    package static func refusal(_ reason: String, number: Int?) -> NotifyFailure {
        NotifyFailure(number.map { localized("--follow: line %s: %s", String($0), reason) } ?? localized("--follow: %s", reason))
    }

    /// The text rows by wire key.
    private static let rows = Dictionary(uniqueKeysWithValues: SnackTextRow.allCases.compactMap { row in row.wireKey.map { ($0, row) } })
    /// Every field a line may set, as the refusal of another lists them.
    private static let fieldNames = SnackTextRow.allCases.compactMap(\.wireKey) + ["kind", "progress"]
    /// The kinds' names, as a refused `kind` lists them.
    private static let kindNames = SnackKind.paletteKinds.map(\.cssClass).joined(separator: ", ")
    /// How far past 1 a progress may be and still count as 1.
    private static let overshoot = 1e-6

    /// The refusal of a known field whose value is not what it takes.
    private static func refusal(_ key: String, takes expected: String, _ line: String, _ number: Int?) -> NotifyFailure {
        refusal(localized("\"%s\" takes %s, in %s", key, expected, line), number: number)
    }

    /// Applies the update to `request`.
    package func apply(to request: inout NotifyRequest) {
        for (row, text) in texts { row.write(text, to: &request.content) }
        if let kind { request.kind = kind }
        if let progress { request.progress = progress }
    }
}
