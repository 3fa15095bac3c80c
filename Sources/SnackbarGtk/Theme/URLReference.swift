import CGtk

/// A file a stylesheet names, in `url(…)` or after `@import`, and what the checker does with it: a
/// local file is checked and named absolutely (GTK gets the text without the file's location, so a
/// relative name would resolve against the wrong folder); `resource:` stays as written (inside the
/// process); any other scheme is refused, `data:` too (an image inside the text escapes the checks a
/// file gets).
struct URLReference {
    enum Target: Equatable {
        /// A local file, by absolute path.
        case file(String)
        /// Left as written.
        case kept
        /// Refused: why.
        case refused(String)
    }

    let target: Target
    /// The offset after the reference's last byte (the `)` of `url(…)`).
    let end: Int

    /// The `url(…)` starting at `index` in `source`; nil when it is not complete.
    init?(_ bytes: [UInt8], at index: Int, in source: CSSSource) {
        guard let (name, end) = Self.argument(bytes, from: index + "url(".count, closing: true) else { return nil }
        self.init(name: name, end: end, relativeTo: source.path)
    }

    /// The file an `@import` rule names (`url("x.css")` or `"x.css"`); `rule` is the text after `@import`.
    init?(importing rule: ArraySlice<UInt8>, in source: CSSSource) {
        let bytes = Array(rule)
        guard let start = bytes.firstIndex(where: { $0 != 32 && !(9...13).contains($0) }) else { return nil }
        let isURL = StyleSheetChecker.hasWord("url(", in: bytes, at: start)
        guard let (name, _) = Self.argument(bytes, from: isURL ? start + "url(".count : start, closing: isURL) else { return nil }
        self.init(name: name, end: rule.endIndex, relativeTo: source.path)
    }

    private init(name: String, end: Int, relativeTo stylesheet: String) {
        self.end = end
        let scheme = name.prefix { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        guard !scheme.isEmpty, name.dropFirst(scheme.count).first == ":" else {
            let folder = stylesheet.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            target = .file(name.hasPrefix("/") ? name : (folder.isEmpty ? "." : folder) + "/" + name)
            return
        }
        switch scheme.lowercased() {
        case "file":
            guard let path = g_filename_from_uri(name, nil, nil) else {
                target = .refused("\(name): not a file URL")
                return
            }
            defer { g_free(path) }
            target = .file(String(cString: path))
        case "resource":
            target = .kept
        default:
            target = .refused("\(name.prefix(80)): only files and resource: URLs are read")
        }
    }

    /// `url("file:///…")` for an absolute path, escaped as a URI.
    static func css(_ path: String) -> String {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return "url(\"\")" }
        defer { g_free(uri) }
        return "url(\"\(String(cString: uri))\")"
    }

    /// The quoted or bare name starting at `start` (after `url(`), and the offset after its `)` when
    /// `closing` (else after the name).
    private static func argument(_ bytes: [UInt8], from start: Int, closing: Bool) -> (String, Int)? {
        var index = start
        while index < bytes.count, bytes[index] == 32 || (9...13).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let name: String
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            guard let after = StyleSheetChecker.skipCommentOrString(bytes, at: index), after - 1 > index,
                bytes[after - 1] == bytes[index]
            else { return nil }
            name = String(decoding: bytes[(index + 1)..<(after - 1)], as: UTF8.self)
            index = after
        } else {
            let nameEnd =
                bytes[index...].firstIndex { $0 == UInt8(ascii: ")") || $0 == 32 || (9...13).contains($0) || $0 == UInt8(ascii: ";") } ?? bytes.count
            name = String(decoding: bytes[index..<nameEnd], as: UTF8.self)
            index = nameEnd
        }
        guard closing else { return name.isEmpty ? nil : (name, index) }
        while index < bytes.count, bytes[index] == 32 || (9...13).contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ")"), !name.isEmpty else { return nil }
        return (name, index + 1)
    }
}
