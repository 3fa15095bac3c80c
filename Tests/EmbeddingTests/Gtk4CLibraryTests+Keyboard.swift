import Foundation
import Testing

extension Gtk4CLibraryTests {
    /// F6 in each example app (Examples/gtk4-ui, as the guide shows it) takes the keyboard to the newest snack
    /// through focus_newest, whose status each language compares with `SnackbarGtk4.Status.OK`: 0 when it
    /// worked, so a test for truth reads it backwards. The app prints `focused`, and Escape then dismisses the
    /// snack that has the keyboard.
    @Test(arguments: Gtk4UndoApp.Language.allCases)
    func f6TakesTheKeyboardToTheNewestSnack(language: Gtk4UndoApp.Language) async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let (command, _) = try await Gtk4UndoApp.command(language, prefix: prefix)
        let display = try Self.display.get()
        let app = try AppRun(
            command, environment: try Self.environment(prefix: prefix), directory: prefix.root, workingDirectory: Gtk4UndoApp.examples)
        // On screen and standing still: the window is up and has the keyboard.
        _ = try await app.waitFor(prefix: "undo-at ")
        for key in ["F6", "Escape"] {
            let pressed = try await Command.run(["xdotool", "key", key], environment: display.environment)
            #expect(pressed.status == 0, "\(pressed.errors)")
        }
        #expect(try await app.waitFor(prefix: "dismissed saved") == "dismissed saved escape", "\(app.lines)")
        #expect(app.lines.contains("focused") && !app.lines.contains("nothing to focus"), "\(app.lines)")
    }
}
