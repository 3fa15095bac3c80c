import SnackNotifyKit

/// A request's wire dictionary as GVariant text (`a{sv}` in the form `g_variant_parse` reads), written
/// without GLib: the `show` line of the handoff protocol and the renderer's argument. The client's
/// socket path must not load GLib (a call to a running service would pay for mapping and relocating it);
/// the service reads the text with `g_variant_parse` (`WireVariant.request(parsing:)`).
package enum WireText {
    /// `request`'s wire dictionary as one line of GVariant text (no newline: control characters are escaped).
    package static func text(of request: NotifyRequest) -> String {
        text(of: request.wireDictionary)
    }

    /// `dictionary` as an `a{sv}` in GVariant text, keys sorted.
    package static func text(of dictionary: [String: NotifyWireValue]) -> String {
        var text = "@a{sv} {"
        for (index, entry) in dictionary.sorted(by: { $0.key < $1.key }).enumerated() {
            text += (index == 0 ? "" : ", ") + quoted(entry.key) + ": <" + value(entry.value) + ">"
        }
        return text + "}"
    }

    /// A value as `g_variant_print` writes it inside a variant: numbers that would read back as another
    /// type carry their type (`uint32 5`), a double always has a point or an exponent, an empty array its type.
    static func value(_ value: NotifyWireValue) -> String {
        switch value {
        case .string(let text): return quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .uint32(let number): return "uint32 \(number)"
        case .double(let number):
            let text = number.description
            return text.contains(where: { ".enN".contains($0) }) ? text : text + ".0"
        case .strings(let texts):
            return texts.isEmpty ? "@as []" : "[" + texts.map(quoted).joined(separator: ", ") + "]"
        }
    }

    /// A GVariant string literal: single quotes, backslash escapes for the quote and the backslash,
    /// `\uXXXX` for control characters. A C string ends at NUL, and so does a wire string.
    static func quoted(_ text: String) -> String {
        var result = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0": return result + "'"
            case "'", "\\": result += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }
}
