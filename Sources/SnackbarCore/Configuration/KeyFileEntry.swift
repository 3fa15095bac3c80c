/// One `key = value` of a key file, with where it was written: what the glue reads from GKeyFile (the
/// value already unescaped) and hands to the pure parser (`ServiceConfiguration.parse`).
package struct KeyFileEntry: Sendable, Equatable {
    /// The file's path, for messages.
    package var file: String
    /// The 1-based line the key was written on (0 when unknown).
    package var line: Int
    package var group: String
    package var key: String
    package var value: String
    /// The line of the group's `[header]` (0 when unknown).
    package var groupLine: Int

    package init(file: String, line: Int, group: String, key: String, value: String, groupLine: Int = 0) {
        (self.file, self.line, self.group, self.key, self.value, self.groupLine) = (file, line, group, key, value, groupLine)
    }

    /// `FILE:LINE` (or `FILE` when the line is unknown): where a message points the user.
    package var place: String { line > 0 ? "\(file):\(line)" : file }
    /// `FILE:LINE` of the group's header, or `place` when that line is unknown.
    package var groupPlace: String { groupLine > 0 ? "\(file):\(groupLine)" : place }
}

/// The lines of a key file's text, as GKeyFile reads them: which line holds each group's key, and the
/// first line GKeyFile would refuse (its errors name the line's text but not its number).
package struct KeyFileLines: Sendable {
    private var keyLines: [String: Int] = [:]
    private var groupLines: [String: Int] = [:]
    /// The first line that is neither blank, a comment, a `[group]` header nor a `key=value` inside a
    /// group; nil when every line is one of those.
    package private(set) var firstMalformedLine: Int?
    /// What a reader should hear of, though GKeyFile takes it: a key written again in its group (the last
    /// one counts) and a group with no key (it sets nothing), as `LINE: message`, in line order.
    package private(set) var notes: [(line: Int, message: String)] = []

    package init(_ text: String) {
        var group: String?
        var header = (line: 0, keys: 0)
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.trimmedOfWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                if line.hasSuffix("]"), line.count > 2, !line.dropFirst().dropLast().contains(where: { $0 == "[" || $0 == "]" }) {
                    noteEmpty(group, header)
                    let name = String(line.dropFirst().dropLast())
                    group = name
                    header = (number, 0)
                    if groupLines[name] == nil { groupLines[name] = number }
                } else if firstMalformedLine == nil {
                    firstMalformedLine = number
                }
                continue
            }
            guard let group, let equals = line.firstIndex(of: "=") else {
                if firstMalformedLine == nil { firstMalformedLine = number }
                continue
            }
            let key = String(line[..<equals].trimmedOfWhitespace())
            if key.isEmpty, firstMalformedLine == nil { firstMalformedLine = number }
            header.keys += 1
            // A repeated key: GKeyFile keeps the last one, and so does this index.
            if let earlier = keyLines[Self.index(group, key)] {
                notes.append((number, localized("[%s] %s: written again (first on line %s); this one counts", group, key, "\(earlier)")))
            }
            keyLines[Self.index(group, key)] = number
        }
        noteEmpty(group, header)
        notes.sort { $0.line < $1.line }
    }

    private mutating func noteEmpty(_ group: String?, _ header: (line: Int, keys: Int)) {
        guard let group, header.keys == 0 else { return }
        notes.append((header.line, localized("[%s]: a group with no key sets nothing", group)))
    }

    /// The line of `group`'s first `[header]`, or 0.
    package func line(group: String) -> Int {
        groupLines[group] ?? 0
    }

    /// The line `key` of `group` is on (the last one when written twice), or 0.
    package func line(group: String, key: String) -> Int {
        keyLines[Self.index(group, key)] ?? 0
    }

    private static func index(_ group: String, _ key: String) -> String { group + "\u{0}" + key }
}
