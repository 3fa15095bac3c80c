/// The body markup of the Desktop Notifications Specification made safe for Pango.
///
/// Senders write the spec's subset (`<b>`, `<i>`, `<u>`, `<a href>`, `<img>`) and much else: HTML,
/// stray `&` and `<`, unbalanced tags. The result is always well-formed Pango markup: `b`, `i` and `u`
/// kept and balanced, links kept as their text (no `body-hyperlinks`), an image as its `alt` text,
/// `<br>` as a line break, every other tag stripped with its content kept, entities Pango knows kept,
/// every other `&`, `<` and `>` escaped, control characters other than tab and line breaks dropped.
public enum NotificationMarkup {
    /// The most scalars of a body that are read; past it the text is cut (a popup shows far less).
    public static let inputScalars = 16_000
    /// The longest tag looked for after a `<`; a longer one is taken as text.
    static let tagScalars = 1_000
    /// The deepest nesting of kept tags; deeper ones are stripped.
    static let nesting = 16
    private static let keptTags: Set<String> = ["b", "i", "u"]

    /// `body` as well-formed Pango markup (see the type's description), at most `maximumScalars` long
    /// with its closing tags: cut between two pieces, never inside a tag or an entity, so a later cut to
    /// the message's length finds nothing to cut. Linear in the input's length.
    public static func sanitized(_ body: String, maximumScalars: Int = SnackLimits.messageCharacters) -> String {
        let scalars = Array(body.unicodeScalars.prefix(inputScalars))
        var output: [Unicode.Scalar] = []
        var open: [String] = []
        var index = 0
        while index < scalars.count {
            let (lengthBefore, openBefore) = (output.count, open)
            defer {
                if output.count + open.count * 4 > maximumScalars {
                    output.removeLast(output.count - lengthBefore)
                    open = openBefore
                    index = scalars.count
                }
            }
            let scalar = scalars[index]
            switch scalar {
            case "&":
                if let (decoded, end) = entity(in: scalars, at: index) {
                    appendEscaped(decoded, to: &output)
                    index = end
                } else {
                    output.append(contentsOf: "&amp;".unicodeScalars)
                    index += 1
                }
                continue
            case "<":
                if let end = tagEnd(in: scalars, from: index) {
                    let tag = Tag(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
                    apply(tag, to: &output, open: &open)
                    index = end + 1
                } else {
                    output.append(contentsOf: "&lt;".unicodeScalars)
                    index += 1
                }
                continue
            default:
                appendEscaped(scalar, to: &output)
                index += 1
            }
        }
        for name in open.reversed() { output.append(contentsOf: "</\(name)>".unicodeScalars) }
        return String(String.UnicodeScalarView(output))
    }

    /// `text` with `&`, `<`, `>`, quotes escaped and unwanted control characters dropped: plain text as
    /// markup, at most `maximumScalars` long (cut before an escape, never inside one).
    public static func escaped(_ text: String, maximumScalars: Int = .max) -> String {
        var output: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            let lengthBefore = output.count
            appendEscaped(scalar, to: &output)
            if output.count > maximumScalars {
                output.removeLast(output.count - lengthBefore)
                break
            }
        }
        return String(String.UnicodeScalarView(output))
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to output: inout [Unicode.Scalar]) {
        switch scalar {
        case "&": output.append(contentsOf: "&amp;".unicodeScalars)
        case "<": output.append(contentsOf: "&lt;".unicodeScalars)
        case ">": output.append(contentsOf: "&gt;".unicodeScalars)
        case "\"": output.append(contentsOf: "&quot;".unicodeScalars)
        case "'": output.append(contentsOf: "&apos;".unicodeScalars)
        case "\t", "\n", "\r": output.append(scalar)
        default:
            // C0 and C1 controls and noncharacters are refused by GMarkup or show as boxes.
            let value = scalar.value
            guard value >= 0x20, !(0x7F...0x9F).contains(value), !(0xFDD0...0xFDEF).contains(value),
                value & 0xFFFE != 0xFFFE
            else { return }
            output.append(scalar)
        }
    }

    /// The scalar an entity at `start` stands for and the index after its `;`, or nil when it is none.
    private static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        var end = start + 1
        while end < scalars.count, end - start <= 10, scalars[end] != ";" { end += 1 }
        guard end < scalars.count, scalars[end] == ";" else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        if let scalar = named[name] { return (scalar, end + 1) }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end + 1)
    }

    /// The index of the `>` closing a tag opened at `start`: within `tagScalars`, with no `<` before it.
    private static func tagEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var end = start + 1
        guard end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "/" || scalars[end] == "!" else { return nil }
        while end < scalars.count, end - start <= tagScalars {
            if scalars[end] == ">" { return end }
            if scalars[end] == "<" { return nil }
            end += 1
        }
        return nil
    }

    private static func apply(_ tag: Tag, to output: inout [Unicode.Scalar], open: inout [String]) {
        if keptTags.contains(tag.name) {
            if tag.isClosing {
                guard let position = open.lastIndex(of: tag.name) else { return }
                for name in open[position...].reversed() { output.append(contentsOf: "</\(name)>".unicodeScalars) }
                open.removeSubrange(position...)
            } else if !tag.isSelfClosing, open.count < nesting {
                output.append(contentsOf: "<\(tag.name)>".unicodeScalars)
                open.append(tag.name)
            }
        } else if tag.name == "img", !tag.isClosing, let alt = tag.attribute("alt") {
            output.append(contentsOf: escaped(alt).unicodeScalars)
        } else if tag.name == "br" {
            output.append("\n")
        }
    }

    /// The inside of one `<…>`: its name, lowercased, whether it closes or closes itself, its attributes.
    private struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        let text: Substring

        init(_ inside: String) {
            isClosing = inside.hasPrefix("/")
            isSelfClosing = inside.hasSuffix("/")
            let body = inside.drop { $0 == "/" }
            let nameEnd = body.firstIndex { !$0.isLetter && !$0.isNumber } ?? body.endIndex
            name = body[..<nameEnd].lowercased()
            text = body[nameEnd...]
        }

        /// The value of `name="…"` or `name='…'`, if the tag has it.
        func attribute(_ wanted: String) -> String? {
            let key = Array((wanted + "=").unicodeScalars)
            let scalars = Array(text.unicodeScalars)
            var index = 0
            while index + key.count < scalars.count {
                defer { index += 1 }
                guard Array(scalars[index..<(index + key.count)]) == key else { continue }
                let quote = scalars[index + key.count]
                guard quote == "\"" || quote == "'" else { continue }
                let valueStart = index + key.count + 1
                guard let close = scalars[valueStart...].firstIndex(of: quote) else { return nil }
                return String(String.UnicodeScalarView(scalars[valueStart..<close]))
            }
            return nil
        }
    }
}
