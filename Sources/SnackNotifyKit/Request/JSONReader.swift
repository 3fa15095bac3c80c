/// A recursive-descent reader over UTF-8 bytes for `JSONValue.parse`.
struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws(JSONValue.SyntaxError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw JSONValue.SyntaxError() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .number(try number())
        }
    }

    mutating func literal(_ word: String) throws(JSONValue.SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw JSONValue.SyntaxError()
        }
        index += expected.count
    }

    mutating func expect(_ byte: UInt8) throws(JSONValue.SyntaxError) {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw JSONValue.SyntaxError() }
        index += 1
    }

    mutating func object() throws(JSONValue.SyntaxError) -> JSONValue {
        try expect(UInt8(ascii: "{"))
        var fields: [(String, JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        repeat {
            skipSpace()
            let key = try string()
            try expect(UInt8(ascii: ":"))
            fields.append((key, try value()))
            skipSpace()
        } while index < bytes.count && bytes[index] == UInt8(ascii: ",")
            && {
                index += 1
                return true
            }()
        try expect(UInt8(ascii: "}"))
        return .object(fields)
    }

    mutating func array() throws(JSONValue.SyntaxError) -> JSONValue {
        try expect(UInt8(ascii: "["))
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        repeat {
            items.append(try value())
            skipSpace()
        } while index < bytes.count && bytes[index] == UInt8(ascii: ",")
            && {
                index += 1
                return true
            }()
        try expect(UInt8(ascii: "]"))
        return .array(items)
    }

    mutating func number() throws(JSONValue.SyntaxError) -> Double {
        let start = index
        let allowed = Array("+-0123456789.eE".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        guard let text = String(validating: bytes[start..<index], as: UTF8.self), let value = Double(text) else {
            throw JSONValue.SyntaxError()
        }
        return value
    }

    mutating func string() throws(JSONValue.SyntaxError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw JSONValue.SyntaxError() }
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                guard let text = String(validating: out, as: UTF8.self) else { throw JSONValue.SyntaxError() }
                return text
            }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count,
                    let hex = String(validating: bytes[index..<index + 4], as: UTF8.self),
                    let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code)
                else {
                    throw JSONValue.SyntaxError()
                }
                index += 4
                out += Array(String(Character(scalar)).utf8)
            default: out.append(escape)
            }
        }
        throw JSONValue.SyntaxError()
    }
}
