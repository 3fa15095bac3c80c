import Foundation
import SnackbarTestTags
import Testing

/// The C ABI as a C app meets it: the meson example built against the installed library through pkg-config,
/// installed beside it with DESTDIR and moved, a real click on its action; the bad-input program and its log
/// handler; a snack still up when an app quits. (The install layout itself: `LibraryInstallTests`.)
@Suite(.serialized, .tags(.display, .install))
struct CEmbeddingTests {
    /// The display of this suite's click test.
    static let display = Result { try PrivateDisplay() }

    /// The meson app built against a library staged with DESTDIR, installed beside it with `meson install
    /// --destdir`, then the whole tree moved elsewhere: the app records the SONAME, not a path, and finds the
    /// library through its `$ORIGIN/../lib` RUNPATH, the library its Swift runtime through `$ORIGIN/snackbar`.
    @Test func mesonBuiltCAppRunsTheActionCallbackOnARealClickAfterItsInstalledTreeMoved() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix(target: "install-lib-files", stagedPrefix: "/opt/snackbar")
        defer { prefix.tearDown() }
        let build = prefix.root + "/c-app-build"
        try await prefix.mesonBuild("c-app", into: build, environment: privateDisplay.environment)
        let install = try await Command.run(["meson", "install", "-C", build, "--destdir", try #require(prefix.destdir)])
        try #require(install.status == 0, "meson install: \(install.output)\(install.errors)")

        let dynamic = try await Command.run(["readelf", "-d", prefix.path + "/bin/c-app"])
        let needed = dynamic.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.hasSuffix("[libsnackbar-0.so.0]") }, "\(needed)")
        #expect(!needed.contains { $0.contains("/") }, "no NEEDED entry is a path: \(needed)")

        let moved = prefix.root + "/moved"
        try FileManager.default.moveItem(atPath: prefix.path, toPath: moved)
        // The build tree's copy has only the old absolute RUNPATH: LD_LIBRARY_PATH finds the moved library.
        let loader = try await Command.run(["ldd", build + "/c-app"], environment: ["LD_LIBRARY_PATH": moved + "/lib"])
        #expect(loader.output.contains("libsnackbar-0.so.0 => \(moved)/lib/libsnackbar-0.so.0"), "\(loader.output)")
        #expect(!loader.output.contains("not found"), "\(loader.output)")

        let run = try await UndoAppRun(moved + "/bin/c-app", on: privateDisplay, directory: prefix.root, environment: ["LD_LIBRARY_PATH": nil])
        #expect(run.status == 0 && run.isUndoClicked, "\(run.lines)")
    }

    @Test func badInputReturnsErrorCodesAndWarnsWithoutCrashing() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        // GObject too: the program hands the library an object that is not a window.
        let program = try await compile("bad_input", against: prefix, packages: ["gobject-2.0"])
        let run = try await Command.run([program])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("failures 0"))
        #expect(!run.output.contains("FAIL"), "\(run.output)")
        // Every warning reached the program's own handler for the domain "Snackbar", and none standard error…
        let logged = run.output.split(separator: "\n").filter { $0.hasPrefix("log Snackbar ") }
        #expect(run.output.contains("logged \(logged.count)\n") && logged.count > 20, "\(run.output)")
        for warning in [
            "snackbar_snack_set_kind: unknown kind 42", "snackbar_snack_set_title: title is not valid UTF-8",
            "snackbar_snack_free: snack is not a live handle", "snackbar_anchor_to_window: gtk_window is not a toplevel GtkWindow",
            "snackbar_snack_set_icon: icon /dev/zero: not a regular file",
            "snackbar_snack_add_action: label must have text to show, not be empty or only white space",
            "snackbar_snack_show: a snack needs a title or a message with text to show"
        ] {
            #expect(logged.contains { $0.hasPrefix("log Snackbar " + warning) }, "\(warning)")
            #expect(!run.errors.contains(warning), "\(warning) was handled, not printed")
        }
        // Each call says its problem in its own words, not in the Swift API's (`anchor(to:)`).
        #expect(!logged.contains { $0.contains("anchor(to:)") }, "\(logged)")
        #expect(logged.contains { $0.hasSuffix(".css: not a regular file") }, "the FIFO theme, named with its reason: \(logged)")
        // …until the handler went: then GLib's default handler prints the next one, in GLib's format.
        #expect(
            run.errors.contains("): Snackbar-WARNING **: ") && run.errors.contains(": snackbar_snack_set_title: snack is NULL\n"),
            "\(run.errors)")
        #expect(run.errors.components(separatedBy: "Snackbar-WARNING").count == 2, "\(run.errors)")
    }

    /// snackbar_anchor_to_window() refused (a label; a window the user closed that the app still holds) changes
    /// nothing: it returns SNACKBAR_ERROR_WRONG_TYPE with a warning saying why, and the next snacks show in the window
    /// the snacks were anchored in, not on the screen.
    @Test func aRefusedAnchorKeepsTheSnacksInTheirWindow() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let program = try await compile("anchor_app", against: prefix, packages: ["gtk+-3.0"])
        let run = try await Command.run([program], environment: privateDisplay.environment)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { !$0.hasPrefix("log ") } == [
                "anchor window 0", "anchor label 9", "placed after-label inside", "anchor destroyed 9", "placed after-destroyed inside"
            ], "\(run.output)")
        let warnings = lines.filter { $0.hasPrefix("log Snackbar snackbar_anchor_to_window: ") }
        #expect(warnings.count == 2 && warnings.last?.contains("destroyed") == true, "\(warnings)")
        #expect(!warnings.contains { $0.contains("stay on the screen") }, "\(warnings)")
    }

    /// Compiles `Tests/CABI/NAME.c` against the installed library and `packages`; returns the program's path.
    private func compile(_ name: String, against prefix: InstalledPrefix, packages: [String]) async throws -> String {
        let flags = try await Command.run(
            ["pkg-config", "--cflags", "--libs", "snackbar"] + packages,
            environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        let program = prefix.path + "/" + name
        let packageFlags = flags.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let compile = try await Command.run(
            [
                "cc", Command.packageDirectory + "/Tests/CABI/\(name).c", "-o", program, "-pthread",
                "-Wl,-rpath," + prefix.path + "/lib"
            ] + packageFlags)
        try #require(compile.status == 0, "cc: \(compile.errors)")
        return program
    }

    /// 8 threads show and dismiss 3 200 snacks at once: every user data's destroy notify runs exactly
    /// once (the action's and the dismissed callback's), including those of snacks whose window closed
    /// without a frame (the exit motion's timeout) and the last one a spare window held.
    @Test func everyDestroyNotifyRunsOnceUnderThreads() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let program = try await compile("threads_app", against: prefix, packages: ["gtk+-3.0"])
        let run = try await Command.run([program], environment: privateDisplay.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "destroyed 3200 3200 of 3200, dismissed 3200\n", "\(run.errors)")
    }

    /// snackbar_focus_newest() from a C app whose own window has the keyboard: the snack takes it, so Tab and
    /// Enter reach its Undo (a keyboard-only user's way to a snack's button). The pointer rests where the snack
    /// shows, so that without a window manager the keyboard follows it there first (PointerRoot): asked, the snack
    /// pins it, to keep it once the pointer moves.
    @Test func focusNewestGivesTheSnackTheKeyboardInACApp() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let program = try await compile("focus_app", against: prefix, packages: ["gtk+-3.0", "x11"])
        let pointer = try await Command.run(["xdotool", "mousemove", "640", "40"], environment: privateDisplay.environment)
        #expect(pointer.status == 0, "\(pointer.errors)")
        let run = try await Command.run([program], environment: privateDisplay.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "focus status 0\nfocused snackbar: deleted\n", "\(run.errors)")
    }

    /// An app whose first call of the library shows a 1 s snack with its own widget or stylesheets: the snack
    /// shows and times out without another call to wake the library, long before 4 s passed (it waited 5 s
    /// for the screen reader's answer when nothing ran the main queue's work).
    @Test(arguments: ["widget", "style-sheets"])
    func aFirstSnackWithTheAppsWidgetOrStyleSheetsShowsAndEnds(call: String) async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let program = try await compile("first_call_app", against: prefix, packages: ["gtk+-3.0"])
        let run = try await Command.run([program, call], environment: privateDisplay.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "dismissed snack-1 0\n", "\(run.output)\(run.errors)")
    }

    /// Three adds of the same text fold into one snack: it answers to the newest add's id (time left, dismiss,
    /// the dismissed callback and event), and the two older ids, whose callbacks heard REPLACED, reach nothing.
    @Test func aFoldedSnackAnswersToTheNewestAddsIDInACApp() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let program = try await compile("fold_app", against: prefix, packages: ["gtk+-3.0"])
        let run = try await Command.run([program], environment: privateDisplay.environment.merging(["NO_AT_BRIDGE": "1"]) { $1 })
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("callback first") || $0.hasPrefix("callback second") } == ["callback first 5", "callback second 5"])
        #expect(
            lines.filter { !$0.hasPrefix("callback first") && !$0.hasPrefix("callback second") } == [
                "added three ids", "mapped newest", "time-left first -1", "time-left second -1", "time-left newest running",
                "dismiss first 0", "dismiss second 0", "dismiss newest 0", "callback newest 6", "event newest 6"
            ], "\(run.output)")
    }

    /// snackbar_render_png from a C program with no display at all: the PNG is written at twice the
    /// theme's width, and a bad path or width is a GError, not a crash.
    @Test func aCProgramRendersAPNGWithoutADisplay() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let program = try await compile("render_png", against: prefix, packages: ["cairo"])
        let run = try await Command.run(
            [program, prefix.path + "/snack.png"],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "DBUS_SESSION_BUS_ADDRESS": nil])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output == """
                size 856x126
                missing dir refused: cannot write the PNG '/no/such/dir/x.png': No such file or directory (code 4)
                width 50 refused: width 50: use 120 to 4096 pixels

                """)
    }

    /// A C app that quits (its window closed by a real click) with a snack still up: the dismissed
    /// callback runs once, with SNACKBAR_REASON_SHUTDOWN, as the process exits.
    @Test func aSnackStillUpWhenTheAppQuitsEndsWithShutdown() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        // snackbar.pc requires GTK: a GTK app builds with `pkg-config --cflags --libs snackbar` alone.
        let flags = try await Command.run(
            ["pkg-config", "--cflags", "--libs", "snackbar"],
            environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        let program = prefix.path + "/shutdown_app"
        let compile = try await Command.run(
            [
                "cc", Command.packageDirectory + "/Tests/CABI/shutdown_app.c", "-o", program,
                "-Wl,-rpath," + prefix.path + "/lib"
            ]
                + flags.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        try #require(compile.status == 0, "cc: \(compile.errors)")
        let output = prefix.path + "/shutdown_app.out"
        try #require(FileManager.default.createFile(atPath: output, contents: nil))
        let app = Process()
        app.executableURL = URL(fileURLWithPath: program)
        app.environment = ProcessInfo.processInfo.environment.merging(privateDisplay.environment.compactMapValues { $0 }) { $1 }
        app.standardOutput = FileHandle(forWritingAtPath: output)
        try app.runExclusively()
        defer { if app.isRunning { app.terminate() } }
        // `--sync` waits for the snack's window, then for the app's; the click lands on the Quit button.
        let search = { (name: String) in
            try await Command.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", name], environment: privateDisplay.environment)
        }
        _ = try await search("^snackbar: up$")
        let window = try #require(try await search("^shutdown app$").output.split(separator: "\n").first.map(String.init))
        let click = try await Command.run(
            ["xdotool", "mousemove", "--window", window, "150", "100", "click", "1"],
            environment: privateDisplay.environment)
        #expect(click.status == 0)
        app.waitUntilExit()
        #expect(app.terminationStatus == 0)
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["main returned", "dismissed up 7"], "once, with SNACKBAR_REASON_SHUTDOWN, at the exit")
    }
}
