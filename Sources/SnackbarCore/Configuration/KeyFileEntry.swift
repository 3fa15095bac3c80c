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

    package init(file: String, line: Int, group: String, key: String, value: String) {
        (self.file, self.line, self.group, self.key, self.value) = (file, line, group, key, value)
    }

    /// `FILE:LINE` (or `FILE` when the line is unknown): where a message points the user.
    package var place: String { line > 0 ? "\(file):\(line)" : file }
}

/// The lines of a key file's text, as GKeyFile reads them: which line holds each group's key, and the
/// first line GKeyFile would refuse (its errors name the line's text but not its number).
package struct KeyFileLines: Sendable {
    private var keyLines: [String: Int] = [:]
    /// The first line that is neither blank, a comment, a `[group]` header nor a `key=value` inside a
    /// group; nil when every line is one of those.
    package private(set) var firstMalformedLine: Int?

    package init(_ text: String) {
        var group: String?
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.trimmedOfWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                if line.hasSuffix("]"), line.count > 2, !line.dropFirst().dropLast().contains(where: { $0 == "[" || $0 == "]" }) {
                    group = String(line.dropFirst().dropLast())
                } else if firstMalformedLine == nil {
                    firstMalformedLine = number
                }
                continue
            }
            guard let group, let equals = line.firstIndex(of: "=") else {
                if firstMalformedLine == nil { firstMalformedLine = number }
                continue
            }
            let key = line[..<equals].trimmedOfWhitespace()
            if key.isEmpty, firstMalformedLine == nil { firstMalformedLine = number }
            // A repeated key: GKeyFile keeps the last one, and so does this index.
            keyLines[Self.index(group, String(key))] = number
        }
    }

    /// The line `key` of `group` is on (the last one when written twice), or 0.
    package func line(group: String, key: String) -> Int {
        keyLines[Self.index(group, key)] ?? 0
    }

    private static func index(_ group: String, _ key: String) -> String { group + "\u{0}" + key }
}
