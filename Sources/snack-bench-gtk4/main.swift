// snack-bench-gtk4 [ROUNDS]: the GTK 4 overlay's add → card mapped with 20 snacks visible, beside a bare GTK 4
// widget (a GtkLabel added to a GtkOverlay of its own in the same window), in alternating samples of one run
// (500 rounds by default); also each one's add → the window's next frame painted. Release build, under
// `xvfb-run -a`; `make bench-notify` prints it beside the GTK 3 figure. A program of its own because a process
// loads GTK 3 or GTK 4, never both.
import CSnackbarGtk4
import Glibc
import SnackbarGlue

let rounds = CommandLine.arguments.dropFirst().first.map { Int($0) ?? 0 } ?? 500
guard rounds > 0 else {
    complain("snack-bench-gtk4: '\(CommandLine.arguments[1])' is not a number of rounds (1 or more)")
    exit(2)
}
guard gtk_init_check() != 0 else {
    complain("snack-bench-gtk4: cannot open a display (is DISPLAY set?)")
    exit(1)
}
MainQueueDrain.install()
let loop = g_main_loop_new(nil, 0)
Task { @MainActor in
    await OverlayLatency(rounds: rounds).run()
    g_main_loop_quit(loop)
}
g_main_loop_run(loop)

/// Writes `message` and a newline on standard error.
func complain(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
