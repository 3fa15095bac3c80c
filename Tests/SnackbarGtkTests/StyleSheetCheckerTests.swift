import CGtk
import Foundation
import SnackbarTestTags
import Testing

@testable import SnackbarGtk

/// What GTK is handed of a user's stylesheet: read safely, imports expanded, the costly left out with
/// `file:line:column`.
@MainActor @Suite(.tags(.display)) struct StyleSheetCheckerTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snack-css-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// GTK would open an imported FIFO itself and block the main loop until a writer came.
    @Test(arguments: ["fifo", "/dev/zero", "/dev/urandom"])
    func anImportOfAFileThatIsNoRegularFileIsRefusedAtOnce(target: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if target == "fifo" { try #require(mkfifo(folder + "/fifo", 0o600) == 0) }
        let path = try write("theme.css", ".snackbar { color: red; }\n  @import url(\"\(target)\");\n.title { color: blue; }\n")
        let checked = StyleSheetChecker(file: path)
        let named = target.hasPrefix("/") ? target : folder + "/" + target
        #expect(checked.problems.map(\.description) == ["\(path):2:3: @import: \(named): not a regular file"])
        #expect(checked.text.contains(".title { color: blue; }"), "the rest still applies")
        #expect(!checked.text.contains("@import"))
    }

    @Test func aRegularImportIsExpandedAndGtksErrorsPointIntoTheImportedFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/parts", withIntermediateDirectories: true)
        let part = try write("parts/part.css", "/* part */\n.message { colr: red; }\n")
        let path = try write("main.css", "@import \"parts/part.css\";\n.snackbar { color: red; }\n.title { fnt: 1px; }\n")
        try #require(gtk_init_check(nil, nil) != 0, "needs a display: run under Xvfb (make test)")
        let parsed = ParsedCSS.load(file: path)
        defer { parsed.release() }
        #expect(parsed.problems.count == 2, "\(parsed.problems)")
        #expect(parsed.problems.first?.hasPrefix("\(part):2:12: ") == true, "\(parsed.problems)")
        #expect(parsed.problems.last?.hasPrefix("\(path):3:10: ") == true, "\(parsed.problems)")
    }

    /// The checker's problems and GTK's come out by line, as a reader goes down the file.
    @Test func problemsAreListedInTheFilesOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try write(
            "order.css",
            ".snackbar { colr: red; }\n.title { color: blue; }\n.icon { background-image: url(\"/no/such.png\"); }\n.close { fnt: 1px; }\n")
        try #require(gtk_init_check(nil, nil) != 0, "needs a display: run under Xvfb (make test)")
        let parsed = ParsedCSS.load(file: path)
        defer { parsed.release() }
        #expect(parsed.problems.map { $0.split(separator: ":").dropFirst().first.map(String.init) } == ["1", "3", "4"], "\(parsed.problems)")
    }

    @Test func importsThatLoopOrNameAnotherSchemeAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try write("loop.css", "@import url('loop.css');\n@import url(\"https://example.org/x.css\");\n")
        #expect(
            StyleSheetChecker(file: path).problems.map(\.description) == [
                "\(path):1:1: @import: \(path) imports itself",
                "\(path):2:1: @import: https://example.org/x.css: only files and resource: URLs are read"
            ])
    }

    /// `min-width: 99999999px` stalled the service for seconds; a font of 1000px made a popup taller
    /// than the screen.
    @Test func hugeLengthsAndFontsAreLeftOutWithTheirPosition() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try write("big.css", ".snackbar {\n  color: red; min-width: 99999999px;\n  font-size: 5em;\n  margin: 12px;\n}\n")
        let checked = StyleSheetChecker(file: path)
        #expect(
            checked.problems.map(\.description) == [
                "\(path):2:26: 99999999px is larger than the 256px a snack theme may use for min-width; the declaration is left out",
                "\(path):3:14: 5em is larger than the 64px a snack theme may use for font-size; the declaration is left out"
            ])
        let blank = { (text: String) in String(repeating: " ", count: text.count) }
        #expect(
            checked.text == ".snackbar {\n  color: red;" + blank(" min-width: 99999999px;") + "\n" + blank("  font-size: 5em;")
                + "\n  margin: 12px;\n}\n", "left out, with every other byte where it was")
    }

    @Test func selectorsPastTheLimitAreCutWithTheRestOfTheText() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rules = (0..<400).map { ".r\($0) { color: red; }" }.joined(separator: "\n")
        let path = try write("many.css", rules)
        let checked = StyleSheetChecker(file: path)
        #expect(checked.problems.map(\.description) == ["\(path):301:1: more than 300 selectors; this rule and the ones after it are left out"])
        #expect(checked.text.split(separator: "\n").count == 300)
        let declarations = try write("long.css", ".a {\n" + String(repeating: "  color: red;\n", count: 3_001) + "}\n.b { color: blue; }\n")
        #expect(
            StyleSheetChecker(file: declarations).problems.map(\.description)
                == ["\(declarations):1:1: more than 3000 declarations; this rule and the ones after it are left out"])
        let long = try write("value.css", ".a { margin:" + String(repeating: " 1px", count: 2_000) + "; }\n.b { color: red; }\n")
        let checkedLong = StyleSheetChecker(file: long)
        #expect(checkedLong.problems.map(\.description) == ["\(long):1:6: a declaration longer than 4096 bytes; it is left out"])
        #expect(checkedLong.text.hasSuffix("}\n.b { color: red; }\n"))
    }

    @Test func imagesMustBeRegularFilesAndRelativeOnesBecomeAbsolute() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try write("dot.png", "not really a png")
        let path = try write("images.css", ".a { background-image: url(dot.png); }\n.b { background-image: url('/dev/zero'); }\n")
        let checked = StyleSheetChecker(file: path)
        #expect(checked.problems.map(\.description) == ["\(path):2:24: /dev/zero: not a regular file"])
        #expect(checked.text.hasPrefix(".a { background-image: url(\"file://\(folder)/dot.png\"); }\n"), "\(checked.text)")
    }

    @Test func aStyleSheetThatIsNoRegularFileIsRefusedWhole() {
        #expect(StyleSheetChecker(file: "/dev/zero").problems.map(\.description) == ["/dev/zero: not a regular file"])
        #expect(StyleSheetChecker(file: "/dev/zero").text.isEmpty)
    }
}
