/// Substring search with the standard library alone.
///
/// `contains(_:)`, `firstRange(of:)` and `replacing(_:with:)` on text come from `_StringProcessing`, whose
/// one object file brings the whole regex engine along: ~1 MB of code in each binary that links the
/// Swift runtime statically (the popup service), all of it resident. These compare characters, as those do.
extension StringProtocol {
    /// The first range where `pattern` occurs; an empty pattern is found at the start.
    package func firstRange(ofText pattern: some StringProtocol) -> Range<Index>? {
        guard let head = pattern.first else { return startIndex..<startIndex }
        var searchStart = startIndex
        while let candidate = self[searchStart...].firstIndex(of: head) {
            var index = candidate
            var patternIndex = pattern.startIndex
            while patternIndex != pattern.endIndex, index != endIndex, self[index] == pattern[patternIndex] {
                formIndex(after: &index)
                pattern.formIndex(after: &patternIndex)
            }
            if patternIndex == pattern.endIndex { return candidate..<index }
            // The text ran out before the pattern did: no later start fits either.
            if index == endIndex { return nil }
            searchStart = self.index(after: candidate)
        }
        return nil
    }

    /// Whether `pattern` occurs in the text.
    package func containsText(_ pattern: some StringProtocol) -> Bool {
        firstRange(ofText: pattern) != nil
    }

    /// The text with every occurrence of `pattern` (non-empty) replaced by `replacement`, left to right.
    package func replacingText(_ pattern: some StringProtocol, with replacement: some StringProtocol) -> String {
        guard !pattern.isEmpty else { return String(self) }
        var result = ""
        var rest = self[...]
        while let found = rest.firstRange(ofText: pattern) {
            result += rest[..<found.lowerBound]
            result += replacement
            rest = rest[found.upperBound...]
        }
        result += rest
        return result
    }
}
