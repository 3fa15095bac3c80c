import Foundation
import SnackbarCore
import SnackbarTestTags
import Testing

/// libsnackbar-gtk4 as GTK 4 apps meet it: `make install-lib-gtk4-files` into a temporary prefix, then the apps of
/// Examples/gtk4-ui in C (cc and snackbar-gtk4.pc), Python and GJS (the SnackbarGtk4 typelib) and Vala (valac and
/// snackbar-gtk4.vapi) each build their window from window.ui with a SnackbarOverlay and show three snacks; a real
/// click lands on Undo, and each app prints what its SnackbarToast objects reported.
@Suite(.serialized, .tags(.display, .install))
struct Gtk4CLibraryTests {
    static let display = Result { try PrivateDisplay() }

    @Test func theLibraryHasItsOwnSONAMELinksGtk4OnlyAndExportsOnlyItsAPI() async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let library = prefix.path + "/lib/libsnackbar-gtk4-0.so.0"
        let dynamic = try await Command.run(["readelf", "-d", library])
        #expect(dynamic.output.contains("Library soname: [libsnackbar-gtk4-0.so.0]"), "\(dynamic.output)")
        #expect(dynamic.output.contains("[libgtk-4.so.1]"), "\(dynamic.output)")
        #expect(!dynamic.output.contains("libgtk-3"), "\(dynamic.output)")
        // libadwaita's style manager is found at run time in Adwaita apps, never linked.
        #expect(!dynamic.output.contains("libadwaita"), "\(dynamic.output)")
        let symbols = try await Command.run(["nm", "-D", "--defined-only", "--extern-only", library])
        let exported = symbols.output.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
            .filter { $0.hasPrefix("snackbar") || $0.hasPrefix("$s") }
        let header = try String(contentsOfFile: Command.packageDirectory + "/include/snackbar-gtk4.h", encoding: .utf8)
        let parts = try ["snackbar-types.h", "snackbar-snack.h"].map {
            try String(contentsOfFile: Command.packageDirectory + "/include/snackbar/" + $0, encoding: .utf8)
        }
        let declared =
            ([header] + parts).joined().split(separator: "\n").filter { !$0.hasPrefix(" *") }.joined(separator: "\n")
            .matches(of: /\b(snackbar_[a-z_0-9]+)\(/).map { String($0.1) } + ["snackbar_overlay_get_type", "snackbar_toast_get_type"]
        #expect(Set(exported) == Set(declared), "exported \(Set(exported).symmetricDifference(declared).sorted())")
        let gir = try String(contentsOfFile: prefix.path + "/share/gir-1.0/SnackbarGtk4-0.2.gir", encoding: .utf8)
        #expect(gir.contains("<include name=\"Gtk\" version=\"4.0\"/>"))
        #expect(!gir.contains("version=\"3.0\""))
        #expect(FileManager.default.fileExists(atPath: prefix.path + "/lib/girepository-1.0/SnackbarGtk4-0.2.typelib"))
        // The GObject types under their C names (what .ui files name), the shared handle with every setter.
        for entry in [
            "glib:type-name=\"SnackbarOverlay\"", "<property name=\"child\"", "glib:type-name=\"SnackbarToast\"",
            "<glib:signal name=\"dismissed\"", "<glib:signal name=\"action\"", "<property name=\"action-target\"",
            "c:identifier=\"snackbar_snack_set_long_action\"", "c:identifier=\"snackbar_gtk4_overlay_add\""
        ] {
            #expect(gir.contains(entry), "\(entry) is not in the GIR")
        }
        #expect(FileManager.default.fileExists(atPath: prefix.path + "/share/vala/vapi/snackbar-gtk4.vapi"))
        let flags = try await Command.run(
            ["pkg-config", "--libs", "--print-requires", "snackbar-gtk4"], environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        #expect(flags.status == 0 && flags.output.contains("gtk4"), "\(flags.output)\(flags.errors)")
    }

    /// g-ir-scanner --warn-all has nothing to say about the GTK 4 library's headers: every type, property, signal
    /// and argument the bindings see is annotated.
    @Test func theGIRHasNoScannerWarning() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-gir-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let gir = "\(scratch)/SnackbarGtk4-\(SnackbarVersion.major).\(SnackbarVersion.minor).gir"
        let made = try await Command.run(
            ["make", "-s", "-C", Command.packageDirectory, gir, "BIN_DIR=.build/debug", "GTK4_GIR_BUILD=" + scratch, "GIR_WARNINGS=--warn-all"])
        #expect(made.status == 0 && FileManager.default.fileExists(atPath: gir), "\(made.output)\(made.errors)")
        #expect(made.errors.isEmpty && made.output.isEmpty, "\(made.output)\(made.errors)")
    }

    /// The promises as a GTK 4 developer meets them through a .ui file: three snacks stacked in the order they
    /// were added, one's progress moved without moving it, Undo clicked for real (the `action` signal, then the
    /// window's `win.undo` action with its target), one `dismissed` per snack, and `shutdown` for the two still up
    /// when the app closes its window.
    @Test(arguments: Gtk4UndoApp.Language.allCases)
    func aUIFileAppShowsThreeSnacksAndGetsTheActionOnARealClick(language: Gtk4UndoApp.Language) async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let (command, title) = try await Gtk4UndoApp.command(language, prefix: prefix)
        try await Self.clickUndo(command, title: title, prefix: prefix, workingDirectory: Gtk4UndoApp.examples)
    }

    /// window.blp, compiled by `make blueprint` (blueprint-compiler 0.6, the SnackbarGtk4 namespace read from the
    /// installed typelib through GI_TYPELIB_PATH), gives the Python app the window of window.ui: run beside the
    /// compiled file, it shows the same three snacks and gets the same real click and ends.
    @Test func theBlueprintFileGivesThePythonAppTheSameWindow() async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let compiled = try await Gtk4UndoApp.compileBlueprint(prefix: prefix)
        // The compiled file is window.ui but for its comments.
        let elements = { (path: String) in
            try String(contentsOfFile: path, encoding: .utf8).replacing(#/(?s)<!--.*?-->/#, with: "").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let ui = try elements(compiled + "/window.ui")
        #expect(ui.contains("<object class=\"SnackbarOverlay\" id=\"overlay\">"), "\(ui)")
        #expect(ui == (try elements(Gtk4UndoApp.examples + "/window.ui")), "\(ui)")
        let (command, title) = try await Gtk4UndoApp.command(.python, prefix: prefix)
        try await Self.clickUndo(command, title: title, prefix: prefix, workingDirectory: compiled)
    }

    /// A toast whose `action-name` names no action (misspelt in the .ui file) still emits `action` and ends on
    /// the click, and the app hears why nothing more happened: a warning naming the toast and the name.
    @Test func aToastNamingNoActionSaysSoOnTheClick() async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let directory = prefix.root + "/misspelt"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let ui = try String(contentsOfFile: Gtk4UndoApp.examples + "/window.ui", encoding: .utf8)
        try ui.replacingOccurrences(of: "win.undo", with: "win.undoo").write(toFile: directory + "/window.ui", atomically: true, encoding: .utf8)
        let (command, title) = try await Gtk4UndoApp.command(.c, prefix: prefix)
        let app = try await Self.runAndClickUndo(command, title: title, prefix: prefix, workingDirectory: directory)
        #expect(app.lines.contains("action trash") && !app.lines.contains { $0.hasPrefix("undo ") }, "\(app.lines)")
        #expect(app.lines.contains("dismissed trash action"), "\(app.lines) \(app.errors)")
        #expect(app.errors.contains("SnackbarToast trash: no action 'win.undoo' is reachable from its overlay"), "\(app.errors)")
    }

    /// Runs an Undo app (`command`, whose window is `title`) in `workingDirectory`, where it finds its window.ui,
    /// clicks Undo for real once it stands still and checks what the app printed until it ended.
    static func clickUndo(_ command: [String], title: String, prefix: InstalledPrefix, workingDirectory: String) async throws {
        let app = try await runAndClickUndo(command, title: title, prefix: prefix, workingDirectory: workingDirectory)
        #expect(Array(app.lines.prefix(2)) == ["order Copying Moved Saved", "bar 0.50"], "\(app.lines) \(app.errors)")
        #expect(Array(app.lines.dropFirst(3).prefix(3)) == Gtk4UndoApp.afterUndo, "\(app.lines) \(app.errors)")
        #expect(Set(app.lines.dropFirst(6)) == Gtk4UndoApp.onClose && app.lines.count == 8, "\(app.lines) \(app.errors)")
    }

    /// What an example app runs with on this suite's display: the prefix's library and typelib, X11, no
    /// accessibility bus.
    static func environment(prefix: InstalledPrefix) throws -> [String: String?] {
        try display.get().environment.merging(Gtk4UndoApp.environment(prefix: prefix)) { $1 }.merging([
            "NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11", "WAYLAND_DISPLAY": nil
        ]) { $1 }
    }

    /// Runs an Undo app in `workingDirectory`, clicks Undo for real once it stands still, and returns the app
    /// once it ended.
    static func runAndClickUndo(_ command: [String], title: String, prefix: InstalledPrefix, workingDirectory: String) async throws -> AppRun {
        let privateDisplay = try display.get()
        let app = try AppRun(command, environment: try environment(prefix: prefix), directory: prefix.root, workingDirectory: workingDirectory)
        // The test's locator (locate.c, locate-undo.py/.js) prints the Undo button's centre once it stands still.
        let place = try await app.waitFor(prefix: "undo-at ")
        let point = place.split(separator: " ").dropFirst().map(String.init)
        let window = try await app.window(titled: title, on: privateDisplay.environment)
        let click = try await Command.run(
            ["xdotool", "mousemove", "--window", window] + point + ["click", "1"], environment: privateDisplay.environment)
        #expect(click.status == 0, "\(click.errors)")
        try await app.waitForExit()
        return app
    }
}

extension Gtk4CLibraryTests {
    /// Builds `Tests/Gtk4Embedding/<source>` against the installed library and runs it on this suite's display.
    static func runC(_ source: String) async throws -> CommandResult {
        let prefix = try await InstalledPrefix(target: "install-lib-gtk4-files")
        defer { prefix.tearDown() }
        let program = try await Gtk4UndoApp.buildC(source, prefix: prefix)
        let environment = try display.get().environment.merging([
            "NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11", "WAYLAND_DISPLAY": nil
        ]) { $1 }
        return try await Command.run([program], environment: environment)
    }

    /// Progress in place (and taken away), a window refused as a snack's widget (mapped or not: GTK would abort),
    /// time left, holds and dismiss-all, priority, the app's style sheet and the palette from C
    /// (`Tests/Gtk4Embedding/api.c`).
    @Test func progressPriorityStyleSheetAndPaletteFromC() async throws {
        let run = try await Self.runC("api.c")
        #expect(
            run.output == """
                bar before no
                progress 0
                bar 0.25
                bar clamped 1.00
                spinner yes
                cleared 0 yes
                clear unknown id 4
                window widget 9 9
                unknown id 4
                nan 4
                not an overlay 9
                normal shown no, high shown yes
                priority 2 3
                time left -1 about 30 -1 -1
                paused 0 0
                dismiss all 0, left none
                css 0
                bad css 8
                missing file 4
                directory 4
                file 8
                dark 0
                dark 5 3
                message the CSS had errors; the valid rules still apply

                """, "\(run.errors)")
        // Columns count from 1, as GTK 3's renderer counts them: "colour" starts at the 13th character.
        #expect(run.errors.contains("snackbar_gtk4_set_theme_css: <css>:1:13: "), "\(run.errors)")
        // The file's problem is named with its path, line and column.
        #expect(run.errors.contains(#/snackbar_gtk4_set_theme_file: /tmp/snack-api-\w+:3:\d+: /#), "\(run.errors)")
    }

    /// libsnackbar's handle in a GTK 4 window (`Tests/Gtk4Embedding/handle.c`): markup, icon, long action and a
    /// close button on a timed snack reach the card, focus-newest moves the focus onto its button, and a freed or
    /// NULL handle is refused with the handle's statuses.
    @Test func theSnackHandleCarriesItsFieldsIntoAGtk4Window() async throws {
        let run = try await Self.runC("handle.c")
        #expect(
            run.output == """
                focus none 4
                add 0
                markup yes
                icon yes
                long action yes
                close button on a timed snack yes
                focus 0
                focus in the snack yes
                freed handle 5
                null handle 1

                """, "\(run.errors)")
        // No snack to focus is an answer (a shortcut pressed with none up), not a warning in the app's log.
        #expect(!run.errors.contains("snackbar_gtk4_overlay_focus_newest"), "\(run.errors)")
    }

    /// The app's own widget in a snack through the C handle (`Tests/Gtk4Embedding/custom.c`): a magenta drawing
    /// area is drawn inside the card, stays in it through a progress update, is taken out (not destroyed) when the
    /// snack ends and shows again in the next one; a non-widget and a widget already in a tree are refused.
    @Test func anAppsOwnWidgetShowsInTheSnackFromC() async throws {
        let run = try await Self.runC("custom.c")
        #expect(
            run.output == """
                not a widget 9
                in a tree 4
                add 0
                in the card yes
                drawn FF00FF
                progress 0
                after progress in the card yes
                dismiss 0
                again 0
                drawn again FF00FF
                dismiss again 0
                taken out, references 1

                """, "\(run.errors)")
        #expect(run.errors.contains("snackbar_gtk4_overlay_add_with_widget: widget is not a GtkWidget"), "\(run.errors)")
        #expect(!run.errors.contains("CRITICAL"), "\(run.errors)")
    }

    /// `snackbar_gtk4_overlay_new` and `SnackbarOverlay`'s child refuse a widget no overlay can hold
    /// (`Tests/Gtk4Embedding/overlay-child.c`): a toplevel window (GTK would abort), and a widget already in a tree,
    /// which stays in its box; a widget of its own becomes the overlay's child and is drawn with it. The C call
    /// warns naming itself and why, the GObject setter with a critical, as for its other programming errors.
    @Test func anOverlayRefusesAWindowOrAParentedWidgetAsItsChild() async throws {
        let run = try await Self.runC("overlay-child.c")
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "a window refused", "a widget in a box refused", "still in its box yes", "a widget of its own taken",
                "the object's child a window refused", "the object's child a widget in a box refused", "mapped"
            ], "\(run.output)\(run.errors)")
        #expect(run.errors.contains("snackbar_gtk4_overlay_new: child is a toplevel window"), "\(run.errors)")
        #expect(run.errors.contains("snackbar_gtk4_overlay_new: child is in a widget tree already"), "\(run.errors)")
        let criticals = run.errors.split(separator: "\n").filter { $0.contains("CRITICAL") }
        #expect(criticals.count == 2 && criticals.allSatisfy { $0.contains("snackbar_overlay_set_child: assertion") }, "\(run.errors)")
        #expect(!run.errors.contains("Gtk-"), "GTK itself said nothing: \(run.errors)")
    }

    /// The GObject types' warnings are in the log domain "Snackbar", as the rest of the library's: a program's
    /// handler for the domain gets the warning of a toast added twice, and nothing reaches standard error
    /// (`Tests/Gtk4Embedding/log-domain.c`).
    @Test func theGObjectTypesWarnInTheLibrarysLogDomain() async throws {
        let run = try await Self.runC("log-domain.c")
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "add 0", "handled Snackbar snackbar_overlay_add_toast: the toast saved is shown already", "add again 4"
            ], "\(run.output)\(run.errors)")
        #expect(!run.errors.contains("WARNING"), "\(run.errors)")
    }

    /// NULL where an overlay or a toast belongs is a missing argument in the GObject types' calls as in the
    /// handle calls, another object a wrong type, each with a critical naming the call; a toast given to a NULL
    /// overlay is still the call's to drop (`Tests/Gtk4Embedding/null-arguments.c`).
    @Test func aNullOverlayOrToastIsAMissingArgumentInEveryCall() async throws {
        let run = try await Self.runC("null-arguments.c")
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "gtk4 add to NULL 1", "add snack to NULL 1", "add toast to NULL 1", "add NULL toast 1", "add NULL snack 1", "focus in NULL 1",
                "route of NULL 0", "add snack to a label 9", "toast references 1"
            ], "\(run.output)\(run.errors)")
        #expect(run.errors.contains("snackbar_overlay_add_toast: the overlay is NULL"), "\(run.errors)")
        #expect(run.errors.contains("snackbar_overlay_add_snack: the overlay is not of the type it needs"), "\(run.errors)")
        #expect(run.errors.contains("snackbar_overlay_add_snack: the snack is NULL"), "\(run.errors)")
    }

    /// A .ui file's `<child type="overlay">` on a SnackbarOverlay (as a GtkOverlay takes it) is left out with a
    /// warning naming it; the untyped child stays, and nothing is left behind at finalize
    /// (`Tests/Gtk4Embedding/ui-child.c`).
    @Test func aTypedChildInAUIFileIsLeftOutWithAWarning() async throws {
        let run = try await Self.runC("ui-child.c")
        #expect(run.output == "child content\ndone\n", "\(run.errors)")
        #expect(run.errors.contains("<child type=\"overlay\"> is left out"), "\(run.errors)")
        #expect(!run.errors.contains("still has children left"), "\(run.errors)")
    }

    /// The oldest of three snacks at the bottom, dismissed, slides out from where it is: it does not jump to the
    /// edge first (`Tests/Gtk4Embedding/departing.c`, animations on, two frames into its slide).
    @Test func aDismissedSnackSlidesOutFromItsPlace() async throws {
        let run = try await Self.runC("departing.c")
        #expect(run.output == "kept its place\n", "\(run.errors)")
    }

    /// A shown SnackbarToast changed from C (`Tests/Gtk4Embedding/toast-changes.c`): progress -1 takes its bar
    /// away; a new id is refused with a warning, so dismiss() still reaches it, and taken once it is gone; an
    /// action-name without an action-label warns when the toast is shown.
    @Test func aShownToastTakesItsBarAwayAndKeepsItsId() async throws {
        let run = try await Self.runC("toast-changes.c")
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "add 0", "bar yes", "bar after -1 no", "id copy", "dismissed copy programmatic", "id once gone renamed",
                "add without a label 0"
            ], "\(run.output)\(run.errors)")
        #expect(run.errors.contains("SnackbarToast copy: its id cannot change while it is shown; it keeps it"), "\(run.errors)")
        #expect(run.errors.contains("action-name 'win.undo' has no action-label"), "\(run.errors)")
    }

    /// SnackbarOverlay and SnackbarToast from C (`Tests/Gtk4Embedding/gobject.c`): a toast shown twice is refused,
    /// a progress update emits nothing and dismiss() ends it; an overlay moved to another window keeps its snacks
    /// and its calls when the first window closes and ends them with `shutdown` when the second one does, keeping
    /// the app's widget and taking snacks again in a third; one
    /// that goes outside any window ends its toast with `programmatic`. One `dismissed` per toast. The
    /// `hold-while-unseen` property is on by default and notifies once when turned off.
    @Test func theGObjectTypesFollowTheirWindowWhereverTheOverlayMoves() async throws {
        let run = try await Self.runC("gobject.c")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(6)) == [
                "add one 0", "add one again 4", "add two 0", "dismissed one programmatic", "add three after the move 0",
                "closing the second window"
            ], "\(run.output)\(run.errors)")
        #expect(Set(lines.dropFirst(6).prefix(2)) == ["dismissed two shutdown", "dismissed three shutdown"], "\(run.output)")
        #expect(
            Array(lines.dropFirst(8)) == [
                "after the close: child kept", "add five in a third window 0", "dismissed five programmatic",
                "destroying an overlay outside any window", "dismissed four programmatic", "hold-while-unseen 1 then 0, notified 1"
            ], "\(run.output)")
        #expect(!run.errors.contains("CRITICAL"), "\(run.errors)")
    }
}
