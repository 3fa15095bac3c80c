// Prints the benchmark figures quoted in closing notes; run with `make bench` (release build).
// `snack-bench [all|core|gtk|latency|leaks|hostile]`: `latency` is only the renderer's add → mapped times
// (`make bench-notify` puts them in its table); `leaks` is the short GTK workload `make leaks` runs under
// valgrind; `hostile` times the worst inputs the popup service may get (not part of `all`); `render` times
// the offscreen PNG renderer, which needs no display (not part of `all`).
import Glibc
import SnackbarGtk

let mode = CommandLine.arguments.dropFirst().first ?? "all"
guard ["all", "core", "gtk", "latency", "leaks", "hostile", "render"].contains(mode) else {
    print("usage: snack-bench [all|core|gtk|latency|leaks|hostile|render]")
    exit(64)
}
if mode == "render" {
    RenderBenchmarks.run()
    exit(0)
}
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
            default: await GtkBenchmarks.run()
            }
        }
        SnackbarPresenter.runMainLoop()
    } catch {
        print("# GTK renderer: skipped (\(error))")
    }
}
