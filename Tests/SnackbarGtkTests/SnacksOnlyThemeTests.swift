import CGtk
import Foundation
import SnackbarTestTags
import Testing

@testable import SnackbarGtk

/// The theme file a snacks-only process points GTK at: written once, found where GTK looks, valid CSS.
@Suite(.tags(.display)) struct SnacksOnlyThemeTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("snack-theme-\(UUID().uuidString)").path

    @Test func writesTheSheetWhereGtkLooksForTheNamedTheme() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        let environment = try #require(SnacksOnlyTheme.prepare(under: base))
        let values = Dictionary(uniqueKeysWithValues: environment.map { ($0.name, $0.value) })
        let theme = try #require(values["GTK_THEME"])
        #expect(theme == SnacksOnlyTheme.name)
        let dataDirs = try #require(values["XDG_DATA_DIRS"]).split(separator: ":").map(String.init)
        #expect(dataDirs.first == base)
        #expect(dataDirs.count > 1, "the system data folders stay searched")
        let file = "\(base)/themes/\(theme)/gtk-3.0/gtk.css"
        #expect(try String(contentsOfFile: file, encoding: .utf8) == SnacksOnlyTheme.css)
    }

    /// GTK would only print a warning in a service whose output goes nowhere, and skip the rule.
    @MainActor @Test func theSheetParsesWithoutErrors() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        // Icon names in the sheet are checked against the screen's icon theme.
        try #require(gtk_init_check(nil, nil) != 0, "needs a display: run under Xvfb (make test)")
        _ = try #require(SnacksOnlyTheme.prepare(under: base))
        let parsed = ParsedCSS.load(file: "\(base)/themes/\(SnacksOnlyTheme.name)/gtk-3.0/gtk.css")
        defer { parsed.release() }
        #expect(parsed.problems == [])
    }

    @Test func aSecondProcessFindsTheSheetAndDoesNotRewriteIt() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        _ = try #require(SnacksOnlyTheme.prepare(under: base))
        let file = "\(base)/themes/\(SnacksOnlyTheme.name)/gtk-3.0/gtk.css"
        let before = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        _ = try #require(SnacksOnlyTheme.prepare(under: base))
        let after = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        #expect(before == after, "same file, not replaced by a rename")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: "\(base)/themes/\(SnacksOnlyTheme.name)/gtk-3.0")
        #expect(leftovers == ["gtk.css"])
    }

    @Test func anUnwritableFolderLeavesTheDesktopThemeInPlace() {
        #expect(SnacksOnlyTheme.prepare(under: "/proc/no-such-folder/snackbar") == nil)
    }

    @Test func theNameChangesWithTheText() {
        #expect(SnacksOnlyTheme.name.hasPrefix("snackbar-only-"))
        #expect(SnacksOnlyTheme.name.count > "snackbar-only-".count + 8)
    }
}
