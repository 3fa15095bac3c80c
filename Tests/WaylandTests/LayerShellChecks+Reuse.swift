import Foundation
import SnackbarGtk
import Testing

extension WaylandSession {
    /// A closed snack's window waits hidden for the next snack, without its GdkWindows. Before it closes,
    /// the close button gets an enter and a motion the pointer never made (as when the compositor's next
    /// pointer event is not read yet), which starts GTK's tooltip delay (500 ms); the snack goes before it
    /// runs out. The tooltip must not show then, as a popup of the layer surface that went (the compositor
    /// would end the app: protocol error 71), and the next snack takes the window with the close button's
    /// plain look, not its hover look.
    func expectATooltipDueAfterItsSnackWentHarmsNeitherTheAppNorTheNextSnack() async throws {
        let app = try await startLayerShellApp()
        let first = try await app.add("t")
        try await expectOnScreen([first])
        #expect(try await app.send("ghost-close t") == "ghost-close t entered")
        try await app.send("remove t")
        _ = try await app.waitFor("closed t")
        #expect(try await app.send("later 600") == "later 600", "the app ended once the tooltip's delay ran out")
        let next = try await app.add("n")
        try await expectOnScreen([next])
        // 16 px padding and a 24 px button at the trailing end: 9 px right of its centre is inside the
        // button's hover circle and clear of its cross.
        let screen = try await screenshot()
        #expect(screen.color(x: next.maxX - 1 - 16 - 12 + 9, y: next.y + next.height / 2) == Self.snackRed, "the close button's hover look")
        let complaints = try await app.warnings().filter { $0.contains("popup") || $0.contains("subsurface") || $0.contains("Protocol error") }
        #expect(complaints.isEmpty)
        #expect(try await app.close() == 0)
    }
}
