/// The escapes notify-send interprets in BODY, as GLib's `g_strcompress` does.
package enum StringCompress {
    /// `bytes` with `\b \f \n \r \t \v \\ \"` and octal `\NNN` replaced by the bytes they stand for.
    ///
    /// A backslash before any other character is dropped and the character kept; a trailing backslash
    /// is dropped. Works on bytes because an octal escape may produce bytes that are not UTF-8; the
    /// caller validates the result.
    package static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let next = bytes[index]
            index += 1
            switch next {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count,
                    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
                {
                    value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "v"): out.append(0x0B)
            default: out.append(next)
            }
        }
        return out
    }
}
