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

    /// The lines of the closure `main.swift` gives the first client's session as `onFirstAnswer`.
    private static func firstAnswerWork() throws -> [String] {
        let lines = try code("snack-notifyd/main.swift")
        let answered = try #require(firstLine(lines, #"onFirstAnswer = \{ \w+\(\) \}"#), "onFirstAnswer is not given a closure's call")
        let call = try #require(lines[answered].range(of: #"\{ \w+\("#, options: .regularExpression))
        let name = lines[answered][call].dropFirst(2).dropLast()
        let start = try #require(firstLine(lines, "let \(name) = \\{$"), "onFirstAnswer is given \(name), no closure named so")
        let end = try #require(firstLine(lines, #"^    \}$"#, from: start))
        #expect(start < answered, "the closure is made after it is given")
        return Array(lines[start...end])
    }

    /// The watch of snackbar.conf is the service's first GFileMonitor, which loads GIO's modules on the main
    /// thread: for a client's cold call it starts once that client has its answer, not before GTK starts.
    @Test func theServiceWatchesItsConfigurationOnceTheFirstPopupIsAnswered() throws {
        let reloader = try Self.code("snack-notifyd/ConfigurationReloader.swift")
        let start = try #require(Self.firstLine(reloader, #"func start\(\)"#))
        let end = try #require(Self.firstLine(reloader, #"^    \}$"#, from: start))
        #expect(Self.firstLine(Array(reloader[start...end]), #"watchFiles\(\)|follow\(\)"#) == nil, "start() watches the files")
        let work = try Self.firstAnswerWork()
        #expect(Self.firstLine(work, #"configuration\.follow\(\)"#) != nil, "the first answer does not watch the files")
    }

    /// The screen-lock watch connects to the system bus and makes five calls and subscriptions whose replies
    /// the main thread reads: for a client's cold call it starts once that client has its answer, not
    /// while the first popup is built. Only there: a second watch would report the lock twice.
    @Test func theServiceWatchesTheLockOnceTheFirstPopupIsAnswered() throws {
        let work = try Self.firstAnswerWork()
        #expect(Self.firstLine(work, #"ScreenLockWatch\("#) != nil, "the first answer starts no lock watch")
        let lines = try Self.code("snack-notifyd/main.swift")
        #expect(lines.filter { $0.contains("ScreenLockWatch(") }.count == 1, "a lock watch outside the first answer's work")
    }

    /// A first request naming no icon file has nothing for the intake's worker to read: it shows at once,
    /// without the worker's wake-up and the main loop's turn after it.
    @Test func theFirstRequestShowsWithoutTheIntakeWhenItNamesNoIconFile() throws {
        let lines = try Self.code("snack-notifyd/HandoffSession.swift")
        let function = try #require(Self.firstLine(lines, #"func start\(_ request: NotifyRequest\)"#))
        let quick = try #require(Self.firstLine(lines, #"guard request\.namesIconFile else"#, from: function))
        let shown = try #require(Self.firstLine(lines, #"show\(request\)"#, from: function))
        let intake = try #require(Self.firstLine(lines, #"RequestIntake\.read\("#, from: function))
        #expect(quick < shown && shown < intake)
    }
}
