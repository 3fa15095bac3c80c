import CSnackbarAdwaita
import CSnackbarGtk4
import Glibc

// snack-gtk4-demo: a GTK 4 window whose buttons show snacks inside it (SnackbarGtk4's SnackOverlay).
// With --adwaita the same buttons show libadwaita's toasts (AdwToastOverlay) instead, for comparison.
// With --script it reads commands on standard input and prints what happens (see DemoScript).

let arguments = Array(CommandLine.arguments.dropFirst())
let accepted = ["--script", "--adwaita"]
if let unknown = arguments.first(where: { !accepted.contains($0) }) {
    FileHandleOutput.error("snack-gtk4-demo: unknown argument '\(unknown)' (accepted: --script, --adwaita)")
    exit(2)
}
guard gtk_init_check() != 0 else {
    FileHandleOutput.error("snack-gtk4-demo: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
    exit(1)
}
let adwaita = arguments.contains("--adwaita")
if adwaita {
    // libadwaita's style sheet and settings, as an Adwaita app has them.
    adw_init()
}
MainActor.assumeIsolated {
    let demo = DemoWindow(mode: adwaita ? .adwToast : .snackOverlay)
    if arguments.contains("--script") {
        DemoScript.start(demo)
    }
    demo.run()
}
