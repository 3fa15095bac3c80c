import CSnackbarGLib
import Glibc
import SnackbarGtk
import SnackbarTestSupport

/// `snack-bench hostile`: how long each of the worst inputs (`HostileInputs`) blocks the main loop of a
/// process showing popups the way `snack-notifyd` does (the snacks-only theme, a theme checked before it
/// is applied to its popup alone), and the resident memory once they are all gone. The service's goal:
/// no request blocks its loop more than 50 ms; memory back within 5 MB of where it was. Each input is shown
/// `repeats` times (the machines are shared): the median and the worst are printed.
@MainActor
enum HostileBenchmarks {
    static let repeats = 5

    static func run() async {
        let presenter = SnackbarPresenter.shared
        presenter.settings.theme = GtkBenchmarks.still(.standard)
        let events = WindowEvents()
        ProcessProbe.watchMainLoop()
        var template = Array("/tmp/snack-hostile-XXXXXX".utf8CString)
        let folder = String(cString: mkdtemp(&template))
        // `snack-bench hostile WORD` times only the inputs whose name contains WORD (for a profiler).
        let only = CommandLine.arguments.dropFirst(2).first
        let cases = HostileInputs.cases(in: folder)
        // "Where it was": after a typical popup loaded the fonts, icons and styles every popup uses.
        _ = await show(cases[0], events: events)
        malloc_trim(0)
        let before = ProcessProbe.residentKilobytes()
        print("# hostile inputs: the longest main-loop block while one is shown and closed (goal ≤ 50 ms), \(repeats) runs each")
        for item in cases where only.map({ item.name.containsText($0) }) ?? true {
            var blocks: [Double] = []
            var outcome = ""
            for _ in 0..<repeats {
                let (milliseconds, result) = await show(item, events: events)
                blocks.append(milliseconds)
                outcome = result
            }
            blocks.sort()
            print(
                "hostile \(item.name)  median \(BenchClock.format(blocks[repeats / 2])) ms, worst \(BenchClock.format(blocks[repeats - 1])) ms  (\(outcome))"
            )
        }
        malloc_trim(0)
        let after = ProcessProbe.residentKilobytes()
        print(
            "hostile rss before \(before) KiB, after every input closed \(after) KiB (\(after - before >= 0 ? "+" : "")\(after - before) KiB; goal ≤ 5 MB)"
        )
        _ = system("rm -rf '\(folder)'")
    }

    /// Shows `item` as the service would, waits for its window and its end; returns the longest main-loop
    /// block meanwhile and what happened.
    private static func show(_ item: HostileInputs.Case, events: WindowEvents) async -> (Double, String) {
        let presenter = SnackbarPresenter.shared
        let id = item.snack.id
        ProcessProbe.resetLongestDispatch()
        let problems = item.theme.map { presenter.problems(inStyleSheet: $0) } ?? []
        var outcome = "shown"
        if problems.isEmpty, (try? presenter.add(item.snack, styleSheets: item.theme.map { [$0] } ?? [])) != nil {
            await events.mapped(id)
            SnackbarManager.shared.remove(id: id)
            await events.closed(id)
        } else {
            outcome = "refused: " + (problems.first.map { String($0.split(separator: "/").last ?? "") } ?? "invalid")
        }
        // One more round of the loop, so that the last dispatch is measured too.
        try? await Task.sleep(for: .milliseconds(20))
        return (Double(ProcessProbe.longestDispatchMicroseconds) / 1000, outcome)
    }
}
