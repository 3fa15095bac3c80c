extension RGBAColor {
    /// Parses `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(r,g,b)` or `rgba(r,g,b,a)`, ignoring case and
    /// surrounding whitespace (also around the commas and parentheses).
    ///
    /// Channels in `rgb()`/`rgba()` are numbers 0…255 (decimals are rounded) or percentages; alpha is
    /// a number 0…1 or a percentage.
    /// - Parameters:
    ///   - text: the colour as written by the user.
    ///   - field: the theme field or option the text came from, quoted in the error.
    /// - Throws: `SnackError.invalidColor(field:value:)` naming the field and the text as given.
    public init(parsing text: String, field: String) throws(SnackError) {
        let value = text.trimmedOfWhitespace().lowercased()
        let parsed: RGBAColor?
        if value.hasPrefix("#") {
            parsed = Self.parseHex(value.dropFirst())
        } else {
            parsed = Self.parseFunction(value)
        }
        guard let parsed else { throw .invalidColor(field: field, value: text) }
        self = parsed
    }

    private static func parseHex(_ digits: Substring) -> RGBAColor? {
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let values = digits.compactMap { $0.hexDigitValue }
        switch values.count {
        case 3:
            return RGBAColor(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
            return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
        default:
            return nil
        }
    }

    private static func parseFunction(_ value: String) -> RGBAColor? {
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let name = value[..<open].trimmedOfWhitespace()
        let arguments = value[value.index(after: open)..<value.index(before: value.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmedOfWhitespace() }
        let expectedCount: Int
        switch name {
        case "rgb": expectedCount = 3
        case "rgba": expectedCount = 4
        default: return nil
        }
        guard arguments.count == expectedCount,
            let red = channel(arguments[0]),
            let green = channel(arguments[1]),
            let blue = channel(arguments[2])
        else { return nil }
        var alpha = 1.0
        if expectedCount == 4 {
            guard let parsedAlpha = fraction(arguments[3]) else { return nil }
            alpha = parsedAlpha
        }
        return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A channel: 0…255 or 0%…100%.
    private static func channel(_ text: Substring) -> Int? {
        if text.hasSuffix("%") {
            guard let percent = number(text.dropLast()), percent <= 100 else { return nil }
            return Int((percent * 255 / 100).rounded())
        }
        guard let value = number(text), value <= 255 else { return nil }
        return Int(value.rounded())
    }

    /// Alpha: 0…1 or 0%…100%.
    private static func fraction(_ text: Substring) -> Double? {
        if text.hasSuffix("%") {
            guard let percent = number(text.dropLast()), percent <= 100 else { return nil }
            return percent / 100
        }
        guard let value = number(text), value <= 1 else { return nil }
        return value
    }

    /// A plain non-negative decimal (`12`, `0.5`, `.5`); rejects signs, exponents, `nan`, `inf` and hex floats.
    private static func number(_ text: Substring) -> Double? {
        let digitCount = text.filter(\.isASCIIDigit).count
        let dotCount = text.filter { $0 == "." }.count
        guard digitCount > 0, dotCount <= 1, digitCount + dotCount == text.count else { return nil }
        return Double(String(text))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (Foundation-free `trimmingCharacters`).
    func trimmedOfWhitespace() -> Substring {
        let text = self[...]
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return Substring() }
        return Substring(text[first...last])
    }
}
