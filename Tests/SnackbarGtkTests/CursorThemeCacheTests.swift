import Foundation
import Testing

@testable import SnackbarGtk

/// Which cursor files the popup service's cursor cache links to, and how it keeps them current.
@Suite struct CursorThemeCacheTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("cursor-cache-\(UUID().uuidString)").path

    /// Writes `directory/theme/cursors/<name>` (each holding its own path) and an `index.theme`.
    private func theme(_ theme: String, in directory: String, inherits: String? = nil, cursors: [String]) throws {
        let folder = "\(base)/\(directory)/\(theme)"
        try FileManager.default.createDirectory(atPath: folder + "/cursors", withIntermediateDirectories: true)
        try Data("[Icon Theme]\n\(inherits.map { "Inherits = \($0)\n" } ?? "")".utf8).write(to: URL(fileURLWithPath: folder + "/index.theme"))
        for cursor in cursors { try Data(cursor.utf8).write(to: URL(fileURLWithPath: "\(folder)/cursors/\(cursor)")) }
    }

    /// As libwayland-cursor: the theme's own files in every directory of the path (the first directory's
    /// before a later one's), then the themes it inherits, each once even when they inherit each other.
    @Test func resolvesThroughThePathThenTheInheritedThemes() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try theme("desk", in: "first", inherits: "parent", cursors: ["left_ptr"])
        try theme("desk", in: "second", cursors: ["left_ptr", "text"])
        try theme("parent", in: "second", inherits: "desk, parent", cursors: ["left_ptr", "pointer", "hand2"])
        let path = ["\(base)/first", "\(base)/second"]
        let files = CursorThemeCache.resolve(theme: "desk", names: CursorThemeCache.cursorNames, in: path)
        #expect(
            files == [
                "left_ptr": "\(base)/first/desk/cursors/left_ptr", "text": "\(base)/second/desk/cursors/text",
                "pointer": "\(base)/second/parent/cursors/pointer", "hand2": "\(base)/second/parent/cursors/hand2"
            ])
    }

    /// Links replaced when their file changed, dropped when none is found any more, left alone otherwise.
    @Test func storesOnlyWhatChanged() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        let root = base + "/cache"
        #expect(CursorThemeCache.store(theme: "desk", files: ["left_ptr": "/a", "text": "/b"], root: root) == true)
        #expect(CursorThemeCache.store(theme: "desk", files: ["left_ptr": "/a", "text": "/b"], root: root) == false)
        #expect(CursorThemeCache.store(theme: "desk", files: ["left_ptr": "/c"], root: root) == true)
        let cursors = try FileManager.default.contentsOfDirectory(atPath: "\(root)/desk/cursors")
        #expect(cursors == ["left_ptr"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(root)/desk/cursors/left_ptr") == "/c")
        #expect(CursorThemeCache.parents(in: "\(root)/desk/index.theme") == nil, "the cache's theme inherits nothing")
        #expect(CursorThemeCache.store(theme: "../x", files: [:], root: root) == nil)
    }
}
