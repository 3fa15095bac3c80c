/// Integer option values read as GOption reads them (`strtol` with base 0, then a 32-bit range check).
enum GOptionInteger {
    /// The value of `text` for the option spelled `spelling`.
    /// - Throws: GOption's "Cannot parse integer value" or "out of range" failure.
    static func parse(_ text: String, for spelling: String) throws(NotifyFailure) -> Int32 {
        var scalars = Substring(text)
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" {
            scalars = scalars.dropFirst()
        }
        var negative = false
        if let sign = scalars.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            scalars = scalars.dropFirst()
        }
        var radix = 10
        if scalars.hasPrefix("0x") || scalars.hasPrefix("0X"), scalars.count > 2 {
            radix = 16
            scalars = scalars.dropFirst(2)
        } else if scalars.hasPrefix("0"), scalars.count > 1 {
            radix = 8
            scalars = scalars.dropFirst()
        }
        guard !scalars.isEmpty, let magnitude = Int64(scalars, radix: radix) else {
            let fitsNoInt64 = !scalars.isEmpty && scalars.allSatisfy { $0.isHexDigit && Int(String($0), radix: radix) != nil }
            throw fitsNoInt64 ? .integerOutOfRange(text, spelling) : .notAnInteger(text, spelling)
        }
        let value = negative ? -magnitude : magnitude
        guard let result = Int32(exactly: value) else { throw .integerOutOfRange(text, spelling) }
        return result
    }
}
