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

    /// The closed snack's kept window takes the next snack's anchors and margins before it maps again: a
    /// walk through the six corners that shows each one right after each other one (an Eulerian circuit of
    /// the 30 ordered pairs), one snack at a time, lands every snack at its own corner on screen.
    func expectAKeptWindowTakesEachNextSnacksCorner() async throws {
        let app = try await startLayerShellApp()
        // The first window is a centred one, anchored to its edge alone: a window that kept those anchors
        // would show a later leading or trailing snack centred.
        let alignments: [SnackAlignment] = [.center, .leading, .trailing]
        let corners = SnackEdge.allCases.flatMap { edge in alignments.map { (edge, $0) } }
        let walk = [0, 5, 4, 5, 3, 5, 2, 5, 1, 5, 0, 4, 3, 4, 2, 4, 1, 4, 0, 3, 2, 3, 1, 3, 0, 2, 1, 2, 0, 1, 0]
        #expect(Set(zip(walk, walk.dropFirst()).map { [$0, $1] }).count == corners.count * (corners.count - 1))
        for (step, index) in walk.enumerated() {
            let (edge, alignment) = corners[index]
            let id = "w\(step)"
            let frame = try await app.add(id, edge, alignment)
            try await Tool.eventually { try await redBounds(around: [frame]) == [frame] }
            #expect(try await redBounds(around: [frame]) == [frame], "step \(step): \(edge) \(alignment) after the one before")
            try await app.send("remove \(id)")
            _ = try await app.waitFor("closed \(id)")
        }
        #expect(try await app.close() == 0)
    }
}
