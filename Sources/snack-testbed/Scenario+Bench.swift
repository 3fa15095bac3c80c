import Foundation
import SnackbarGtk

/// `bench`: in-app `add` → window placed latency (animations off), with 0 and then 20 snacks visible.
/// Prints `latency-ms visible=<n> p50=<ms> p99=<ms>` for each, then `done`.
extension Scenario {
    @MainActor
    func runBench(samples: Int) {
        SnackbarManager.shared.maxVisible = 25
        var background = 0
        var times: [Double] = []
        var started = 0.0
        var round = 0
        func next() {
            started = Date().timeIntervalSinceReferenceDate
            try? SnackbarManager.shared.add(Snack("bench \(times.count)", duration: .infinite, id: "b"))
        }
        SnackbarManager.shared.observer = { event in
            switch event {
            case .placed(let id, _) where id == "b":
                times.append((Date().timeIntervalSinceReferenceDate - started) * 1000)
                SnackbarManager.shared.remove(id: "b")
            case .placed(let id, _) where id.hasPrefix("bg"):
                background += 1
                if background == 20 { next() }
            case .dismissed(let id, _) where id == "b":
                guard times.count == samples else { return next() }
                let sorted = times.sorted()
                let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
                Output.say(String(format: "latency-ms visible=%d p50=%.2f p99=%.2f", round == 0 ? 0 : 20, p50, p99))
                times = []
                round += 1
                if round == 1 {
                    for index in 0..<20 { try? SnackbarManager.shared.add(Snack("background \(index)", duration: .infinite, id: "bg\(index)")) }
                } else {
                    Output.say("done")
                }
            default: break
            }
        }
        next()
    }
}

/// `idle`: three snacks wait out 60 s timers; after they settle, prints the CPU time and the context
/// switches (main-loop wake-ups) of the next 5 s: `idle cpu-ms=<ms> wakeups=<n>`.
extension Scenario {
    @MainActor
    func runIdle() {
        var placed = 0
        SnackbarManager.shared.observer = { event in
            guard case .placed = event else { return }
            placed += 1
            guard placed == 3 else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                let start = Self.resourceUsage()
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
                    let end = Self.resourceUsage()
                    Output.say(String(format: "idle cpu-ms=%.1f wakeups=%d", (end.cpu - start.cpu) * 1000, end.switches - start.switches))
                }
            }
        }
        for index in 1...3 { try? SnackbarManager.shared.add(Snack("idle \(index)", duration: .custom(60), id: "i\(index)")) }
    }

    private static func resourceUsage() -> (cpu: Double, switches: Int) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
        return (cpu, usage.ru_nvcsw + usage.ru_nivcsw)
    }
}
