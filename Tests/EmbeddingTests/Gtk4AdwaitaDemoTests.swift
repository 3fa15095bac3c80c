import Foundation
import SnackbarTestTags
import Testing

/// The GTK 4 demo's comparison mode (`--adwaita`): the same snacks as libadwaita's toasts in an
/// `AdwToastOverlay`, clicked for real with xdotool on a display of the suite's own.
@Suite(.serialized, .tags(.display))
struct Gtk4AdwaitaDemoTests {
    /// The display of this suite's windows.
    static let display = Result { try PrivateDisplay() }

    @Test func clickingAToastsButtonReportsItsActionOnce() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get(), adwaita: true)
        // Until dismissed: a busy machine may take longer than a toast's timeout to reach the click.
        try demo.send("show undo forever action=undo:Undo File deleted")
        try await demo.waitFor("queued undo")
        try await demo.click(try await demo.locate("undo", button: "undo"))
        try await demo.waitFor("dismissed undo action undo")
        #expect(demo.lines.filter { $0.hasPrefix("dismissed") } == ["dismissed undo action undo"])
    }

    @Test func aSecondToastWaitsUntilTheFirstIsGone() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get(), adwaita: true)
        try demo.send("show first forever action=one:One First toast")
        try demo.send("show second forever action=two:Two Second toast")
        try await demo.waitFor("queued second")
        _ = try await demo.locate("first", button: "one")
        let before = demo.lines.count
        try demo.send("locate second two")
        #expect(try await demo.waitFor(prefix: "at ", after: before) == "at none", "AdwToastOverlay shows one toast at a time")
        try await demo.click(try await demo.locate("first", button: "close"))
        try await demo.waitFor("dismissed first dismissed")
        _ = try await demo.locate("second", button: "two")
    }

    @Test func theDemoLinksLibadwaitaWithGtk4AndNeverGtk3() async throws {
        let needed = try await Command.run(["readelf", "-d", Gtk4DemoRun.executable])
        #expect(needed.status == 0, "\(needed.errors)")
        #expect(needed.output.contains("libadwaita-1.so") && needed.output.contains("libgtk-4.so"), "\(needed.output)")
        #expect(!needed.output.contains("libgtk-3.so") && !needed.output.contains("libgdk-3.so"), "\(needed.output)")
    }
}
