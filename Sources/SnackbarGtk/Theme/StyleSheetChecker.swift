import SnackbarCore
import SnackbarGlue

/// A user's stylesheet made safe for GTK before GTK sees it: read only as a regular file within 1 MiB
/// (`BoundedFile`), its `@import`s expanded in place (GTK would open them itself, FIFOs and
/// `/dev/zero` included), its `url()`s checked and made absolute, and what costs too much refused with
/// `file:line:column: message` and left out: selectors past `SnackLimits.styleSheetSelectors` (with
/// the rest of the text), declarations with lengths or fonts past the limits.
///
/// Left-out text is blanked, not removed, so GTK's own `line:column` for the rest still match the file;
/// `assembly` maps them back across imports.
final class StyleSheetChecker {
    /// What GTK gets, and each bad rule as `file:line:column: message`; the syntax extension adds to both.
    var assembly = CSSAssembly()
    var problems: [String] = []
    private var selectors = 0
    private var totalBytes = 0

    /// Checks the file at `path` and everything it imports.
    init(file path: String) {
        include(path, chain: [], namedAt: nil)
    }

    /// The text GTK gets.
    var text: String { String(decoding: assembly.bytes, as: UTF8.self) }

    /// Reads `path` into the assembly; `namedAt` is the `@import` naming it (where its problems point).
    func include(_ path: String, chain: [String], namedAt: (source: CSSSource, offset: Int)?) {
        let report = { (message: String) in
            guard let namedAt else { return self.problems.append(message) }
            self.problems.append(namedAt.source.problem(at: namedAt.offset, "@import: " + message))
        }
        switch BoundedFile.read(path, limit: FileRefusal.styleSheetBytes) {
        case .failure(let refusal):
            report(refusal.message(path: path))
        case .success(let bytes):
            totalBytes += bytes.count
            guard totalBytes <= FileRefusal.styleSheetBytes else {
                return report("\(path): the stylesheet and its imports are larger than 1 MiB")
            }
            walk(CSSSource(path: path, bytes: bytes), chain: chain + [path])
        }
    }

    /// Copies `source` into the assembly, checking each rule, declaration and reference on the way.
    private func walk(_ source: CSSSource, chain: [String]) {
        let bytes = source.bytes
        var copied = 0, index = 0, depth = 0
        var statementStart = 0, declarationStart = 0
        var property: String?
        /// Copies what is pending up to `end`, then continues after `resume` with `replacement` between.
        func splice(upTo end: Int, resume: Int, replacement: [UInt8] = [], origin: Int? = nil) {
            assembly.append(bytes[copied..<end], from: source.position(of: copied))
            assembly.append(replacement[...], from: source.position(of: origin ?? end))
            copied = resume
            index = resume
        }
        /// Leaves the declaration at `declarationStart` out (blanked, its line breaks kept).
        func blankDeclaration() {
            var end = Self.declarationEnd(bytes, from: index)
            if end < bytes.count, bytes[end] == UInt8(ascii: ";") { end += 1 }
            splice(upTo: declarationStart, resume: end, replacement: bytes[declarationStart..<end].map { $0 == 10 ? 10 : 32 })
            declarationStart = end
            property = nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if let skipped = Self.skipCommentOrString(bytes, at: index) {
                index = skipped
                continue
            }
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
                if depth == 1 {
                    selectors += 1 + bytes[statementStart..<index].filter { $0 == UInt8(ascii: ",") }.count
                    if selectors > SnackLimits.styleSheetSelectors {
                        let ruleStart = bytes[statementStart...].firstIndex { $0 != 32 && !(9...13).contains($0) } ?? statementStart
                        problems.append(source.problem(at: ruleStart,
                            "more than \(SnackLimits.styleSheetSelectors) selectors; this rule and the ones after it are left out"))
                        splice(upTo: statementStart, resume: bytes.count)
                        return
                    }
                }
                declarationStart = index + 1
                property = nil
            case UInt8(ascii: "}"), UInt8(ascii: ";"):
                if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                if depth == 0 { statementStart = index + 1 }
                declarationStart = index + 1
                property = nil
            case UInt8(ascii: ":") where depth > 0 && property == nil:
                property = Self.word(bytes[declarationStart..<index])
            case UInt8(ascii: "@") where depth == 0 && Self.hasWord("@import", in: bytes, at: index):
                let start = index, end = Self.declarationEnd(bytes, from: index)
                splice(upTo: start, resume: min(end + 1, bytes.count))
                importRule(source, from: start, to: end, chain: chain)
                statementStart = index
                continue
            case UInt8(ascii: "u") where Self.hasWord("url(", in: bytes, at: index):
                guard let reference = URLReference(bytes, at: index, in: source) else { break }
                switch reference.target {
                case .refused(let message):
                    problems.append(source.problem(at: index, message))
                    blankDeclaration()
                case .file(let path):
                    if let refusal = BoundedFile.check(path, limit: FileRefusal.imageBytes) {
                        problems.append(source.problem(at: index, refusal.message(path: path)))
                        blankDeclaration()
                    } else {
                        splice(upTo: index, resume: reference.end, replacement: Array(URLReference.css(path).utf8), origin: index)
                    }
                case .kept:
                    index = reference.end
                }
                continue
            default:
                if let property, let value = CSSLength.read(bytes, at: index) {
                    if let problem = Self.excess(value, of: property) {
                        problems.append(source.problem(at: index, problem))
                        blankDeclaration()
                    } else {
                        index += value.length
                    }
                    continue
                }
            }
            index += 1
        }
        splice(upTo: bytes.count, resume: bytes.count)
    }
}
