import Foundation
import SnackbarTestTags
import Testing

/// libsnackbar through GObject introspection, as Python, GJS and Vala apps meet it: `make install-files`
/// into a temporary prefix (GIR, typelib, .vapi), then each language's Undo app (Tests/Introspection/)
/// shows a snack on a private display, a real click lands on Undo, and the app prints the action, the
/// dismissed callback's reason and the window events its event callback saw.
@Suite(.serialized, .tags(.display, .sessionBus, .install))
struct IntrospectionTests {
    /// The display of this suite.
    static let display = Result { try PrivateDisplay() }

    enum Language: String, CaseIterable, CustomTestStringConvertible {
        case python, gjs, vala
        var testDescription: String { rawValue }
    }

    @Test func installPutsTheGIRTypelibAndVapiUnderThePrefix() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        for file in [
            "share/gir-1.0/Snackbar-0.2.gir", "lib/girepository-1.0/Snackbar-0.2.typelib",
            "share/vala/vapi/snackbar.vapi", "share/vala/vapi/snackbar.deps",
            "share/dbus-1/interfaces/io.snackbar.Notifier.xml"
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.path + "/" + file), "\(file)")
        }
        let gir = try String(contentsOfFile: prefix.path + "/share/gir-1.0/Snackbar-0.2.gir", encoding: .utf8)
        // The scanner read the GTypes from the library, and the annotations reached the GIR.
        #expect(gir.contains("glib:get-type=\"snackbar_reason_get_type\""))
        #expect(gir.contains("glib:get-type=\"snackbar_snack_get_type\""))
        #expect(gir.contains("c:identifier=\"snackbar_add\" throws=\"1\""))
        #expect(gir.contains("scope=\"notified\""))
        try expectEveryDeclarationOfTheHeader(in: gir)
    }

    /// Every function snackbar.h declares is in the GIR (as a c:identifier, or a glib:get-type), and every enum
    /// value with the header's number: nothing of the C API is lost on its way to Python, GJS and Vala.
    private func expectEveryDeclarationOfTheHeader(in gir: String) throws {
        let include = Command.packageDirectory + "/include/snackbar"
        let header = try FileManager.default.contentsOfDirectory(atPath: include).filter { $0.hasSuffix(".h") }
            .map { try String(contentsOfFile: include + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
        let code = header.split(separator: "\n").filter { line in !["#", " *", "/*"].contains { line.hasPrefix($0) } }.joined(separator: "\n")
        let functions = code.matches(of: /\b(snackbar_[a-z0-9_]+)\(/).map { String($0.1) }
        #expect(functions.count > 60, "\(functions)")
        for function in functions {
            #expect(gir.contains("c:identifier=\"\(function)\"") || gir.contains("glib:get-type=\"\(function)\""), "\(function) is not in the GIR")
        }
        let declared = Dictionary(uniqueKeysWithValues: header.matches(of: /(SNACKBAR_[A-Z_]+) = (\d+)/).map { (String($0.1), String($0.2)) })
        let introspected = Dictionary(
            gir.matches(of: /value="(\d+)"\s+c:identifier="(SNACKBAR_[A-Z_]+)"/).map { (String($0.2), String($0.1)) }, uniquingKeysWith: { $1 })
        #expect(declared.count > 30, "\(declared)")
        #expect(introspected == declared)
    }

    @Test(arguments: Language.allCases)
    func anUndoAppGetsTheActionAndTheDismissedReasonOnARealClick(language: Language) async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let script = Command.packageDirectory + "/Tests/Introspection/undo"
        let command: [String]
        switch language {
        case .python: command = ["/usr/bin/python3", script + ".py"]
        case .gjs: command = ["gjs", script + ".js"]
        case .vala:
            let program = prefix.path + "/undo-vala"
            let build = try await Command.run(
                [
                    "valac", "--directory", prefix.path + "/vala-c", "--vapidir", prefix.path + "/share/vala/vapi", "--pkg", "snackbar",
                    "--pkg", "gtk+-3.0",
                    "-X", "-Wl,-rpath," + prefix.path + "/lib", "-o", program, script + ".vala"
                ],
                environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath], directory: prefix.path)
            try #require(build.status == 0, "valac: \(build.output)\(build.errors)")
            command = [program]
        }
        guard let result = try await runAndClickUndo(command, prefix: prefix) else { return }
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        let id = try #require(lines.first?.split(separator: " ").last, "\(lines) \(result.errors)")
        #expect(
            lines == ["shown \(id)", "action \(id) undo", "dismissed \(id) action undo", "events \(id) closed mapped placed dismissed action"],
            "\(result.errors)")
    }

    /// The Python example of docs/embedding-bindings.md as the guide shows it: a real click on Undo runs its
    /// action, and the dismissed callback prints the reason and ends it.
    @Test func theGuidesPythonExampleRunsItsUndoOnARealClick() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let examples = try DocumentedExamplesTests.blocks("python", in: "docs/embedding-bindings.md")
        let script = prefix.path + "/guide.py"
        try #require(examples.first { $0.contains("Snackbar.add(") }).write(toFile: script, atomically: true, encoding: .utf8)
        // Bounded: an example that never quits would hold the suite.
        guard let result = try await runAndClickUndo(["timeout", "60", "/usr/bin/python3", script], prefix: prefix) else { return }
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(
            lines.count == 2 && lines.first?.hasSuffix(": undo clicked, restoring report.pdf") == true && lines.last == "action",
            "\(lines) \(result.errors)")
    }

    /// Runs `command` (an app of one snack with Undo as its trailing button) on the suite's display against `prefix`,
    /// clicks Undo once the snack is up and waits for the app to end; nil (with an issue) when no snack appeared.
    private func runAndClickUndo(_ command: [String], prefix: InstalledPrefix) async throws -> CommandResult? {
        let privateDisplay = try Self.display.get()
        // GTK animations off (reduced motion): the snack stands at its place once mapped, ready for the click.
        let config = prefix.path + "/config"
        try FileManager.default.createDirectory(atPath: config + "/gtk-3.0", withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=0\n".write(toFile: config + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
        // No accessibility bridge: on a loaded machine its registration with the session's accessibility bus can
        // hold GTK's start for its 25 s D-Bus timeout, past the wait for the window. The user's slowest time
        // scale: a loaded machine may take longer than a long snack's time to reach the click.
        let environment = privateDisplay.environment.merging([
            "GI_TYPELIB_PATH": prefix.path + "/lib/girepository-1.0", "LD_LIBRARY_PATH": prefix.path + "/lib", "XDG_CONFIG_HOME": config,
            "NO_AT_BRIDGE": "1", "SNACKBAR_TIME_SCALE": "10"
        ]) { $1 }
        async let app = Command.run(command, environment: environment)

        guard let frame = try await privateDisplay.visibleSnackFrame() else {
            let result = try await app
            Issue.record("no snack window appeared: \(result.status) \(result.output) \(result.errors)")
            return nil
        }
        // The Undo button sits at the trailing end of a snack without a close button.
        let click = try await Command.run(
            ["xdotool", "mousemove", "\(frame.x + frame.width - 40)", "\(frame.y + frame.height / 2)", "click", "1"],
            environment: privateDisplay.environment)
        #expect(click.status == 0)
        return try await app
    }
}
