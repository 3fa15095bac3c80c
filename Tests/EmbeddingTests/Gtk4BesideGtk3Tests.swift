import Foundation
import SnackbarTestTags
import Testing

/// A GTK 3 app and a GTK 4 app at once, beside the popup service, on one display and session bus: each
/// shows a snack in its own window (the GTK 3 one libsnackbar anchored to its window, the GTK 4 one
/// SnackbarGtk4's overlay) and a popup on the desktop through the service (the GTK 4 demo with
/// `DesktopSnacks`, the GTK 3 app with `snack-notify --wait --json`). Every Undo is clicked for real, and
/// every outcome comes back to the app that showed the snack.
@Suite(.serialized, .tags(.display, .sessionBus))
struct Gtk4BesideGtk3Tests {
    static let display = Result { try PrivateDisplay(withBus: true) }

    @Test func bothAppsInWindowSnacksAndPopupsAreClickedAndReported() async throws {
        let display = try Self.display.get()
        let service = try await PopupService(on: display)
        defer { service.stop() }
        let demo = try await Gtk4DemoRun(on: display)
        // Below the top popups: the demo's 800×500 window at (0, 120), the GTK 3 window at (810, 150).
        let move = try await Command.run(["xdotool", "windowmove", "--sync", try await demo.window(), "0", "120"], environment: display.environment)
        #expect(move.status == 0, "\(move.errors)")
        try await demo.show("in4 seconds=600 action=undo:Undo In the GTK 4 window")
        try await demo.showOnDesktop("desk4 seconds=600 action=undo:Undo On the desktop from GTK 4", through: service)
        let products = Command.productsDirectory
        let gtk3 = try AppRun(
            ["/usr/bin/python3", Gtk4UndoApp.sources + "/beside-gtk3.py"],
            environment: display.environment.merging([
                "GI_TYPELIB_PATH": products + "/introspection", "LD_LIBRARY_PATH": products, "SNACK_NOTIFY": products + "/snack-notify",
                "XDG_RUNTIME_DIR": service.directory, "XDG_CONFIG_HOME": service.directory, "NO_AT_BRIDGE": "1", "GDK_BACKEND": "x11",
                "WAYLAND_DISPLAY": nil
            ]) { $1 }, directory: service.directory)
        _ = try await gtk3.waitFor(prefix: "shown in3")

        // Three snack windows: the GTK 3 app's in-window snack, and the service's two popups (top, bottom).
        var windows = try await display.visibleSnackFrames()
        for _ in 0..<600 where windows.count < 3 {
            try await Task.sleep(for: .milliseconds(50))
            windows = try await display.visibleSnackFrames()
        }
        #expect(windows.count == 3, "\(windows.map(\.title))")
        let inGtk3 = try #require(windows.first { $0.title == "snackbar: in3" }?.frame, "\(windows.map(\.title))")
        #expect(inGtk3.x >= 810 && inGtk3.x + inGtk3.width <= 810 + 460, "inside the GTK 3 window: \(inGtk3)")
        let popups = windows.filter { $0.title != "snackbar: in3" }.map(\.frame).sorted { $0.y < $1.y }
        try #require(popups.count == 2)
        // Each Undo sits at the trailing end of a snack without a close button.
        for frame in [inGtk3] + popups {
            let click = try await Command.run(
                ["xdotool", "mousemove", "\(frame.x + frame.width - 40)", "\(frame.y + frame.height / 2)", "click", "1"],
                environment: display.environment)
            #expect(click.status == 0)
        }
        try await demo.click(try await demo.locate("in4", button: "undo"))

        try await demo.waitFor("dismissed in4 action undo")
        try await demo.waitFor("dismissed desk4 action undo")
        _ = try await gtk3.waitFor(prefix: "desktop3 ")
        try await gtk3.waitForExit()
        #expect(gtk3.lines.contains("dismissed in3 action undo"), "\(gtk3.lines) \(gtk3.errors)")
        #expect(gtk3.lines.contains { $0.hasPrefix("desktop3 {") && $0.hasSuffix(#""reason":"action","action":"undo"}"#) }, "\(gtk3.lines)")
    }
}
