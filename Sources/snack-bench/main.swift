// Prints the benchmark figures quoted in closing notes; run with `make bench` (release build).
// `snack-bench [all|core|gtk|leaks]`: `leaks` is the short GTK workload `make leaks` runs under valgrind.
import Glibc
import SnackbarGtk

let mode = CommandLine.arguments.dropFirst().first ?? "all"
guard ["all", "core", "gtk", "leaks"].contains(mode) else {
    print("usage: snack-bench [all|core|gtk|leaks]")
    exit(64)
}
if mode == "all" || mode == "core" { CoreBenchmarks.run() }
if mode != "core" {
    do {
        try SnackbarPresenter.startGtk()
        Task { @MainActor in
            if mode == "leaks" { await LeakWorkload.run() } else { await GtkBenchmarks.run() }
        }
        SnackbarPresenter.runMainLoop()
    } catch {
        print("# GTK renderer: skipped (\(error))")
    }
}
