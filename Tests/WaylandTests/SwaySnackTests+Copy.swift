import Foundation
import SnackbarGtk
import Testing

/// Copy on Wayland: a snack given the keyboard (`focusNewest()`, on demand) takes Ctrl+C, and puts its
/// text on the CLIPBOARD, which `wl-paste` reads. (The right-click menu's "Copy text" works on
/// this sway too, by hand and in a test of its own run alone, but in the full `make test` the right
/// click never opened the menu; see docs/desktops.md. So it is not part of the suite.)
extension SwaySnackTests {
    @Test func controlCOnAFocusedSnackCopiesItsText() async throws {
        let app = try await sway.app()
        try await sway.clearClipboard()
        #expect(try await sway.clipboard() == nil, "an empty clipboard to begin with")
        let frame = try await app.add("c")
        try await expectOnScreen([frame])
        #expect(try await app.send("focus") == "focus yes")
        // wtype's modifier: Control held around the c.
        let typed = try await sway.run(["wtype", "-s", "100", "-M", "ctrl", "c", "-m", "ctrl"])
        #expect(typed.status == 0, "\(typed.errors)")
        #expect(try await Tool.eventually { try await sway.clipboard() == "Snack c" }, "the snack's text on the clipboard")
        #expect(try await app.close() == 0)
    }
}
