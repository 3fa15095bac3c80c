import Foundation
import SnackbarTestTags
import Testing

/// The examples the guides show are the files the tests build and run: meson-notes.md's `meson.build`s are
/// `Examples/c-app`'s (CEmbeddingTests) and `Examples/meson-gir`'s (MesonGIRTests), docs/embedding-gtk4.md's
/// .ui and Blueprint files and apps are `Examples/gtk4-ui`'s (Gtk4CLibraryTests, Gtk4SwayTests), each verbatim.
struct DocumentedExamplesTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: Command.packageDirectory + "/" + path, encoding: .utf8)
    }

    /// The fenced blocks of `language` in the file at `path`, in order.
    static func blocks(_ language: String, in path: String) throws -> [String] {
        try text(path).matches(of: Regex("(?s)\n```\(language)\n(.*?)```\n")).map { String($0.output[1].substring ?? "") }
    }

    @Test func mesonNotesShowTheMesonBuildsTheTestsBuild() throws {
        let shown = try Self.blocks("meson", in: "meson-notes.md")
        #expect(shown == [try Self.text("Examples/c-app/meson.build"), try Self.text("Examples/meson-gir/meson.build")])
    }

    @Test(arguments: [
        ("xml", "window.ui"), ("blueprint", "window.blp"), ("c", "app.c"), ("python", "app.py"), ("js", "app.js"), ("vala", "app.vala")
    ])
    func theGtk4GuideShowsTheUIExamplesTheTestsClick(language: String, file: String) throws {
        let shown = try Self.blocks(language, in: "docs/embedding-gtk4.md")
        #expect(shown.contains(try Self.text("Examples/gtk4-ui/" + file)), "docs/embedding-gtk4.md shows no \(file) verbatim")
    }

    /// meson-notes.md sits at the top, the README and the C guide lead to it, and each `dependency()` it
    /// names is a pkg-config file `make install` writes.
    @Test func mesonNotesAreLinkedAndNameTheInstalledPkgConfigFiles() throws {
        #expect(try Self.text("README.md").contains("](meson-notes.md)"))
        #expect(try Self.text("docs/embedding-c.md").contains("](../meson-notes.md)"))
        let notes = try Self.text("meson-notes.md")
        let names = Set(notes.matches(of: /dependency\('([a-z0-9+.-]+)'/).map { String($0.output.1) })
        #expect(names.isSuperset(of: ["snackbar", "snackbar-gtk4"]), "\(names)")
        for name in names where name.hasPrefix("snackbar") {
            #expect(FileManager.default.fileExists(atPath: "\(Command.packageDirectory)/Resources/\(name).pc.in"), "\(name)")
        }
    }
}

/// `Examples/meson-gir`: a meson library whose GIR includes Snackbar-0.2, built with meson's gnome module
/// against `make install` in a temporary prefix, found through snackbar.pc's girdir; Python then gets a
/// Snackbar.Snack from the library through the two typelibs.
@Suite(.tags(.install))
struct MesonGIRTests {
    @Test func aMesonLibrarysGIRIncludesSnackbarsFromThePrefix() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let build = prefix.root + "/meson-gir-build"
        try await prefix.mesonBuild("meson-gir", into: build)
        let gir = try String(contentsOfFile: build + "/Notes-1.0.gir", encoding: .utf8)
        #expect(gir.contains(#"<include name="Snackbar" version="0.2"/>"#) && gir.contains(#"<type name="Snackbar.Snack""#))

        let python = try await Command.run(
            [
                "/usr/bin/python3", "-c",
                "import gi; gi.require_version('Notes', '1.0'); from gi.repository import Notes; "
                    + "snack = Notes.deleted_snack('notes.txt'); print(type(snack).__module__, type(snack).__name__)"
            ],
            environment: [
                "GI_TYPELIB_PATH": build + ":" + prefix.path + "/lib/girepository-1.0",
                "LD_LIBRARY_PATH": build + ":" + prefix.path + "/lib"
            ])
        #expect(python.output == "gi.repository.Snackbar Snack\n", "\(python.errors)")
    }
}
