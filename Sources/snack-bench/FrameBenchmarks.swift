import CGtk
import SnackbarGlue
import SnackbarGtk

/// `snack-bench frames`: ten snacks stacking with the standard theme's animations on, one added every
/// `spacing` ms, so each arrives while the others still slide. Each snack window's frame clock is
/// watched from its map on: an interval is the time between two of its frames (the clock's frame
/// times at its `update` phase) while the stack is in motion, which lasts from the first add until the
/// last snack's entry and the stack's slide have ended. The goal: no interval over 20 ms.
///
/// The snacks fit on the board at once (`maxVisible`): a queued snack never maps, and waiting for its
/// map was what hung the first version of this benchmark. Every wait here is bounded (`WindowEvents`).
@MainActor
enum FrameBenchmarks {
    static let count = 10
    static let spacing = 80
    /// A frame slower than this is a visible stutter (the goal).
    static let budget = 20.0

    static func run() async {
        let theme = Theme.standard
        SnackbarPresenter.shared.settings.theme = theme
        SnackbarPresenter.shared.settings.maxVisible = count
        if let settings = gtk_settings_get_default() {
            snack_object_set_bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations", 1)
        }
        let events = WindowEvents()
        let frames = FrameTimes()
        let ids = (0..<count).map { "f\($0)" }
        for (index, id) in ids.enumerated() {
            try? SnackbarManager.shared.add(Snack("Frame \(index)", title: "Bench", duration: .infinite, id: id))
            await events.mapped(id)
            if let clock = frameClock(of: id) { frames.watch(clock, as: id) }
            if index < count - 1 { try? await Task.sleep(for: .milliseconds(spacing)) }
        }
        let motion = max(theme.animation.addDuration, theme.animation.rearrangeDuration)
        let end = g_get_monotonic_time() + Int(motion * 1_000_000)
        try? await Task.sleep(for: .milliseconds(Int(motion * 1000) + 200))
        let intervals = frames.intervals(until: end).sorted()
        let over = intervals.filter { $0 > budget }.count
        if intervals.isEmpty {
            print("gtk frames: no frame came from the snack windows' frame clocks")
        } else {
            print(
                "gtk frames, \(count) snacks stacking \(spacing) ms apart (animations on; frame-clock intervals)  "
                    + "median \(BenchClock.format(percentile(intervals, 50))) ms  p99 \(BenchClock.format(percentile(intervals, 99))) ms  "
                    + "max \(BenchClock.format(intervals.last ?? 0)) ms  over \(Int(budget)) ms: \(over) of \(intervals.count)")
        }
        SnackbarManager.shared.removeAll()
        await events.closed(all: ids)
    }

    /// The frame clock of the window showing `id` (titled `snackbar: ID`).
    private static func frameClock(of id: String) -> UnsafeMutableRawPointer? {
        guard let toplevels = gtk_window_list_toplevels() else { return nil }
        defer { g_list_free(toplevels) }
        var node: UnsafeMutablePointer<GList>? = toplevels
        while let item = node {
            node = item.pointee.next
            guard let widget = item.pointee.data?.assumingMemoryBound(to: GtkWidget.self),
                let title = gtk_window_get_title(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)),
                String(cString: title) == "snackbar: " + id
            else { continue }
            return gtk_widget_get_frame_clock(widget).map { UnsafeMutableRawPointer($0) }
        }
        return nil
    }

    private static func percentile(_ sorted: [Double], _ percent: Int) -> Double {
        sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }
}

/// The frame times (µs, the clock's own) of each watched window's frame clock.
@MainActor
private final class FrameTimes {
    private var times: [String: [Int]] = [:]

    /// Records the frame time of every frame `clock` (a GdkFrameClock) runs its update phase for.
    func watch(_ clock: UnsafeMutableRawPointer, as id: String) {
        ObjectSignal.connect(clock, "update") { [weak self] in
            self?.times[id, default: []].append(gdk_frame_clock_get_frame_time(OpaquePointer(clock)))
        }
    }

    /// Milliseconds between consecutive frames of each clock, both before `end` (µs, monotonic).
    func intervals(until end: Int) -> [Double] {
        times.values.flatMap { stamps in
            let moving = stamps.filter { $0 <= end }
            return zip(moving, moving.dropFirst()).map { Double($1 - $0) / 1000 }
        }
    }
}
