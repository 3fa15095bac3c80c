import Foundation
import Testing

/// The C ABI as a C app meets it: `make install-files` into a temporary prefix, the meson example built
/// against it through pkg-config, a real click on its action, the bad-input program, then uninstall.
@Suite(.serialized)
struct CEmbeddingTests {
    /// The display of this suite's click test.
    static let display = Result { try PrivateDisplay() }

    /// A prefix with the debug products installed; removed by `tearDown`.
    struct InstalledPrefix {
        let path: String
        var pkgConfigPath: String { path + "/lib/pkgconfig" }

        init() async throws {
            path = try Command.temporaryDirectory("snackbar-prefix")
            let result = try await Command.run(["make", "-s", "install-files", "PREFIX=" + path, "BIN_DIR=" + Command.productsDirectory],
                                         directory: Command.packageDirectory)
            guard result.status == 0 else { throw PixelError(message: "make install-files failed: \(result.errors)") }
        }

        func tearDown() { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func installPutsLibraryHeaderPkgConfigAndRuntimeUnderThePrefixAndUninstallRemovesThem() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        for file in ["lib/libsnackbar.so", "include/snackbar.h", "lib/pkgconfig/snackbar.pc", "lib/snackbar/libswiftCore.so",
                     "bin/snack-gallery", "share/applications/org.snackbar.Gallery.desktop",
                     "share/man/man1/snack-notify.1", "share/man/man5/snackbar.conf.5",
                     "share/locale/de/LC_MESSAGES/snackbar.mo"] {
            #expect(FileManager.default.fileExists(atPath: prefix.path + "/" + file), "\(file)")
        }
        // The installed client finds its catalogue under PREFIX/share/locale, next to nothing in the build tree.
        let german = try await Command.run([prefix.path + "/bin/snack-notify", "--frobnicate"],
                                           environment: ["LC_ALL": "de_DE.UTF-8", "LANGUAGE": nil, "SNACKBAR_LOCALEDIR": nil])
        #expect(german.errors == "Unbekannte Option --frobnicate\n", "\(german.errors)")
        let flags = try await Command.run(["pkg-config", "--cflags", "--libs", "snackbar"], environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        #expect(flags.output.contains("-I\(prefix.path)/include") && flags.output.contains("-lsnackbar"), "\(flags.output)")
        // Every library the installed library loads resolves, and the Swift ones from the prefix.
        let ldd = try await Command.run(["ldd", prefix.path + "/lib/libsnackbar.so"])
        #expect(!ldd.output.contains("not found"), "\(ldd.output)")
        #expect(ldd.output.contains("libswiftCore.so => \(prefix.path)/lib/snackbar/libswiftCore.so"), "\(ldd.output)")

        let uninstall = try await Command.run(["make", "-s", "uninstall", "PREFIX=" + prefix.path], directory: Command.packageDirectory)
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        let left = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String }
            .filter { !$0.hasSuffix("/") && !isDirectory(prefix.path + "/" + $0) } ?? ["?"]
        #expect(left.isEmpty, "left after uninstall: \(left)")
    }

    @Test func mesonBuiltCAppRunsTheActionCallbackOnARealClick() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let build = prefix.path + "/c-app-build"
        let environment = privateDisplay.environment.merging(["PKG_CONFIG_PATH": prefix.pkgConfigPath]) { $1 }
        let setup = try await Command.run(["meson", "setup", build, Command.packageDirectory + "/Examples/c-app"], environment: environment)
        try #require(setup.status == 0, "meson setup: \(setup.output)\(setup.errors)")
        let ninja = try await Command.run(["ninja", "-C", build], environment: environment)
        try #require(ninja.status == 0, "ninja: \(ninja.output)")

        // GTK animations off, as with the desktop's reduced-motion setting: the snack stands at its place
        // once its window is mapped, so the click needs no wait for the slide to end.
        let config = prefix.path + "/config"
        try FileManager.default.createDirectory(atPath: config + "/gtk-3.0", withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=0\n".write(toFile: config + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
        let output = prefix.path + "/c-app.out"
        let app = Process()
        app.executableURL = URL(fileURLWithPath: build + "/c-app")
        app.environment = ProcessInfo.processInfo.environment.merging(privateDisplay.environment.compactMapValues { $0 }) { $1 }
            .merging(["XDG_CONFIG_HOME": config]) { $1 }
        try #require(FileManager.default.createFile(atPath: output, contents: nil))
        app.standardOutput = FileHandle(forWritingAtPath: output)
        try app.run()
        defer { if app.isRunning { app.terminate() } }

        let frame = try #require(try await privateDisplay.visibleSnackFrame(), "no snack window appeared")
        // The Undo button sits at the trailing end of a snack without a close button.
        let click = try await Command.run(["xdotool", "mousemove", "\(frame.x + frame.width - 40)", "\(frame.y + frame.height / 2)", "click", "1"],
                                    environment: environment)
        #expect(click.status == 0)
        app.waitUntilExit()
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        #expect(app.terminationStatus == 0, "\(lines)")
        let id = try #require(lines.first?.split(separator: " ").last, "\(lines)")
        #expect(lines == ["shown \(id)", "action \(id) undo", "dismissed \(id) action undo"])
    }

    @Test func badInputReturnsErrorCodesAndWarnsWithoutCrashing() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        // GObject too: the program hands the library an object that is not a window.
        let flags = try await Command.run(["pkg-config", "--cflags", "--libs", "snackbar", "gobject-2.0"],
                                          environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        let program = prefix.path + "/bad_input"
        let packageFlags = flags.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let compile = try await Command.run(["cc", Command.packageDirectory + "/Tests/CABI/bad_input.c", "-o", program, "-pthread",
                                       "-Wl,-rpath," + prefix.path + "/lib"] + packageFlags)
        try #require(compile.status == 0, "cc: \(compile.errors)")
        let run = try await Command.run([program])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("failures 0"))
        #expect(!run.output.contains("FAIL"), "\(run.output)")
        #expect(run.errors.contains("snackbar-WARNING: snackbar_snack_set_kind: unknown kind 42"), "\(run.errors)")
        #expect(run.errors.contains("snackbar-WARNING: snackbar_snack_set_title: title is not valid UTF-8"))
        #expect(run.errors.contains("snackbar-WARNING: snackbar_snack_free: snack is not a live handle"))
        #expect(run.errors.contains("snackbar-WARNING: snackbar_anchor_to_window: gtk_window is not a toplevel GtkWindow"))
        #expect(run.errors.contains("snackbar-WARNING: snackbar_snack_set_icon: icon /dev/zero: not a regular file"))
        #expect(run.errors.contains(".css: not a regular file"), "the FIFO theme, named with its reason: \(run.errors)")
    }

    /// A C app that quits (its window closed by a real click) with a snack still up: the dismissed
    /// callback runs once, with SNACKBAR_REASON_SHUTDOWN, as the process exits.
    @Test func aSnackStillUpWhenTheAppQuitsEndsWithShutdown() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let flags = try await Command.run(["pkg-config", "--cflags", "--libs", "snackbar", "gtk+-3.0"],
                                          environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        let program = prefix.path + "/shutdown_app"
        let compile = try await Command.run(["cc", Command.packageDirectory + "/Tests/CABI/shutdown_app.c", "-o", program,
                                             "-Wl,-rpath," + prefix.path + "/lib"]
                                            + flags.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        try #require(compile.status == 0, "cc: \(compile.errors)")
        let output = prefix.path + "/shutdown_app.out"
        try #require(FileManager.default.createFile(atPath: output, contents: nil))
        let app = Process()
        app.executableURL = URL(fileURLWithPath: program)
        app.environment = ProcessInfo.processInfo.environment.merging(privateDisplay.environment.compactMapValues { $0 }) { $1 }
        app.standardOutput = FileHandle(forWritingAtPath: output)
        try app.run()
        defer { if app.isRunning { app.terminate() } }
        // `--sync` waits for the snack's window, then for the app's; the click lands on the Quit button.
        let search = { (name: String) in
            try await Command.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", name], environment: privateDisplay.environment)
        }
        _ = try await search("^snackbar: up$")
        let window = try #require(try await search("^shutdown app$").output.split(separator: "\n").first.map(String.init))
        let click = try await Command.run(["xdotool", "mousemove", "--window", window, "150", "100", "click", "1"],
                                          environment: privateDisplay.environment)
        #expect(click.status == 0)
        app.waitUntilExit()
        #expect(app.terminationStatus == 0)
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["main returned", "dismissed up 7"], "once, with SNACKBAR_REASON_SHUTDOWN, at the exit")
    }

    private func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
