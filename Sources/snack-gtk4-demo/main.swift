import CSnackbarGtk4
import Glibc

// snack-gtk4-demo: a GTK 4 window whose buttons show snacks inside it (SnackbarGtk4's SnackOverlay).
// With --script it reads commands on standard input and prints what happens (see DemoScript).

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.allSatisfy({ $0 == "--script" }) else {
    FileHandleOutput.error("snack-gtk4-demo: unknown argument '\(arguments.first { $0 != "--script" } ?? "")' (accepted: --script)")
    exit(2)
}
guard gtk_init_check() != 0 else {
    FileHandleOutput.error("snack-gtk4-demo: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
    exit(1)
}
MainActor.assumeIsolated {
    let demo = DemoWindow()
    if arguments.contains("--script") {
        DemoScript.start(demo)
    }
    demo.run()
}
