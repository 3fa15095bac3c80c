import SnackbarCore

/// The little CSS syntax the checker needs: comments, strings, words, where a declaration or rule
/// ends, `@import` targets, and the limits on lengths and fonts.
extension StyleSheetChecker {
    /// Expands `@import` between `start` (its `@`) and `end` (its `;`): the file it names goes into the
    /// assembly in its place; a refused one is left out with a problem at the rule.
    func importRule(_ source: CSSSource, from start: Int, to end: Int, chain: [String]) {
        let rule = source.bytes[(start + "@import".count)..<end]
        guard let reference = URLReference(importing: rule, in: source) else {
            return problems.append(source.problem(at: start, "@import needs a file: @import url(\"file.css\");"))
        }
        switch reference.target {
        case .refused(let message):
            problems.append(source.problem(at: start, "@import: " + message))
        case .kept:
            assembly.append(source.bytes[start...min(end, source.bytes.count - 1)], from: source.position(of: start))
        case .file(let path):
            if chain.contains(path) {
                problems.append(source.problem(at: start, "@import: \(path) imports itself"))
            } else if chain.count >= SnackLimits.importDepth {
                problems.append(source.problem(at: start, "@import: imports nested deeper than \(SnackLimits.importDepth)"))
            } else {
                include(path, chain: chain, namedAt: (source, start))
            }
        }
    }

    /// Why `value` may not be used for `property`, or nil: fonts within `SnackLimits.fontPixels`, other
    /// lengths within `SnackLimits.styleSheetLengthPixels`.
    static func excess(_ value: CSSLength, of property: String) -> String? {
        let isFont = property == "font" || property == "font-size"
        guard let pixels = value.pixels, isFont || value.unit != "%" else { return nil }
        let limit = isFont ? SnackLimits.fontPixels : SnackLimits.styleSheetLengthPixels
        guard pixels > Double(limit) else { return nil }
        return "\(value.text) is larger than the \(limit)px a snack theme may use for \(property); the declaration is left out"
    }

    /// The offset after the comment or string starting at `index`, or nil when none starts there.
    static func skipCommentOrString(_ bytes: [UInt8], at index: Int) -> Int? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(end + 2, bytes.count)
        }
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return nil }
        var end = index + 1
        while end < bytes.count, bytes[end] != byte, bytes[end] != UInt8(ascii: "\n") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(end + 1, bytes.count)
    }

    /// The offset of the `;` or `}` ending the declaration (or statement) that `index` is in, outside
    /// comments, strings and parentheses; the end of the text when there is none.
    static func declarationEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        var parentheses = 0
        while end < bytes.count {
            if let skipped = skipCommentOrString(bytes, at: end) {
                end = skipped
                continue
            }
            switch bytes[end] {
            case UInt8(ascii: "("): parentheses += 1
            case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
            case UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: "{"):
                if parentheses == 0 { return end }
            default: break
            }
            end += 1
        }
        return end
    }

    /// Whether `word` (ASCII, any case) starts at `index` and is not the tail of a longer word.
    static func hasWord(_ word: String, in bytes: [UInt8], at index: Int) -> Bool {
        let letters = Array(word.utf8)
        guard index + letters.count <= bytes.count, index == 0 || !CSSLength.isWordByte(bytes[index - 1]) else { return false }
        return zip(bytes[index...], letters).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }

    /// `bytes` as lowercase text without surrounding white space (a property name).
    static func word(_ bytes: ArraySlice<UInt8>) -> String {
        let isSpace = { (byte: UInt8) in byte == 32 || (9...13).contains(byte) }
        let trimmed = bytes.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        return String(decoding: trimmed, as: UTF8.self).lowercased()
    }
}
