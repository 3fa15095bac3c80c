import CSnackbarAdwaita
import CSnackbarGtk4
import Glibc

// snack-gtk4-demo: a GTK 4 window whose buttons show snacks inside it (SnackbarGtk4's SnackOverlay).
// With --adwaita the same buttons show libadwaita's toasts (AdwToastOverlay) instead, for comparison.
// With --adwaita-app the snacks show in an Adwaita app (libadwaita initialized, its style manager following the
// desktop); with --adwaita-dark in one whose style manager forces the dark colour scheme.
// With --script it reads commands on standard input and prints what happens (see DemoScript).

let arguments = Array(CommandLine.arguments.dropFirst())
let accepted = ["--script", "--adwaita", "--adwaita-app", "--adwaita-dark"]
if let unknown = arguments.first(where: { !accepted.contains($0) }) {
    FileHandleOutput.error("snack-gtk4-demo: unknown argument '\(unknown)' (accepted: \(accepted.joined(separator: ", ")))")
    exit(2)
}
guard gtk_init_check() != 0 else {
    FileHandleOutput.error("snack-gtk4-demo: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
    exit(1)
}
let adwaita = arguments.contains("--adwaita")
if adwaita || arguments.contains("--adwaita-app") || arguments.contains("--adwaita-dark") {
    // libadwaita's style sheet and settings, as an Adwaita app has them.
    adw_init()
}
if arguments.contains("--adwaita-dark") {
    adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK)
}
MainActor.assumeIsolated {
    let demo = DemoWindow(mode: adwaita ? .adwToast : .snackOverlay)
    if arguments.contains("--script") {
        DemoScript.start(demo)
    }
    demo.run()
}
