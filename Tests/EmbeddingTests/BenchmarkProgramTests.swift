import Foundation
import SnackbarTestTags
import Testing

/// The C programs `make bench-notify` builds (scripts/bench-notify), compiled as run.sh compiles them and
/// run for a few rounds on a private display: a benchmark whose program warns measures the warnings too.
@Suite(.tags(.display))
struct BenchmarkProgramTests {
    static let display = Result { try PrivateDisplay() }

    /// window-floor shows and destroys its windows without a GTK critical, and prints its two figures.
    @Test func windowFloorRunsWithoutACritical() async throws {
        let directory = try Command.temporaryDirectory("window-floor")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let gtk = try await Command.run(["pkg-config", "--cflags", "--libs", "gtk+-3.0"])
        let program = directory + "/window-floor"
        let build = try await Command.run(
            ["cc", "-O2", "-o", program, Command.packageDirectory + "/scripts/bench-notify/window-floor.c"]
                + gtk.output.split(whereSeparator: \.isWhitespace).map(String.init))
        try #require(build.status == 0, "cc: \(build.errors)")
        let run = try await Command.run(
            [program, "40"], environment: try Self.display.get().environment.merging(["NO_AT_BRIDGE": "1"]) { $1 })
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("C GTK window show → map-event  p50 "), "\(run.output)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }
}
