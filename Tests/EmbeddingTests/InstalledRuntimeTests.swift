import Foundation
import SnackbarTestTags
import Testing

/// The Swift runtime `make install` ships in lib/snackbar/: its own link of the toolchain's static archives
/// (scripts/runtime/link.sh), which every installed program and library loads instead of the toolchain's
/// shared libraries: the same names, exporting only what the installed files import, the runtime's own type
/// records registered, and the C++ library inside, so that nothing installed maps libstdc++.so.
@Suite(.serialized, .tags(.display, .sessionBus, .install))
struct InstalledRuntimeTests {
    static let display = Result { try PrivateDisplay(withBus: true) }
    /// What the install puts in bin/ and lib/ that loads the Swift runtime.
    static let programs = [
        "bin/snack-notifyd", "bin/snack-gallery", "bin/snack-notify-bus", "lib/libsnackbar-0.so.0", "lib/libsnackbar-gtk4-0.so.0"
    ]
    static let toolchainRuntime = "/opt/swift/usr/lib/swift/linux"

    /// The libraries in `ldd`'s answer by name, each with the path it resolved to.
    static func loaded(_ ldd: String) -> [String: String] {
        Dictionary(
            ldd.split(separator: "\n").compactMap { line -> (String, String)? in
                let fields = line.split(separator: " ").map { $0.trimmingCharacters(in: .whitespaces) }
                guard fields.count >= 3, fields[1] == "=>" else { return nil }
                return (fields[0], fields[2])
            }, uniquingKeysWith: { first, _ in first })
    }

    @Test func everythingInstalledLoadsTheRuntimeFromThePrefixAndNoCxxLibrary() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        for program in Self.programs {
            let ldd = try await Command.run(["ldd", prefix.path + "/" + program])
            #expect(ldd.status == 0 && !ldd.output.contains("not found"), "\(program): \(ldd.output)")
            let loaded = Self.loaded(ldd.output)
            let core = try #require(loaded["libswiftCore.so"], "\(program): \(ldd.output)")
            #expect(core.hasPrefix(prefix.path + "/") && core.hasSuffix("/lib/snackbar/libswiftCore.so"), "\(program): \(core)")
            // GTK 4 loads the C++ library of its own (its TIFF loader's libLerc); the bus helper loads no GTK.
            var gtkLoadsIt = false
            if let gtk = loaded["libgtk-3.so.0"] ?? loaded["libgtk-4.so.1"] {
                gtkLoadsIt = Self.loaded(try await Command.run(["ldd", gtk]).output)["libstdc++.so.6"] != nil
            }
            #expect(gtkLoadsIt || loaded["libstdc++.so.6"] == nil, "\(program) loads the C++ library: \(ldd.output)")
        }
        let runtime = prefix.files().filter { $0.hasPrefix("lib/snackbar/") && $0.hasSuffix(".so") }
        #expect(runtime.contains("lib/snackbar/libswiftCore.so") && runtime.contains("lib/snackbar/libswift_Concurrency.so"), "\(runtime)")
    }

    /// Each runtime library exports exactly the names of it that the installed programs and libraries and the
    /// runtime's other libraries import: none of the toolchain's thousands of others, none missing.
    @Test func theRuntimeExportsWhatTheInstallImportsAndNothingElse() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let runtime = prefix.files().filter { $0.hasPrefix("lib/snackbar/") && $0.hasSuffix(".so") && !$0.hasSuffix("libdispatch.so") }
        let importers = (Self.programs + ["bin/snack-notify"] + prefix.files().filter { $0.hasPrefix("lib/snackbar/") && $0.hasSuffix(".so") })
            .map { prefix.path + "/" + $0 }
        let imported = try await Command.run(
            [
                "bash", "-c", "for f; do nm -D --undefined-only \"$f\"; done | awk 'NF >= 2 { sub(/@.*/, \"\", $NF); print $NF }' | sort -u",
                "-"
            ] + importers)
        try #require(imported.status == 0 && imported.output.contains("swift_retain\n"), "\(imported.errors)")
        let names = Set(imported.output.split(separator: "\n").map(String.init))
        for library in runtime {
            let name = String(library.dropFirst("lib/snackbar/".count))
            let defined = try await Command.run([
                "bash", "-c", "nm -D --defined-only \"$1\" | awk '{ print $3 }' | grep -vxE '__bss_start|_edata|_end' | sort -u", "-",
                prefix.path + "/" + library
            ])
            let toolchain = try await Command.run([
                "bash", "-c", "nm -D --defined-only \"$1\" | awk '{ print $3 }' | sort -u", "-", Self.toolchainRuntime + "/" + name
            ])
            let exported = Set(defined.output.split(separator: "\n").map(String.init))
            let wanted = names.intersection(toolchain.output.split(separator: "\n").map(String.init))
            let unused = exported.subtracting(names)
            #expect(unused.isEmpty, "\(name) exports \(unused.count) names nothing imports: \(unused.sorted().prefix(5))")
            #expect(wanted.subtracting(exported).isEmpty, "\(name) lacks \(wanted.subtracting(exported).sorted().prefix(5))")
        }
        let core = try await Command.run(["bash", "-c", "nm -D --defined-only \"$1\" | wc -l", "-", prefix.path + "/lib/snackbar/libswiftCore.so"])
        #expect((Int(core.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) < 2_000, "libswiftCore.so exports \(core.output)")
    }

    /// The dynamic loader, binding every name at load (`ldd -r`, `LD_BIND_NOW`), finds each name every installed
    /// program and library imports; a program built by the toolchain imports names this runtime leaves out,
    /// which the same check shows (such a program loads the toolchain's runtime).
    @Test func everyInstalledFileFindsEveryNameItImportsOnThePrefixsRuntime() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let runtime = prefix.files().filter { $0.hasPrefix("lib/snackbar/") && $0.hasSuffix(".so") }
        for file in Self.programs + runtime {
            let ldd = try await Command.run(["ldd", "-r", prefix.path + "/" + file])
            #expect(ldd.status == 0, "\(file): \(ldd.errors)")
            #expect(
                !(ldd.output + ldd.errors).contains("undefined symbol") && !ldd.output.contains("not found"), "\(file): \(ldd.output)\(ldd.errors)")
        }
        let help = try await Command.run([prefix.path + "/bin/snack-notifyd", "--help"], environment: ["LD_BIND_NOW": "1"])
        #expect(help.status == 0 && help.output.contains("snack-notifyd"), "\(help.output)\(help.errors)")
        let work = try Command.temporaryDirectory("runtime-names")
        defer { try? FileManager.default.removeItem(atPath: work) }
        try "print([1.5: \"a\"].map { \"\\($0.key)\" }.joined())\n".write(toFile: work + "/names.swift", atomically: true, encoding: .utf8)
        let build = try await Command.run(["swiftc", "-o", work + "/names", work + "/names.swift"])
        try #require(build.status == 0, "\(build.errors)")
        let foreign = try await Command.run(["ldd", "-r", work + "/names"], environment: ["LD_LIBRARY_PATH": prefix.path + "/lib/snackbar"])
        #expect((foreign.output + foreign.errors).contains("undefined symbol"), "\(foreign.output)\(foreign.errors)")
    }

    /// The install's check (scripts/runtime/check-imports.sh, run by every install of the runtime) passes on
    /// the runtime installed and fails on one that lacks a name an installed program imports, naming both.
    @Test func theInstallsCheckNamesAnImportTheRuntimeLacks() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let work = try Command.temporaryDirectory("runtime-check")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let runtime = prefix.path + "/lib/snackbar"
        let check = ["scripts/runtime/check-imports.sh", ".build/runtime", runtime, prefix.path + "/bin/snack-notifyd"]
        let passing = try await Command.run(check, directory: Command.packageDirectory)
        #expect(passing.status == 0, "\(passing.errors)")
        // The installed libswiftCore linked again as the install links it, with one name fewer.
        let relink = try await Command.run(
            [
                "bash", "-c",
                "nm -D --defined-only \"$1/libswiftCore.so\" | awk '{ print $3 }' | grep -vx swift_retain > \"$2/exports\""
                    + " && scripts/runtime/link.sh \"$2\" Resources/snack-notifyd.order \"$2/exports\" libswiftCore.so"
                    + " && cp \"$2/libswiftCore.so\" \"$1/libswiftCore.so\"",
                "-", runtime, work
            ], directory: Command.packageDirectory)
        try #require(relink.status == 0, "\(relink.errors)")
        let failing = try await Command.run(check, directory: Command.packageDirectory)
        #expect(failing.status != 0)
        #expect(
            failing.errors.contains("\(prefix.path)/bin/snack-notifyd imports swift_retain, which no library in \(runtime) exports"),
            "\(failing.errors)")
        let ldd = try await Command.run(["ldd", "-r", prefix.path + "/bin/snack-notifyd"])
        #expect((ldd.output + ldd.errors).contains("undefined symbol: swift_retain"), "\(ldd.output)\(ldd.errors)")
    }

    /// A Swift program on the runtime the install's is linked from (`make runtime`, every name exported; the
    /// install's libraries are the same link with fewer names): its casts to protocols find the conformances
    /// of the standard library's own types, which the runtime knows only from the records of libswiftCore
    /// that its image registration (swiftrt.o) hands over.
    @Test func aSwiftProgramOnTheRuntimeFindsTheStandardLibrarysConformances() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let runtime = Command.packageDirectory + "/.build/runtime"
        let work = try Command.temporaryDirectory("runtime-casts")
        defer { try? FileManager.default.removeItem(atPath: work) }
        try """
        let values: [Any] = [42, "text", [1, 2], 1.5, Set([3])]
        print(values.map { ($0 is any CustomStringConvertible) && ($0 is any Hashable) })
        print(values.map { "\\(type(of: $0))" }.joined(separator: " "))
        """.write(toFile: work + "/casts.swift", atomically: true, encoding: .utf8)
        let build = try await Command.run(["swiftc", "-o", work + "/casts", work + "/casts.swift"])
        try #require(build.status == 0, "\(build.errors)")
        let onRuntime: [String: String?] = ["LD_LIBRARY_PATH": runtime]
        let ldd = try await Command.run(["ldd", work + "/casts"], environment: onRuntime)
        #expect(ldd.output.contains("libswiftCore.so => \(runtime)/libswiftCore.so"), "\(ldd.output)")
        let run = try await Command.run([work + "/casts"], environment: onRuntime)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "[true, true, true, true, true]\nInt String Array<Int> Double Set<Int>\n", "\(run.output)")
    }

    /// The installed service, started by the installed `snack-notify` with three popups up, runs on the
    /// prefix's runtime and maps no libstdc++.so and nothing of the toolchain.
    @Test func theInstalledServiceShowsPopupsOnThePrefixsRuntime() async throws {
        let display = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let home = try Command.temporaryDirectory("runtime-service")
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = display.environment
        for name in ["XDG_RUNTIME_DIR", "XDG_CONFIG_HOME"] { environment[name] = home }
        environment["XDG_STATE_HOME"] = home + "/state"
        environment["NO_AT_BRIDGE"] = "1"
        // Each call returns once its popup is mapped; the service is then read and ended.
        let script = """
            for n in 1 2 3; do "$1/bin/snack-notify" --duration 60 --id "m$n" "Hello $n" || exit 1; done
            pid=$(gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \\
                --method org.freedesktop.DBus.GetConnectionUnixProcessID io.snackbar.Notifier | tr -d '(),' | awk '{ print $2 }')
            echo "popups $(xdotool search --onlyvisible --name '^snackbar: ' | wc -l)"
            echo "exe $(readlink /proc/$pid/exe)"
            awk 'NF >= 6 { print "maps " $6 }' /proc/$pid/maps | sort -u
            kill -KILL "$pid"
            """
        let run = try await Command.run(["bash", "-c", script, "-", prefix.path], environment: environment)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("popups 3"), "\(run.output)")
        #expect(lines.contains("exe \(prefix.path)/bin/snack-notifyd"), "\(run.output)")
        let mapped = lines.filter { $0.hasPrefix("maps ") }.map { String($0.dropFirst(5)) }
        #expect(mapped.contains(prefix.path + "/lib/snackbar/libswiftCore.so"), "\(mapped)")
        #expect(mapped.contains(prefix.path + "/lib/snackbar/libswift_Concurrency.so"), "\(mapped)")
        #expect(!mapped.contains { $0.contains("libstdc++") || $0.hasPrefix(Self.toolchainRuntime) }, "\(mapped)")
    }
}
