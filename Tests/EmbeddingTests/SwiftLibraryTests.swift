import Foundation
import SnackbarTestTags
import Testing

/// The Swift path for apps on rhx/SwiftGtk: a package that declares the system-library targets `CGtk` and
/// `CGLib` itself, exactly as SwiftGtk and SwiftGLib do (Tests/Fixtures/SwiftGtkStandIn), depends on
/// Bindings/SnackbarLib, builds against the installed library through pkg-config and gets a real Undo click.
@Suite(.serialized, .tags(.display, .install))
struct SwiftLibraryTests {
    /// The display of this suite's click test.
    static let display = Result { try PrivateDisplay() }
    static let fixture = Command.packageDirectory + "/Tests/Fixtures/SwiftGtkStandIn"

    @Test func aPackageDeclaringCGtkAndCGLibBuildsOnSnackbarLibAndRunsTheUndoClick() async throws {
        let display = try Self.display.get()
        let prefix = try await InstalledPrefix(target: "install-lib-files")
        defer { prefix.tearDown() }
        let scratch = prefix.root + "/stand-in-build"
        let build = try await Command.run(
            ["swift", "build", "--package-path", Self.fixture, "--scratch-path", scratch],
            environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        try #require(build.status == 0, "swift build: \(build.output)\(build.errors)")
        // No second CGtk: SwiftPM took the graph. The app records the library's SONAME.
        let app = scratch + "/debug/StandInApp"
        let dynamic = try await Command.run(["readelf", "-d", app])
        #expect(dynamic.output.contains("Shared library: [libsnackbar-0.so.0]"), "\(dynamic.output)")

        // SwiftPM sets no RUNPATH for pkg-config's -L: the loader finds the prefix through LD_LIBRARY_PATH.
        let run = try await UndoAppRun(app, on: display, directory: prefix.root, environment: ["LD_LIBRARY_PATH": prefix.path + "/lib"])
        #expect(run.status == 0 && run.isUndoClicked, "\(run.lines)")
        #expect(run.lines.filter { !$0.hasPrefix("check ") }.first == "shown standin", "\(run.lines)")
        for check in ["check display true", "check repeat count 0 refused", "check placed standin"] {
            #expect(run.lines.contains(check), "\(run.lines)")
        }
    }
}
