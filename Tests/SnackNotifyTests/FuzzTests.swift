import Foundation
import SnackNotifyKit
import Testing

extension DesktopTests {
    /// Random command lines, random `Show` dictionaries over D-Bus and random stylesheet bytes against a
    /// running service (bounded and seeded: `SNACK_FUZZ_SEED` picks another seed). After each one, a
    /// valid call must get its popup's window mapped within 1 s, proving the service still serves.
    @Suite("Fuzzing the popup service", .serialized)
    struct FuzzTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop() }

        static let casesPerKind = 12

        @Test func theServiceServesAValidCallAfterEveryRandomInput() async throws {
            let seed = ProcessInfo.processInfo.environment["SNACK_FUZZ_SEED"].flatMap(UInt64.init) ?? 11
            var random = FuzzRandom(seed: seed)
            var script = Data(
                #"""
                work="$DESKTOP_DIR/fuzz"; rm -rf "$work"; mkdir "$work"; mkfifo "$work/fifo"; cd "$work"
                close() { gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                    --method io.snackbar.Notifier.Close "$1" > /dev/null 2>&1; }
                # The service started beforehand: the 1 s bound is for serving, not for a cold start under load.
                last=$($NOTIFY -p --duration infinite warm-up); close "$last"
                probe() {
                    id=$(SNACK_NOTIFY_TIMEOUT=1 $NOTIFY -p --duration infinite "probe $1" 2> /dev/null); status=$?
                    echo "$1 status $status $(xwininfo -name "snackbar: popup-$id" 2> /dev/null | grep -o 'Map State: [A-Za-z]*')"
                    for old in $(seq $((last + 1)) "${id:-$last}"); do close "$old"; done; last=${id:-$last}
                }

                """#.utf8)
            for index in 0..<Self.casesPerKind {
                script +=
                    Data("timeout -s INT 0.3 $NOTIFY ".utf8) + random.argv().map(Self.quoted).joined(separator: Data(" ".utf8))
                    + Data(" < /dev/null > /dev/null 2>&1; probe argv-\(index)\n".utf8)
                script +=
                    Data(
                        "timeout 2 gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier --method io.snackbar.Notifier.Show "
                            .utf8)
                    + Self.quoted(Data(random.showDictionary().utf8)) + Data(" > /dev/null 2>&1; probe show-\(index)\n".utf8)
                script +=
                    Data("printf '%s' ".utf8) + Self.quoted(random.styleSheet())
                    + Data(" > \"$work/theme.css\"; timeout 2 $NOTIFY --theme \"$work/theme.css\" styled > /dev/null 2>&1; probe css-\(index)\n".utf8)
            }
            script += Data("cd /\n".utf8)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("snack-fuzz-\(UUID().uuidString).sh")
            try script.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try await onDesktop(". '\(file.path)'")
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.count == 3 * Self.casesPerKind, "seed \(seed): \(result.standardOutput) \(result.standardError)")
            for line in lines {
                #expect(line.hasSuffix(" status 0 Map State: IsViewable"), "seed \(seed), after \(line)")
            }
        }

        /// `bytes` in single quotes for sh: a quote inside becomes `'\''`.
        static func quoted(_ bytes: Data) -> Data {
            Data("'".utf8) + Data(bytes.flatMap { $0 == UInt8(ascii: "'") ? Array("'\\''".utf8) : [$0] }) + Data("'".utf8)
        }
    }
}

/// The fuzz test's inputs, from a seeded xorshift generator.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(max(1, bound)))
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }

    /// Texts that have broken renderers: paths to what must not be read, markup, huge and odd text.
    mutating func text() -> Data {
        let choices: [Data] = [
            Data("hello".utf8), Data("./fifo".utf8), Data("/dev/zero".utf8), Data("/dev/urandom".utf8), Data("/tmp".utf8),
            Data("<span font=\"1000\">huge</span>".utf8), Data("<b>unclosed".utf8), Data("<a href=\"x\">link</a>".utf8),
            Data(String(repeating: "line\n", count: 300).utf8), Data(String(repeating: "W", count: 20_000).utf8),
            Data(("a" + String(repeating: "\u{301}", count: 3_000)).utf8), Data([0xFF, 0xFE, 0x41]), Data("-".utf8),
            Data("int:value:\(next(300) - 100)".utf8), Data("string:image-path:/dev/zero".utf8), Data("9999999999".utf8),
            Data("short".utf8), Data("infinite".utf8), Data("0.01".utf8), Data("critical".utf8), Data("x=\(String(repeating: "L", count: 500))".utf8)
        ]
        return pick(choices)
    }

    /// A random command line: option spellings of the real table, random values and texts.
    mutating func argv() -> [Data] {
        let spellings = NotifyOption.all.flatMap(\.spellings) + ["--", "-pwe", "--frobnicate"]
        return (0..<(1 + next(6))).flatMap { _ -> [Data] in
            next(3) == 0 ? [text()] : [Data(pick(spellings).utf8)] + (next(2) == 0 ? [text()] : [])
        }
    }

    /// A random `a{sv}` in GVariant text: the wire's keys and others, each with a value of a random type.
    mutating func showDictionary() -> String {
        let keys = [
            "message", "title", "kind", "duration", "urgency", "icon", "app-name", "categories", "action-names",
            "action-labels", "long-action", "close-button", "edge", "align", "monitor", "theme", "color-scheme",
            "markup", "tag", "display", "replace-id", "transient", "wait", "progress", "bogus"
        ]
        let entries = (0..<(1 + next(8))).map { _ in "'\(pick(keys))': <\(variantValue())>" }
        return "{" + (["'message': <'fuzz'>"] + entries).joined(separator: ", ") + "}"
    }

    private mutating func variantValue() -> String {
        switch next(8) {
        case 0: return next(2) == 0 ? "true" : "false"
        case 1: return "\(Double(next(2_000_000)) / 1000 - 1000)"
        case 2: return "uint32 \(next(1 << 31))"
        case 3: return "int64 -\(next(1000))"
        case 4: return "['\(gvariantEscaped(text()))', 'b']"
        case 5: return "<'nested'>"
        default: return "'\(gvariantEscaped(text()))'"
        }
    }

    /// `bytes` as the inside of a GVariant text string (valid UTF-8 only; anything else is dropped).
    private func gvariantEscaped(_ bytes: Data) -> String {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar -> String in
            switch scalar {
            case "'", "\\": return "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar == "\u{FFFD}": return "\\u" + String(format: "%04x", scalar.value)
            default: return String(scalar)
            }
        }.joined()
    }

    /// Random stylesheet bytes: pieces of real CSS, hostile references and plain noise.
    mutating func styleSheet() -> Data {
        let pieces: [Data] = [
            Data(".snackbar { color: red; }\n".utf8), Data("@import url(\"fifo\");\n".utf8), Data("@import '/dev/zero';\n".utf8),
            Data(".a { min-width: 99999999px; font-size: 1e9em; }\n".utf8), Data("{{{{".utf8), Data("}}}}".utf8),
            Data(".b { background-image: url('/dev/urandom'); }\n".utf8), Data("/* unterminated".utf8), Data("\"".utf8),
            Data(String(repeating: ".c, ", count: 400).utf8) + Data("x { }".utf8), Data("@keyframes k { 0% { opacity: 0 } }".utf8)
        ]
        var bytes = Data()
        for _ in 0..<(1 + next(6)) {
            if next(3) == 0 {
                bytes += Data((0..<(1 + next(200))).map { _ in UInt8(1 + next(255)) })
            } else {
                bytes += pick(pieces)
            }
        }
        return bytes
    }
}
