import SnackbarCore

/// A number with its unit in a CSS value (`12px`, `1.5em`, `200%`), read from bytes, and its size in
/// pixels where it is a length.
struct CSSLength {
    /// The text as written, e.g. `99999999px`.
    let text: String
    /// The number and its unit, e.g. `99999999` and `px`.
    let number: Double
    let unit: String
    /// Bytes read, from the number's first byte to the unit's last.
    let length: Int

    /// Pixels per unit, taking 1em (and rem, ex) as 16px: what `SnackLimits` lengths are counted in.
    private static let pixelsPerUnit: [String: Double] = [
        "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
        "em": 16, "rem": 16, "ex": 8, "ch": 8, "vw": 12.8, "vh": 8, "vmin": 8, "vmax": 12.8
    ]

    /// The number (and unit) starting at `offset`, or nil when no number starts there: a digit (or a
    /// dot and a digit, or a sign before either) not glued to a word or a `#` colour before it.
    static func read(_ bytes: [UInt8], at offset: Int) -> CSSLength? {
        if offset > 0, isWordByte(bytes[offset - 1]) || bytes[offset - 1] == UInt8(ascii: "#") { return nil }
        var end = offset
        if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
        let digitsStart = end
        while end < bytes.count, isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        guard end > digitsStart, bytes[digitsStart..<end].contains(where: isDigit) else { return nil }
        // An exponent: `1e9px`, not the `e` of `em`.
        if end + 1 < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e"), isDigit(bytes[end + 1]) {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        }
        guard let number = Double(String(decoding: bytes[offset..<end], as: UTF8.self)) else { return nil }
        var unitEnd = end
        while unitEnd < bytes.count, isLetter(bytes[unitEnd]) || bytes[unitEnd] == UInt8(ascii: "%") { unitEnd += 1 }
        return CSSLength(
            text: String(decoding: bytes[offset..<unitEnd], as: UTF8.self), number: number,
            unit: String(decoding: bytes[end..<unitEnd], as: UTF8.self).lowercased(),
            length: unitEnd - offset)
    }

    /// Its size in pixels when it is a length; a percentage counts against 16px, as a font size does.
    var pixels: Double? {
        if unit == "%" { return abs(number) * 16 / 100 }
        return Self.pixelsPerUnit[unit].map { abs(number) * $0 }
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
