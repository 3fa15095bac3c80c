// Prints the benchmark figures quoted in closing notes; run with `make bench` (release build).
// `snack-bench [all|core|gtk|latency|frames|leaks|hostile|render]`: `latency` is only the renderer's add →
// mapped times and `frames` the frame intervals of ten snacks stacking with animations on (`make bench-notify`
// puts both in its table); `leaks` is the short GTK workload `make leaks` runs under valgrind; `hostile` times
// the worst inputs the popup service may get; `render` times the offscreen PNG renderer, which needs no
// display (none of the last three is part of `all`).
import Glibc
import SnackbarGtk

let mode = CommandLine.arguments.dropFirst().first ?? "all"
guard ["all", "core", "gtk", "latency", "frames", "leaks", "hostile", "render"].contains(mode) else {
    print("usage: snack-bench [all|core|gtk|latency|frames|leaks|hostile|render]")
    exit(64)
}
if mode == "render" {
    RenderBenchmarks.run()
    exit(0)
}
if mode == "hostile" { SnackbarPresenter.prepareSnacksOnlyProcess() }
if mode == "all" || mode == "core" { CoreBenchmarks.run() }
if mode != "core" {
    do {
        // The hostile inputs meet the renderer as the popup service sets it up.
        if mode == "hostile" { try SnackbarPresenter.startGtkForSnacksOnly() } else { try SnackbarPresenter.startGtk() }
        Task { @MainActor in
            switch mode {
            case "leaks": await LeakWorkload.run()
            case "hostile": await HostileBenchmarks.run()
            case "latency": await GtkBenchmarks.run(latencyOnly: true)
            case "frames": await FrameBenchmarks.run()
            default:
                await GtkBenchmarks.run()
                await FrameBenchmarks.run()
            }
            SnackbarManager.quitMainLoop()
        }
        SnackbarPresenter.runMainLoop()
    } catch {
        print("# GTK renderer: skipped (\(error))")
    }
}
