import Foundation
import SnackbarTestTags
import Testing

/// The gallery in German: its screenshot tour prints what each picture shows in words (`text` lines: the
/// window's title, labels and buttons, and each scenario's snacks), and none of it is English.
@Suite(.serialized, .tags(.display))
struct GalleryLanguageTests {
    private static let gallery = Command.productsDirectory + "/snack-gallery"
    /// A display of this suite's own: the gallery tour's pictures of `GalleryTests` show nothing of this one.
    static let display = Result { try PrivateDisplay() }

    /// The catalogue's texts whose German differs from the English, each as a pattern that matches the
    /// English text with its `%s` filled in.
    static func englishPatterns() throws -> [NSRegularExpression] {
        let catalogue = try String(contentsOfFile: Command.packageDirectory + "/po/de.po", encoding: .utf8)
        var pairs: [(english: String, german: String)] = []
        var field: String?
        var values: [String: String] = [:]
        func flush() {
            if let english = values["msgid"], !english.isEmpty, let german = values["msgstr"] ?? values["msgstr[0]"] {
                pairs.append((english, german))
            }
            values = [:]
        }
        for line in catalogue.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.hasPrefix("#") {
                field = nil
                if line.isEmpty { flush() }
                continue
            }
            if let space = line.firstIndex(of: " "), !line.hasPrefix("\"") {
                field = String(line[..<space])
                values[field!] = unquote(line[line.index(after: space)...])
            } else if let field {
                values[field, default: ""] += unquote(line)
            }
        }
        flush()
        // A text made mostly of placeholders ("%s: %s") would match anything.
        let worded = pairs.filter { pair in
            pair.english != pair.german && pair.english.replacingOccurrences(of: "%s", with: "").filter(\.isLetter).count >= 4
        }
        return try worded.map { pair in
            let pattern = NSRegularExpression.escapedPattern(for: pair.english)
                .replacingOccurrences(of: "%%", with: "%")
                .replacingOccurrences(of: #"%([0-9]+\$)?s"#, with: ".*", options: .regularExpression)
            return try NSRegularExpression(pattern: "^" + pattern + "$")
        }
    }

    private static func unquote(_ text: Substring) -> String {
        String(text.dropFirst().dropLast()).replacingOccurrences(of: #"\""#, with: "\"").replacingOccurrences(of: #"\n"#, with: "\n")
    }

    /// Words that English sentences are made of and German ones are not.
    static let englishWords: Set<String> = [
        "the", "is", "are", "of", "and", "to", "your", "this", "with", "it", "at", "on", "by", "you", "now",
        "press", "shown", "left", "until", "delete", "undo", "policy", "theme", "light", "dark", "saved"
    ]

    @Test func underAGermanLocaleEveryTextTheGalleryShowsIsGerman() async throws {
        let display = try Self.display.get()
        let directory = try Command.temporaryDirectory("gallery-german")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let runtime = try Command.temporaryDirectory("gallery-german-runtime")
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let german: [String: String?] = ["LC_ALL": "de_DE.UTF-8", "LANGUAGE": "de", "XDG_RUNTIME_DIR": runtime]
        let result = try await Command.run(
            [Self.gallery, "--screenshots", directory], environment: display.environment.merging(german) { $1 })
        #expect(result.status == 0, "\(result.errors)")

        var texts: [(scenario: String, text: String)] = []
        for line in result.output.split(separator: "\n") where line.hasPrefix("text ") {
            let fields = line.split(separator: " ", maxSplits: 2)
            if fields.count == 3 { texts.append((String(fields[1]), String(fields[2]))) }
        }
        #expect(texts.first?.text == "Snackbar-Galerie", "the window's title first: \(texts.prefix(1))")
        // Every button, and every scenario's snack, said something.
        let scenarios = result.output.split(separator: "\n").filter { $0.hasPrefix("screenshot ") }.compactMap {
            $0.split(separator: " ")[1].split(separator: "-", maxSplits: 1).last.map { String($0.dropLast(4)) }
        }
        #expect(scenarios.count >= 30, "\(result.output)")
        let said = Set(texts.map(\.scenario))
        #expect(Set(scenarios).subtracting(said).isEmpty, "scenarios without text: \(Set(scenarios).subtracting(said).sorted())")
        #expect(texts.filter { $0.scenario == "empty" }.count >= scenarios.count, "a label per button")
        for expected in ["Positiv", "Unbegrenzt", "Erste Zeile löschen", "Oben links", "Regel: stapeln (fügt 3 hinzu)"] {
            #expect(texts.contains { $0.scenario == "empty" && $0.text == expected }, "button \(expected)")
        }

        let patterns = try Self.englishPatterns()
        #expect(patterns.count > 200, "the catalogue's texts: \(patterns.count)")
        let english = texts.filter { shown in
            let range = NSRange(shown.text.startIndex..., in: shown.text)
            let words = Set(shown.text.lowercased().split { !$0.isLetter }.map(String.init))
            return !words.isDisjoint(with: Self.englishWords) || patterns.contains { $0.firstMatch(in: shown.text, range: range) != nil }
        }
        #expect(english.isEmpty, "left in English: \(english.map { "\($0.scenario): \($0.text)" })")
    }
}
