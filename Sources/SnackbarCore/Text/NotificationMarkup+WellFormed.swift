extension NotificationMarkup {
    /// The elements Pango's markup knows, and the link GTK's labels take out before Pango reads the rest.
    private static let pangoElements: Set<Substring> = ["markup", "span", "b", "big", "i", "s", "sub", "sup", "small", "tt", "u", "a"]

    /// Whether Pango reads `markup` as markup: elements it knows, properly nested, and every `&` an entity
    /// (GMarkup's rules). A label shows text that fails as it is, so what the history lists and rules match
    /// does the same. Attributes are not checked. Linear in the text's length.
    public static func isWellFormed(_ markup: String) -> Bool {
        openElements(markup)?.isEmpty ?? false
    }

    /// The elements `markup` leaves open at its end, outermost first, when what it holds is well formed (as
    /// `isWellFormed` checks, but for the open ones); nil when it is not.
    static func openElements(_ markup: String) -> [Substring]? {
        var open: [Substring] = []
        var rest = Substring(markup)
        while let index = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            rest = rest[index...]
            if rest.first == "&" {
                guard let end = rest.firstIndex(of: ";"), isEntity(rest[rest.index(after: rest.startIndex)..<end]) else { return nil }
                rest = rest[rest.index(after: end)...]
                continue
            }
            if rest.hasPrefix("<!--") {
                guard let end = rest.firstRange(ofText: "-->") else { return nil }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { return nil }
            var tag = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            let isEnd = tag.first == "/"
            if isEnd { tag = tag.dropFirst() }
            let isEmpty = !isEnd && tag.last == "/"
            if isEmpty { tag = tag.dropLast() }
            let name = tag.prefix { !$0.isWhitespace }
            guard !tag.contains("<"), pangoElements.contains(name) else { return nil }
            if isEnd {
                guard open.popLast() == name, tag.dropFirst(name.count).allSatisfy(\.isWhitespace) else { return nil }
            } else if !isEmpty {
                open.append(name)
            }
        }
        return open
    }

    /// Whether `name` (between `&` and `;`) is one of GMarkup's entities or a character reference.
    private static func isEntity(_ name: Substring) -> Bool {
        if ["amp", "lt", "gt", "quot", "apos"].contains(name) { return true }
        guard name.first == "#" else { return false }
        let digits = name.dropFirst()
        let isHex = digits.first == "x"
        let number = isHex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return number.flatMap(Unicode.Scalar.init).map { $0.value != 0 } ?? false
    }
}
