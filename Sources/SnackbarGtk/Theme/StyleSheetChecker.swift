import SnackbarCore
import SnackbarGlue

/// A user's stylesheet made safe for GTK before GTK sees it: read only as a regular file within 1 MiB
/// (`BoundedFile`), its `@import`s expanded in place (GTK would open them itself, FIFOs and
/// `/dev/zero` included), its `url()`s checked and made absolute, and what costs too much refused with
/// `file:line:column: message` and left out: selectors and declarations past `SnackLimits` (with the
/// rest of the text), declarations with lengths or fonts past the limits.
///
/// Left-out text is blanked, not removed, so GTK's own `line:column` for the rest still match the file;
/// `assembly` maps them back across imports.
final class StyleSheetChecker {
    /// What GTK gets, and each bad rule as `file:line:column: message`; the syntax extension adds to both.
    var assembly = CSSAssembly()
    var problems: [CSSProblem] = []
    private var selectors = 0
    private var declarations = 0
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
            guard let namedAt else { return self.problems.append(CSSProblem(message: message)) }
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
        var cursor = CSSCursor(source)
        let bytes = source.bytes
        while cursor.index < bytes.count {
            let index = cursor.index
            if let skipped = Self.skipCommentOrString(bytes, at: index) {
                cursor.index = skipped
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                cursor.depth += 1
                if cursor.depth == 1 {
                    selectors += 1 + bytes[cursor.statementStart..<index].filter { $0 == UInt8(ascii: ",") }.count
                    if selectors > SnackLimits.styleSheetSelectors {
                        return cutRest(&cursor, "more than \(SnackLimits.styleSheetSelectors) selectors")
                    }
                }
                cursor.startDeclaration(at: index + 1)
            case UInt8(ascii: "}"), UInt8(ascii: ";"):
                if bytes[index] == UInt8(ascii: "}") { cursor.depth = max(0, cursor.depth - 1) }
                if cursor.depth == 0 { cursor.statementStart = index + 1 }
                cursor.startDeclaration(at: index + 1)
            case UInt8(ascii: ":") where cursor.depth > 0 && cursor.property == nil:
                cursor.property = Self.word(bytes[cursor.declarationStart..<index])
                declarations += 1
                if declarations > SnackLimits.styleSheetDeclarations {
                    return cutRest(&cursor, "more than \(SnackLimits.styleSheetDeclarations) declarations")
                }
            case UInt8(ascii: "@") where cursor.depth == 0 && Self.hasWord("@import", in: bytes, at: index):
                let end = Self.declarationEnd(bytes, from: index)
                cursor.splice(into: &assembly, upTo: index, resume: min(end + 1, bytes.count))
                importRule(source, from: index, to: end, chain: chain)
                cursor.statementStart = cursor.index
                continue
            case UInt8(ascii: "u") where Self.hasWord("url(", in: bytes, at: index):
                guard let reference = URLReference(bytes, at: index, in: source) else { break }
                check(reference, at: index, with: &cursor)
                continue
            default:
                if cursor.property != nil, index - cursor.declarationStart > SnackLimits.styleSheetDeclarationBytes {
                    problems.append(
                        source.problem(
                            at: cursor.firstNonSpace(from: cursor.declarationStart),
                            "a declaration longer than \(SnackLimits.styleSheetDeclarationBytes) bytes; it is left out"))
                    cursor.blankDeclaration(into: &assembly)
                    continue
                }
                if let property = cursor.property, let value = CSSLength.read(bytes, at: index) {
                    if let problem = Self.excess(value, of: property) {
                        problems.append(source.problem(at: index, problem))
                        cursor.blankDeclaration(into: &assembly)
                    } else {
                        cursor.index += value.length
                    }
                    continue
                }
            }
            cursor.index += 1
        }
        cursor.splice(into: &assembly, upTo: bytes.count, resume: bytes.count)
    }

    /// Leaves out the statement the cursor is in and everything after it, with `reason`.
    private func cutRest(_ cursor: inout CSSCursor, _ reason: String) {
        problems.append(
            cursor.source.problem(
                at: cursor.firstNonSpace(from: cursor.statementStart),
                reason + "; this rule and the ones after it are left out"))
        cursor.splice(into: &assembly, upTo: cursor.statementStart, resume: cursor.source.bytes.count)
    }

    /// A `url()`: a local file must be a regular image file within 16 MiB, and is named absolutely;
    /// a refused one takes its declaration out.
    private func check(_ reference: URLReference, at index: Int, with cursor: inout CSSCursor) {
        switch reference.target {
        case .refused(let message):
            problems.append(cursor.source.problem(at: index, message))
            cursor.blankDeclaration(into: &assembly)
        case .file(let path):
            if let refusal = BoundedFile.check(path, limit: FileRefusal.imageBytes) {
                problems.append(cursor.source.problem(at: index, refusal.message(path: path)))
                cursor.blankDeclaration(into: &assembly)
            } else {
                cursor.splice(into: &assembly, upTo: index, resume: reference.end, replacement: Array(URLReference.css(path).utf8))
            }
        case .kept:
            cursor.index = reference.end
        }
    }
}

/// Where the checker is in one file: the byte it reads, what it copied to the assembly so far, and the
/// rule and declaration it is in. A value, so the byte loop reads its fields directly.
struct CSSCursor {
    let source: CSSSource
    var index = 0
    /// Bytes before this are in the assembly (or left out).
    var copied = 0
    var depth = 0
    /// Where the rule at brace depth 0 began.
    var statementStart = 0
    /// Where the declaration in a block began.
    var declarationStart = 0
    /// The declaration's property, once its `:` was read.
    var property: String?

    init(_ source: CSSSource) { self.source = source }

    /// The first byte from `offset` on that is not white space (where a rule or declaration is reported).
    func firstNonSpace(from offset: Int) -> Int {
        source.bytes[offset...].firstIndex { $0 != 32 && !(9...13).contains($0) } ?? offset
    }

    mutating func startDeclaration(at offset: Int) {
        declarationStart = offset
        property = nil
    }

    /// Copies what is pending up to `end`, then `replacement` (coming from `end` in the file), and goes on at `resume`.
    mutating func splice(into assembly: inout CSSAssembly, upTo end: Int, resume: Int, replacement: [UInt8] = []) {
        assembly.append(source.bytes[copied..<end], from: source.position(of: copied))
        assembly.append(replacement[...], from: source.position(of: end))
        copied = resume
        index = resume
    }

    /// Leaves the declaration the cursor is in out: blanked, its line breaks kept.
    mutating func blankDeclaration(into assembly: inout CSSAssembly) {
        var end = StyleSheetChecker.declarationEnd(source.bytes, from: index)
        if end < source.bytes.count, source.bytes[end] == UInt8(ascii: ";") { end += 1 }
        let blank = source.bytes[declarationStart..<end].map { $0 == 10 ? 10 : 32 } as [UInt8]
        splice(into: &assembly, upTo: declarationStart, resume: end, replacement: blank)
        startDeclaration(at: end)
    }
}
