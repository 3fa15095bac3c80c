import SnackbarGlue
import SnackbarGtk
import SnackbarTestSupport

/// The GTK renderer's figures, in one running app (this process): add → mapped latency, idle cost,
/// and memory over many show/dismiss cycles. Animations are off (zero durations) so a cycle measures
/// the renderer, not the theme's motion.
@MainActor
enum GtkBenchmarks {
    static let latencySamples = 500
    static let cycles = 10_000

    /// Runs every GTK benchmark (or only the add → mapped times).
    static func run(latencyOnly: Bool = false) async {
        SnackbarPresenter.shared.settings.theme = still(.standard)
        SnackbarPresenter.shared.settings.maxVisible = 25
        let events = WindowEvents()
        ProcessProbe.watchMainLoop()
        print("# GTK renderer (in-app, animations off; mapped = GTK map-event on the window, i.e. X MapNotify)")
        // Each add follows the last sample's remove in the same turn of the main loop, as a snack replacing
        // another does; `settled` waits for the loop to go idle first, so the stack has closed up and the add
        // moves every other snack.
        for (visible, settled) in [(0, false), (20, false), (20, true)] {
            let before = ProcessProbe.usage().cpuSeconds
            let times = await latency(events, visible: visible, settled: settled)
            // CPU time per sample (add, map, remove, close) is steadier than wall time on a shared machine.
            let cpu = (ProcessProbe.usage().cpuSeconds - before) * 1000 / Double(times.count)
            print(
                "gtk add→mapped  visible=\(visible)\(settled ? " settled" : "")  p50 \(BenchClock.format(percentile(times, 50))) ms  "
                    + "p99 \(BenchClock.format(percentile(times, 99))) ms  (\(times.count) samples; cpu \(BenchClock.format(cpu)) ms per add and remove)"
            )
        }
        if !latencyOnly {
            await idle(events)
            await memory(events)
        }
    }

    /// `theme` with every animation off.
    static func still(_ theme: Theme) -> Theme {
        var still = theme
        still.animation.addDuration = 0
        still.animation.rearrangeDuration = 0
        still.animation.removeDuration = 0
        return still
    }

    /// Milliseconds from `add` to the window's map-event, with `visible` other snacks on screen; `settled`:
    /// each add once the main loop went idle after the last remove.
    private static func latency(_ events: WindowEvents, visible: Int, settled: Bool) async -> [Double] {
        let background = (0..<visible).map { "bg\($0)" }
        for id in background { try? SnackbarManager.shared.add(Snack("Background \(id)", duration: .infinite, id: id)) }
        await events.mapped(all: background)
        var times: [Double] = []
        for sample in 0..<latencySamples {
            if settled { await withCheckedContinuation { done in MainLoopSource.whenIdle { done.resume() } } }
            let start = ContinuousClock.now
            try? SnackbarManager.shared.add(Snack("Sample \(sample)", title: "Bench", duration: .infinite, id: "b"))
            times.append(milliseconds(await events.mapped("b") - start))
            SnackbarManager.shared.remove(id: "b")
            await events.closed("b")
        }
        SnackbarManager.shared.removeAll()
        await events.closed(all: background)
        return times
    }

    /// CPU time and main-loop wake-ups over 5 s while three snacks wait out 60 s timers.
    private static func idle(_ events: WindowEvents) async {
        let ids = ["i1", "i2", "i3"]
        for id in ids { try? SnackbarManager.shared.add(Snack("Idle \(id)", duration: .custom(60), id: id)) }
        await events.mapped(all: ids)
        try? await Task.sleep(for: .seconds(1))
        let before = ProcessProbe.usage()
        let wakeupsBefore = ProcessProbe.mainLoopWakeups
        try? await Task.sleep(for: .seconds(5))
        let after = ProcessProbe.usage()
        let wakeups = ProcessProbe.mainLoopWakeups - wakeupsBefore
        print("gtk idle 5 s, 3 snacks waiting  cpu \(BenchClock.format((after.cpuSeconds - before.cpuSeconds) * 1000)) ms")
        print(
            "gtk idle 5 s, 3 snacks waiting  main-loop wake-ups \(wakeups) (1 is this benchmark's own 5 s timer; context switches \(after.contextSwitches - before.contextSwitches))"
        )
        SnackbarManager.shared.removeAll()
        await events.closed(all: ids)
    }

    /// Resident memory before and after many show/dismiss cycles.
    private static func memory(_ events: WindowEvents) async {
        let before = ProcessProbe.residentKilobytes()
        print("gtk rss before \(cycles) show/dismiss cycles  \(before) KiB")
        var warm = 0
        for cycle in 0..<cycles {
            if cycle == cycles / 10 { warm = ProcessProbe.residentKilobytes() }
            try? SnackbarManager.shared.add(Snack("Cycle \(cycle)", title: "Bench", duration: .infinite, id: "c"))
            await events.mapped("c")
            SnackbarManager.shared.remove(id: "c")
            await events.closed("c")
        }
        let after = ProcessProbe.residentKilobytes()
        print("gtk rss after \(cycles) show/dismiss cycles  \(after) KiB  (+\(after - before) KiB; +\(after - warm) KiB since cycle \(cycles / 10))")
    }

    private static func percentile(_ values: [Double], _ percent: Int) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
    }
}
