import Foundation
import SnackbarGtk
import Testing

/// Copy on Wayland: the snack under the pointer takes the keyboard on demand, so Ctrl+C reaches it, and
/// a right click opens its menu (an xdg_popup on the layer surface) whose "Copy text" sets the selection
/// with the click's serial. `wl-paste` reads what the app put on the CLIPBOARD.
extension SwaySnackTests {
    @Test func controlCOnTheSnackUnderThePointerCopiesItsText() async throws {
        let app = try await sway.app()
        try await sway.clearClipboard()
        #expect(try await sway.clipboard() == nil, "an empty clipboard to begin with")
        let frame = try await app.add("c")
        try await expectOnScreen([frame])
        try await sway.movePointer(x: frame.x + 60, y: frame.y + frame.height / 2)
        // wtype's modifier: Control held around the c.
        let typed = try await sway.run(["wtype", "-s", "100", "-M", "ctrl", "c", "-m", "ctrl"])
        #expect(typed.status == 0, "\(typed.errors)")
        #expect(try await Tool.eventually { try await sway.clipboard() == "Snack c" }, "the snack's text on the clipboard")
        try await sway.movePointer(x: 640, y: 400)
        #expect(try await app.close() == 0)
    }

    @Test func copyTextInTheRightClickMenuCopiesAndOutlivesTheSnack() async throws {
        let app = try await sway.app()
        try await sway.clearClipboard()
        let frame = try await app.add("m")
        // Placed is said before the surface shows; a click before then reaches nothing.
        try await expectOnScreen([frame])
        let (x, y) = (frame.x + 174, frame.y + frame.height / 2)
        try await sway.movePointer(x: x, y: y)
        // A quick click: GTK's menu ignores a release within 0.5 s of opening, and a later one away from
        // its item closes it again (a hold through a loaded GTK's popup did that).
        try await sway.click("button3")
        // The open menu holds the snack's time: the sign that it is up.
        #expect(try await Tool.eventually { try await app.send("paused m") == "paused m yes" }, "the menu opened")
        // Asked for is not shown: under load the popup maps later. Its light item covers the red snack.
        #expect(try await Tool.eventually { try await sway.screenshot().color(x: x + 40, y: y + 16) != Self.red }, "the menu shows")
        // The menu opens at the pointer; its one item fills its first 30-odd pixels.
        try await sway.click(x: x + 30, y: y + 16)
        #expect(try await Tool.eventually { try await sway.clipboard() == "Snack m" }, "the snack's text on the clipboard")
        try await sway.click(x: frame.maxX - 29, y: frame.y + frame.height / 2)
        #expect(try await app.dismissal(of: "m") == "closed")
        try await sway.movePointer(x: 640, y: 400)
        #expect(try await sway.clipboard() == "Snack m", "the app keeps serving it after the snack went")
        #expect(try await app.close() == 0)
    }
}
