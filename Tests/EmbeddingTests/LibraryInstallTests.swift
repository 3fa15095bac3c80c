import Foundation
import SnackbarCore
import SnackbarTestTags
import Testing

/// What `make install` and `make install-lib` put under a prefix: the versioned library (SONAME, symbolic
/// links, only the C functions exported), the header, a relocatable pkg-config file, the Swift runtime it loads;
/// and `make uninstall` taking it all away again.
@Suite(.serialized, .tags(.install))
struct LibraryInstallTests {
    /// The files `make install-lib` installs besides the Swift runtime (lib/snackbar/).
    static let libraryFiles =
        ["include/snackbar.h", "lib/libsnackbar-0.so", "lib/libsnackbar-0.so.0", "lib/pkgconfig/snackbar.pc"]
        + partHeaders.map { "include/snackbar/" + $0 }
    /// The parts snackbar.h includes (include/snackbar/).
    static let partHeaders = ["snackbar-types.h", "snackbar-snack.h", "snackbar-display.h"]

    @Test func installPutsLibraryHeaderPkgConfigAndRuntimeUnderThePrefixAndUninstallRemovesThem() async throws {
        // The prefix has a man directory already, as /usr/local has: uninstall leaves it.
        let prefix = try await InstalledPrefix(existingDirectories: ["share/man/man1"])
        defer { prefix.tearDown() }
        for file in Self.libraryFiles + [
            "lib/snackbar/libswiftCore.so", "bin/snack-gallery", "share/applications/org.snackbar.Gallery.desktop",
            "share/applications/io.snackbar.Notifier.desktop",
            "share/man/man1/snack-notify.1", "share/man/man5/snackbar.conf.5",
            "share/locale/de/LC_MESSAGES/snackbar.mo",
            // The GTK 4 library beside the GTK 3 one.
            "include/snackbar-gtk4.h", "lib/libsnackbar-gtk4-0.so", "lib/libsnackbar-gtk4-0.so.0", "lib/pkgconfig/snackbar-gtk4.pc",
            "share/gir-1.0/SnackbarGtk4-0.2.gir", "lib/girepository-1.0/SnackbarGtk4-0.2.typelib", "share/vala/vapi/snackbar-gtk4.vapi"
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.path + "/" + file), "\(file)")
        }
        // KWin gives the service its window list by the .desktop file whose Exec is the running binary's path.
        let desktopFile = try String(contentsOfFile: prefix.path + "/share/applications/io.snackbar.Notifier.desktop", encoding: .utf8)
        #expect(desktopFile.contains("\nExec=\(prefix.prefix)/bin/snack-notifyd\n"), "\(desktopFile)")
        // The installed client finds its catalogue under PREFIX/share/locale, next to nothing in the build tree.
        let german = try await Command.run(
            [prefix.path + "/bin/snack-notify", "--frobnicate"],
            environment: ["LC_ALL": "de_DE.UTF-8", "LANGUAGE": nil, "SNACKBAR_LOCALEDIR": nil])
        #expect(german.errors == "Unbekannte Option --frobnicate\nMit --help werden alle Optionen aufgeführt.\n", "\(german.errors)")
        let environment = ["PKG_CONFIG_PATH": prefix.pkgConfigPath]
        let flags = try await Command.run(["pkg-config", "--cflags", "--libs", "snackbar"], environment: environment)
        #expect(flags.output.contains("-I\(prefix.path)/lib/pkgconfig/../../include") && flags.output.contains("-lsnackbar-0 "), "\(flags.output)")
        // The real file carries the version pkg-config reports.
        let version = try await Command.run(["pkg-config", "--modversion", "snackbar"], environment: environment)
            .output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(FileManager.default.fileExists(atPath: prefix.path + "/lib/libsnackbar-0.so.\(version)"), "version \(version)")
        // Every library the installed library loads resolves, and the Swift ones from the prefix.
        let ldd = try await Command.run(["ldd", prefix.path + "/lib/libsnackbar-0.so.0"])
        #expect(!ldd.output.contains("not found"), "\(ldd.output)")
        #expect(ldd.output.contains("libswiftCore.so => \(prefix.path)/lib/snackbar/libswiftCore.so"), "\(ldd.output)")

        let uninstall = try await prefix.make("uninstall")
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(prefix.files().isEmpty, "left after uninstall: \(prefix.files())")
        #expect(prefix.directories() == ["share", "share/man", "share/man/man1"], "the directories it made go, the others stay")
    }

    /// Installed binaries are stripped (no debug sections, no symbol table); their debug information waits in
    /// DEBUG_DIR under GDB's .build-id layout, named by each binary's build id.
    @Test func installedBinariesAreStrippedAndTheirDebugInformationIsKeptApart() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        for binary in ["bin/snack-notify", "bin/snack-notifyd", "lib/libsnackbar-0.so.0"] {
            let sections = try await Command.run(["readelf", "-S", "-n", prefix.path + "/" + binary])
            #expect(sections.status == 0, "\(sections.errors)")
            #expect(!sections.output.contains(".debug_info") && !sections.output.contains(".symtab"), "\(binary) is not stripped")
            let buildID = try #require(
                sections.output.split(separator: "\n").first { $0.contains("Build ID:") }?.split(separator: " ").last.map(String.init),
                "\(binary) has no build id")
            let debug = "\(prefix.debugDirectory)/.build-id/\(buildID.prefix(2))/\(buildID.dropFirst(2)).debug"
            let kept = try await Command.run(["readelf", "-S", debug])
            #expect(kept.status == 0 && kept.output.contains(".debug_info"), "\(binary): \(debug) \(kept.errors)")
        }
    }

    /// `make install-lib` (here its install step on the debug products) under DESTDIR: the library, its header,
    /// its pkg-config file and its runtime, nothing of the executables; `make uninstall` removes it.
    @Test func installLibStagesOnlyTheLibraryUnderDestdirAndUninstallRemovesIt() async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-files", stagedPrefix: "/opt/snackbar")
        defer { prefix.tearDown() }
        let files = prefix.files()
        let version = try #require(files.first { $0.hasPrefix("lib/libsnackbar-0.so.0.") }, "\(files)")
        #expect(files.filter { !$0.hasPrefix("lib/snackbar/") } == (Self.libraryFiles + [version]).sorted(), "\(files)")
        #expect(files.contains("lib/snackbar/libswiftCore.so") && files.contains("lib/snackbar/libdispatch.so"), "\(files)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.path + "/lib/libsnackbar-0.so.0") == String(version.dropFirst(4)))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.path + "/lib/libsnackbar-0.so") == "libsnackbar-0.so.0")

        let uninstall = try await prefix.make("uninstall")
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(prefix.files().isEmpty, "left after uninstall: \(prefix.files())")
        #expect(!FileManager.default.fileExists(atPath: prefix.path), "the prefix the install made goes too")
    }

    /// `make install` and `make install-notification-server` staged under DESTDIR: `make uninstall` takes both
    /// away, the D-Bus activation file and the systemd user unit too, and every directory either created (no
    /// empty lib/systemd/user), the prefix itself included.
    @Test func uninstallRemovesTheNotificationServerBesideTheInstallAndEveryDirectoryEitherMade() async throws {
        let prefix = try await InstalledPrefix(stagedPrefix: "/opt/snackbar")
        defer { prefix.tearDown() }
        let server = try await prefix.make("install-notification-server")
        #expect(server.status == 0, "\(server.errors)")
        let serverFiles = ["lib/systemd/user/snack-notifyd.service", "share/dbus-1/services/org.freedesktop.Notifications.service"]
        #expect(Set(serverFiles).isSubset(of: prefix.files()), "\(prefix.files())")

        let uninstall = try await prefix.make("uninstall")
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(prefix.files().isEmpty, "left after uninstall: \(prefix.files())")
        #expect(!FileManager.default.fileExists(atPath: prefix.path), "left after uninstall: \(prefix.directories())")
    }

    /// The installed library names itself libsnackbar-0.so.0 (what an app records), finds its runtime relative
    /// to itself, and exports exactly the functions include/snackbar.h declares: none of the Swift inside.
    @Test func theLibraryHasItsSonameAndExportsExactlyTheHeadersFunctions() async throws {
        let prefix = try await InstalledPrefix(target: "install-lib-files")
        defer { prefix.tearDown() }
        let library = prefix.path + "/lib/libsnackbar-0.so.0"
        let dynamic = try await Command.run(["readelf", "-d", library])
        #expect(dynamic.output.contains("Library soname: [libsnackbar-0.so.0]"), "\(dynamic.output)")
        #expect(dynamic.output.contains("Library runpath: [$ORIGIN/snackbar]"), "\(dynamic.output)")

        let exported = try await Command.run(["nm", "-D", "--defined-only", "--extern-only", library])
        let names = Set(exported.output.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) })
        let declared = try Self.declaredFunctions()
        #expect(declared.count >= 24 && declared.contains("snackbar_snack_new"), "\(declared)")
        #expect(names.subtracting(declared).isEmpty, "exported beyond the header: \(names.subtracting(declared).sorted().prefix(20))")
        #expect(declared.subtracting(names).isEmpty, "declared but not exported: \(declared.subtracting(names).sorted())")
    }

    /// An app includes snackbar.h alone and gets every declaration; a part included on its own is refused
    /// with a message naming the header to include.
    @Test func snackbarHIsTheOneHeaderAnAppIncludes() async throws {
        let directory = try Command.temporaryDirectory("header")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let glib = try await Command.run(["pkg-config", "--cflags", "gobject-2.0"])
        let flags = glib.output.split(whereSeparator: \.isWhitespace).map(String.init)
        for (name, line) in [
            ("whole", "#include <snackbar.h>\nint main(void) { return snackbar_snack_new(\"x\") == NULL; }\n"),
            ("part", "#include <snackbar/snackbar-snack.h>\n")
        ] {
            try line.write(toFile: "\(directory)/\(name).c", atomically: true, encoding: .utf8)
        }
        let include = "-I" + Command.packageDirectory + "/include"
        let whole = try await Command.run(["cc", "-fsyntax-only", "-Wall", "-Werror", include] + flags + [directory + "/whole.c"])
        #expect(whole.status == 0, "\(whole.errors)")
        let part = try await Command.run(["cc", "-fsyntax-only", include] + flags + [directory + "/part.c"])
        #expect(part.status != 0 && part.errors.contains("Only <snackbar.h> or <snackbar-gtk4.h> can be included directly"), "\(part.errors)")
    }

    /// The header's comments name only functions it declares: a reader who looks one up finds it.
    @Test func theHeaderCommentsNameOnlyFunctionsThatExist() throws {
        let comments = try Self.headerText().matches(of: /\/\*[\s\S]*?\*\//).map { String($0.output) }.joined()
        let named = Set(comments.matches(of: /\b(snackbar_[a-z0-9_]+)/).map { String($0.output.1) })
        let declared = try Self.declaredFunctions()
        #expect(named.count > 20, "\(named)")
        #expect(named.subtracting(declared).isEmpty, "named in comments, declared nowhere: \(named.subtracting(declared).sorted())")
    }

    /// The GTK 4 library's header and the parts it shares with libsnackbar's: their comments name only functions
    /// that header declares (or that GObject's type macros declare), so the shared parts name neither library's
    /// own calls.
    @Test func theGtk4HeaderCommentsNameOnlyFunctionsItDeclares() throws {
        let text = try ["snackbar-gtk4.h", "snackbar/snackbar-types.h", "snackbar/snackbar-snack.h"].map {
            try String(contentsOfFile: Command.packageDirectory + "/include/" + $0, encoding: .utf8)
        }.joined()
        let comments = text.matches(of: /\/\*[\s\S]*?\*\//).map { String($0.output) }.joined()
        // A name ending in "_" is a family ("the snackbar_gtk4_overlay_… calls").
        let named = Set(comments.matches(of: /\b(snackbar_[a-z0-9_]*[a-z0-9])\b/).map { String($0.output.1) })
        let code = text.replacing(/\/\*[\s\S]*?\*\//, with: " ")
        let declared = Set(code.matches(of: /\b(snackbar_[a-z0-9_]+)\s*\(/).map { String($0.output.1) })
            .union(code.matches(of: /G_DECLARE_FINAL_TYPE\(\w+, (snackbar_\w+),/).map { String($0.output.1) + "_get_type" })
        #expect(named.count > 20, "\(named)")
        #expect(named.subtracting(declared).isEmpty, "named in comments, declared nowhere: \(named.subtracting(declared).sorted())")
    }

    /// The header's SNACKBAR_MAJOR/MINOR/MICRO_VERSION macros are the version written once in SnackbarVersion,
    /// which the library, snackbar.pc and `--version` carry.
    @Test func theHeadersVersionMacrosAreSnackbarVersion() throws {
        let macros = try Self.headerText().matches(of: /#define SNACKBAR_(MAJOR|MINOR|MICRO)_VERSION ([0-9]+)/)
            .map { "\($0.output.1)=\($0.output.2)" }
        let version = "MAJOR=\(SnackbarVersion.major) MINOR=\(SnackbarVersion.minor) MICRO=\(SnackbarVersion.micro)"
        #expect(macros.joined(separator: " ") == version)
    }

    /// include/snackbar.h and its parts, one after the other.
    static func headerText() throws -> String {
        let headers =
            try ["snackbar.h"]
            + FileManager.default.contentsOfDirectory(atPath: Command.packageDirectory + "/include/snackbar")
            .filter { $0.hasSuffix(".h") }.map { "snackbar/" + $0 }
        #expect(Set(headers.dropFirst()) == Set(partHeaders.map { "snackbar/" + $0 }), "install-lib installs exactly these parts")
        return try headers.map { try String(contentsOfFile: Command.packageDirectory + "/include/" + $0, encoding: .utf8) }.joined()
    }

    /// The `snackbar_…(` names in include/snackbar.h and its parts, outside their comments.
    static func declaredFunctions() throws -> Set<String> {
        let code = try headerText().replacing(/\/\*[\s\S]*?\*\//, with: " ")
        return Set(code.matches(of: /\b(snackbar_[a-z0-9_]+)\s*\(/).map { String($0.output.1) })
    }
}
