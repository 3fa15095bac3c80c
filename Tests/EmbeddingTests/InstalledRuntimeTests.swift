import Foundation
import SnackbarTestTags
import Testing

/// The Swift runtime `make install` ships in lib/snackbar/: its own link of the toolchain's static archives
/// (scripts/runtime/link.sh), which every installed program and library loads instead of the toolchain's
/// shared libraries: the same names and exported symbols, the runtime's own type records registered, and
/// the C++ library inside, so that nothing installed maps libstdc++.so.
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
        for library in runtime {
            let name = String(library.dropFirst("lib/snackbar/".count))
            let missing = try await Command.run([
                "bash", "-c",
                "comm -23 <(nm -D --defined-only \"$1\" | awk '{ print $3 }' | sort -u) <(nm -D --defined-only \"$2\" | awk '{ print $3 }' | sort -u)"
                    + " | grep -vxE '__bss_start|_edata|_end'",
                "-", Self.toolchainRuntime + "/" + name, prefix.path + "/" + library
            ])
            #expect(missing.output.isEmpty, "\(name) lacks the toolchain's exported \(missing.output.prefix(300))")
        }
    }

    /// A Swift program on the installed runtime: its casts to protocols find the conformances of the
    /// standard library's own types, which the runtime knows only from the records of libswiftCore that its
    /// image registration (swiftrt.o) hands over.
    @Test func aSwiftProgramOnTheInstalledRuntimeFindsTheStandardLibrarysConformances() async throws {
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let work = try Command.temporaryDirectory("runtime-casts")
        defer { try? FileManager.default.removeItem(atPath: work) }
        try """
        let values: [Any] = [42, "text", [1, 2], 1.5, Set([3])]
        print(values.map { ($0 is any CustomStringConvertible) && ($0 is any Hashable) })
        print(values.map { "\\(type(of: $0))" }.joined(separator: " "))
        """.write(toFile: work + "/casts.swift", atomically: true, encoding: .utf8)
        let build = try await Command.run(["swiftc", "-o", work + "/casts", work + "/casts.swift"])
        try #require(build.status == 0, "\(build.errors)")
        let onPrefix: [String: String?] = ["LD_LIBRARY_PATH": prefix.path + "/lib/snackbar"]
        let ldd = try await Command.run(["ldd", work + "/casts"], environment: onPrefix)
        #expect(ldd.output.contains("libswiftCore.so => \(prefix.path)/lib/snackbar/libswiftCore.so"), "\(ldd.output)")
        let run = try await Command.run([work + "/casts"], environment: onPrefix)
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
