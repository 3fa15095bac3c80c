import SnackbarCore

/// One `-h TYPE:NAME:VALUE` hint, checked as notify-send checks it.
package struct NotifyHint: Sendable, Equatable {
    /// The hint's value, typed.
    package enum Value: Sendable, Equatable {
        case string(String)
        case int(Int32)
        case double(Double)
        case byte(UInt8)
        case boolean(Bool)
        /// A GVariant in text form, already checked by the environment.
        case variant(String)
    }

    /// The hint's name (`value`, `image-path`, `x-dunst-stack-tag`, …).
    package var name: String
    /// The typed value.
    package var value: Value

    /// Creates a hint from its parts (a D-Bus notification's hints arrive typed).
    package init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    /// Parses `TYPE:NAME:VALUE` (the type case-insensitive), with notify-send's error texts.
    /// - Throws: `NotifyFailure` for a bad syntax, an unknown type or a value of the wrong type.
    package init(parsing text: String, environment: some NotifyEnvironment) throws(NotifyFailure) {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { throw .hintSyntax }
        let (type, name, raw) = (parts[0], parts[1], parts[2])
        let conversionError = NotifyFailure(
            localized("Value \"%s\" of hint \"%s\" could not be parsed as type \"%s\".", raw, name, type))
        self.name = name
        switch type.lowercased() {
        case "string":
            value = .string(raw)
        case "int":
            guard raw.first?.isASCIIDigit == true else { throw conversionError }
            value = .int(Int32(truncatingIfNeeded: NotifyHint.leadingUnsigned(raw)))
        case "double":
            guard raw.first?.isASCIIDigit == true else { throw conversionError }
            value = .double(NotifyHint.leadingDouble(raw))
        case "byte":
            let trimmed = raw.drop { $0 == " " || $0 == "\t" }
            let magnitude = NotifyHint.leadingUnsigned(String(trimmed.drop { $0 == "+" || $0 == "-" }))
            guard magnitude <= 0xFF, !(trimmed.first == "-" && magnitude != 0) else { throw conversionError }
            value = .byte(UInt8(magnitude))
        case "boolean":
            value = .boolean(
                raw.lowercased() == "true"
                    || (raw.first?.isASCIIDigit == true && NotifyHint.leadingUnsigned(raw) != 0))
        case "variant":
            guard environment.isValidVariant(raw) else { throw conversionError }
            value = .variant(raw)
        default:
            throw NotifyFailure(localized("Invalid hint type \"%s\". Valid types are boolean, int, double, string, byte and variant.", type))
        }
    }

    /// The number formed by the leading decimal digits (`g_ascii_strtoull` base 10), saturating.
    static func leadingUnsigned(_ text: String) -> UInt64 {
        var result: UInt64 = 0
        for character in text {
            guard let digit = character.wholeNumberValue, character.isASCIIDigit else { break }
            let (times, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(digit))
            if overflow1 || overflow2 { return .max }
            result = sum
        }
        return result
    }

    /// The number formed by the longest leading prefix that reads as a decimal number (`g_strtod`).
    static func leadingDouble(_ text: String) -> Double {
        var prefix = Substring(text)
        while !prefix.isEmpty {
            if let value = Double(prefix) { return value }
            prefix = prefix.dropLast()
        }
        return 0
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
