import Foundation
import Testing

/// The repository's root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The first popup's window waits for `AnnouncementGate`'s probe of the accessibility bus (a few bus round
/// trips, tens of milliseconds on a loaded machine; `make bench-cold-stages` shows the wait): the probe needs
/// no GTK, so it starts before GTK opens the display, and in the service before the request and
/// snackbar.conf are read, so that its round trips overlap that work instead of following it.
@Suite("The screen-reader probe starts before the work the first popup waits for")
struct StartOrderTests {
    /// The lines of the source file at `path` (under Sources), comments left out.
    private static func code(_ path: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Sources/" + path), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    /// The index of the first of `lines` from `start` on that matches `pattern`.
    private static func firstLine(_ lines: [String], _ pattern: String, from start: Int = 0) -> Int? {
        lines[start...].firstIndex { $0.range(of: pattern, options: .regularExpression) != nil }
    }

    /// Expects, inside `startGtk()`, the first line matching `earlier` before the first matching `later`.
    private static func expectInStartGtk(_ earlier: String, before later: String) throws {
        let lines = try code("SnackbarGtk/API/SnackbarPresenter.swift")
        let function = try #require(firstLine(lines, #"static func startGtk\(\)"#))
        let first = try #require(firstLine(lines, earlier, from: function))
        let second = try #require(firstLine(lines, later, from: function))
        #expect(first < second, "\(lines[first]) after \(lines[second])")
    }

    @Test func startGtkStartsTheProbeBeforeGtkInit() throws {
        try Self.expectInStartGtk(#"AnnouncementGate\.shared\.start\(\)"#, before: #"gtk_init_check\("#)
    }

    /// fontconfig's first scan (on Pango's thread) beside `gdk_display_open` slowed the open by about 2 ms on
    /// two cores: the font map is made once the display is open.
    @Test func startGtkMakesTheFontMapOnceTheDisplayIsOpen() throws {
        try Self.expectInStartGtk(#"gtk_init_check\("#, before: #"pango_cairo_font_map_get_default\(\)"#)
    }

    @Test func theServiceStartsTheProbeBeforeItReadsAndStartsGtk() throws {
        let lines = try Self.code("snack-notifyd/main.swift")
        let probe = try #require(Self.firstLine(lines, #"AnnouncementGate\.shared\.start\(\)"#))
        for later in [#"readLineBlocking\("#, #"ConfigurationReloader\("#, #"presenter\.start\(\)"#] {
            let line = try #require(Self.firstLine(lines, later))
            #expect(probe < line, "the probe starts after \(lines[line])")
        }
    }

    /// The watch of snackbar.conf is the service's first GFileMonitor, which loads GIO's modules on the main
    /// thread: for a client's cold call it starts once that client has its answer, not before GTK starts.
    @Test func theServiceWatchesItsConfigurationOnceTheFirstPopupIsAnswered() throws {
        let reloader = try Self.code("snack-notifyd/ConfigurationReloader.swift")
        let start = try #require(Self.firstLine(reloader, #"func start\(\)"#))
        let end = try #require(Self.firstLine(reloader, #"^    \}$"#, from: start))
        #expect(Self.firstLine(Array(reloader[start...end]), #"watchFiles\(\)|follow\(\)"#) == nil, "start() watches the files")
        let lines = try Self.code("snack-notifyd/main.swift")
        let answered = try #require(Self.firstLine(lines, #"onFirstAnswer = \{ configuration\.follow\(\) \}"#))
        let gtk = try #require(Self.firstLine(lines, #"presenter\.start\(\)"#))
        #expect(gtk < answered)
    }
}
