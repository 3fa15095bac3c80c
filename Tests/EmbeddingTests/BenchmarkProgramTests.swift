import Foundation
import SnackbarTestTags
import Testing

/// The C programs `make bench-notify` builds (scripts/bench-notify), compiled as run.sh compiles them and
/// run for a few rounds on a private display: a benchmark whose program warns measures the warnings too.
@Suite(.tags(.display))
struct BenchmarkProgramTests {
    /// As tall as the benches' screen: a snack that would push another out waits, and the GTK 4 bench's 21
    /// cards stand whole only in a window taller than 800 px.
    static let display = Result { try PrivateDisplay(screen: "1280x1600") }

    /// Compiles `scripts/bench-notify/<name>.c` with GTK 3 into `directory`, as run.sh does.
    static func compile(_ name: String, into directory: String) async throws -> String {
        let gtk = try await Command.run(["pkg-config", "--cflags", "--libs", "gtk+-3.0"])
        let program = directory + "/" + name
        let build = try await Command.run(
            ["cc", "-O2", "-o", program, Command.packageDirectory + "/scripts/bench-notify/\(name).c"]
                + gtk.output.split(whereSeparator: \.isWhitespace).map(String.init))
        try #require(build.status == 0, "cc: \(build.errors)")
        return program
    }

    /// window-floor shows and destroys its windows without a GTK critical, and prints its two figures.
    @Test func windowFloorRunsWithoutACritical() async throws {
        let directory = try Command.temporaryDirectory("window-floor")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let program = try await Self.compile("window-floor", into: directory)
        let run = try await Command.run(
            [program, "40"], environment: try Self.display.get().environment.merging(["NO_AT_BRIDGE": "1"]) { $1 })
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("C GTK window show → map-event  p50 "), "\(run.output)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    /// floor-memory.sh, the service's memory anchor, reads the floor's RSS and private dirty once its window
    /// is mapped, one line a run: a GTK 3 program's memory, more than its private dirty alone.
    @Test func floorMemoryReadsTheMappedFloorsRSS() async throws {
        let directory = try Command.temporaryDirectory("gtk-floor")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let program = try await Self.compile("gtk-floor", into: directory)
        let run = try await Command.run(
            [Command.packageDirectory + "/scripts/bench-notify/floor-memory.sh", program, "2"],
            environment: try Self.display.get().environment.merging(["NO_AT_BRIDGE": "1"]) { $1 })
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        #expect(lines.count == 2, "\(run.output)")
        for figures in lines {
            #expect(figures.count == 2, "\(run.output)")
            guard figures.count == 2 else { continue }
            // GTK 3, GLib, cairo and Pango alone map more than 8 MB of code.
            #expect(figures[0] > 8 * 1024 && figures[1] > 0 && figures[0] > figures[1], "rss, dirty: \(figures)")
        }
    }

    /// snack-bench-gtk4 times the GTK 4 overlay beside a bare label for a few rounds, without a GTK warning,
    /// and prints the four lines run.sh reads, each with a p50 and a p99.
    @Test func gtk4BenchRunsWithoutAWarning() async throws {
        let run = try await Command.run(
            [Command.productsDirectory + "/snack-bench-gtk4", "6"],
            environment: try Self.display.get().environment.merging(["NO_AT_BRIDGE": "1"]) { $1 })
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        for prefix in [
            "gtk4 add→mapped  visible=20  p50 ", "gtk4 add→painted  visible=20  p50 ", "gtk4 bare label add→mapped  p50 ",
            "gtk4 bare label add→painted  p50 "
        ] {
            let line = run.output.split(separator: "\n").first { $0.hasPrefix(prefix) }
            #expect(line?.contains(" ms  p99 ") == true, "\(prefix): \(run.output)")
        }
    }

    /// A number of rounds that is not one is refused, naming what is accepted.
    @Test func gtk4BenchRefusesABadRoundCount() async throws {
        let run = try await Command.run([Command.productsDirectory + "/snack-bench-gtk4", "many"], environment: try Self.display.get().environment)
        #expect(run.status == 2)
        #expect(run.errors == "snack-bench-gtk4: 'many' is not a number of rounds (1 or more)\n", "\(run.errors)")
    }

    /// A floor that never maps a window is an error, not a figure.
    @Test func floorMemoryRefusesAProgramThatMapsNothing() async throws {
        let run = try await Command.run(
            [Command.packageDirectory + "/scripts/bench-notify/floor-memory.sh", "/bin/true", "1"],
            environment: try Self.display.get().environment)
        #expect(run.status == 1)
        #expect(run.errors == "floor-memory: /bin/true mapped no window\n", "\(run.errors)")
        #expect(run.output.isEmpty, "\(run.output)")
    }

    /// The services the bench scripts start never hold their popups for an idle user (service.sh's
    /// `no_idle_hold`): no one uses a bench's display, and a held popup's call that waits for its end never
    /// returned. Here the user's own snackbar.conf holds popups after 1 s without input, within the popup's 3 s.
    @Test func theBenchScriptsServiceHoldsNoPopupForAnIdleUser() async throws {
        let directory = try Command.temporaryDirectory("bench-idle")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = #"""
            export XDG_CONFIG_HOME=$DIR/user XDG_STATE_HOME=$DIR/state
            mkdir -p "$XDG_CONFIG_HOME/snackbar"; printf '[server]\nidle-threshold = 1\n' > "$XDG_CONFIG_HOME/snackbar/snackbar.conf"
            . "$SCRIPTS/service.sh"
            no_idle_hold "$DIR/bench"
            timeout -s KILL 30 "$PRODUCTS/snack-notify" --wait --duration 3 "Bench popup" > /dev/null; echo "exit $?"
            stop_service
            """#
        let run = try await Command.run(
            ["dbus-run-session", "--", "bash", "-c", script],
            environment: try Self.display.get().environment.merging(
                [
                    "NO_AT_BRIDGE": "1", "DIR": directory, "PRODUCTS": Command.productsDirectory,
                    "SCRIPTS": Command.packageDirectory + "/scripts/bench-notify"
                ]) { $1 })
        #expect(run.output == "exit 0\n", "\(run.errors)")
    }
}
