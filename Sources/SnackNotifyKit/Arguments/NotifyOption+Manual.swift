import SnackbarCore

extension NotifyOption {
    /// What `snack-notify --generate completion` and `snack-notify --generate manpage` (the man page's
    /// template on standard input, read by `readLine`) print: the files `make install` writes from the option
    /// table. Nil when `arguments` do not start with `--generate`.
    package static func generatedDocument(_ arguments: [[UInt8]], readLine: () -> String?) throws(NotifyFailure) -> String? {
        guard arguments.first == Array("--generate".utf8) else { return nil }
        switch arguments.dropFirst().map({ String(decoding: $0, as: UTF8.self) }) {
        case ["completion"]: return bashCompletion
        case ["manpage"]:
            var template = ""
            while let line = readLine() { template += line }
            return try manPage(template: template)
        default: throw NotifyFailure("--generate: use completion, or manpage with the man page's template on standard input")
        }
    }

    /// The option groups of the man page, by the name its template's `.\" @options NAME` lines give.
    static var manualGroups: [String: [NotifyOption]] {
        ["notify-send": notifySendOptions + [helpOption], "snackbar": popupOptions, "control": controlOptions]
    }

    /// The man page from its template (Resources/snack-notify.1.in): the template's lines, with each block
    /// from `.\" @options GROUP` to `.\" @end` replaced by one entry per option of GROUP in the table's order:
    /// its spellings, then the lines under its `.\" --NAME` line in the block, or else its help line. A block
    /// whose entry names no option of its group, or a group with no block, is refused.
    package static func manPage(template: String) throws(NotifyFailure) -> String {
        var page: [Substring] = []
        var block: (group: [NotifyOption], name: String, entries: [String: [Substring]], current: String?)?
        var groupsLeft = Set(manualGroups.keys)
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
            if let name = Self.word(after: #".\" @options "#, in: line) {
                guard block == nil, let group = manualGroups[name], groupsLeft.remove(name) != nil else {
                    throw NotifyFailure("man page template: \(line): no such group, a second block of it, or inside a block")
                }
                block = (group, name, [:], nil)
            } else if line == #".\" @end"#, let open = block {
                page += open.group.map { $0.manualEntry(open.entries[$0.long]) }
                block = nil
            } else if let long = Self.word(after: #".\" --"#, in: line), let open = block {
                guard open.group.contains(where: { $0.long == long }), open.entries[long] == nil else {
                    throw NotifyFailure("man page template: \(line): no option --\(long) in the group \(open.name), or a second entry")
                }
                block?.entries[long] = []
                block?.current = long
            } else if let current = block?.current {
                block?.entries[current]?.append(line)
            } else if block != nil, !line.isEmpty {
                throw NotifyFailure("man page template: \(line): a block holds only entries that start with .\\\" --NAME")
            } else {
                page.append(line)
            }
        }
        guard block == nil, groupsLeft.isEmpty else {
            throw NotifyFailure("man page template: a block without .\\\" @end, or no block for \(groupsLeft.sorted())")
        }
        return page.joined(separator: "\n")
    }

    /// The option's entry in the man page: `.TP`, its spellings in bold and its value in italics, then
    /// `text`, or its help line.
    private func manualEntry(_ text: [Substring]?) -> Substring {
        let longName = "\\-\\-" + Self.roff(long)
        let value = valueName.map { " =\\fI\(Self.roff($0))\\fR" } ?? ""
        let label = short.map { ".BR \\-\(Self.roff(String($0))) \", \" \(longName)\(value)" } ?? ".B\(value.isEmpty ? "" : "R") \(longName)\(value)"
        let body = text.map { $0.joined(separator: "\n") } ?? Self.roff(help)
        return Substring([".TP", label, body].joined(separator: "\n"))
    }

    /// The rest of `line` after `prefix`, when that is one word.
    private static func word(after prefix: String, in line: Substring) -> String? {
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        return rest.isEmpty || rest.contains(" ") ? nil : String(rest)
    }

    /// Plain text as roff: backslashes and option dashes escaped, no line starting as a request.
    private static func roff(_ text: String) -> String {
        let escaped = text.replacingText("\\", with: "\\e").replacingText("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
