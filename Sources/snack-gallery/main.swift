// snack-gallery: a GTK window whose buttons show every kind of snack, through the public API only.
// `snack-gallery --screenshots DIR` runs each scenario in turn and saves one PNG per scenario; with
// `--offscreen`, or where no display opens, it draws each snack style into DIR without a display instead.
// `--print-focus` prints where the keyboard focus goes in the window (`FocusTrace`).
import Glibc
import SnackbarGtk

// The user's language for the gallery's texts (the `snackbar` catalogue), in the offscreen tour too.
setlocale(LC_ALL, "")
let usage = "usage: snack-gallery [--screenshots DIR [--offscreen]] [--print-focus]\n"
var screenshotDirectory: String?
var offscreen = false
var printsFocus = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--screenshots" where !arguments.isEmpty:
        screenshotDirectory = arguments.popFirst()
    case "--offscreen":
        offscreen = true
    case "--print-focus":
        printsFocus = true
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    case "--screenshots":
        writeStandardError("snack-gallery: --screenshots needs a directory\n" + usage)
        exit(64)
    default:
        writeStandardError("snack-gallery: unknown option \(argument)\n" + usage)
        exit(64)
    }
}
if offscreen && screenshotDirectory == nil {
    writeStandardError("snack-gallery: --offscreen needs --screenshots DIR\n" + usage)
    exit(64)
}

if !offscreen {
    do {
        try SnackbarPresenter.startGtk()
    } catch {
        guard let screenshotDirectory else {
            writeStandardError("snack-gallery: \(error)\n")
            exit(1)
        }
        // Pictures without a display: each snack drawn offscreen rather than photographed on screen.
        writeStandardError("snack-gallery: \(error); drawing the snacks offscreen into \(screenshotDirectory)\n")
        offscreen = true
    }
}
if offscreen, let screenshotDirectory {
    exit(OffscreenTour.run(directory: screenshotDirectory) ? 0 : 1)
}
exit(GalleryApp(screenshotDirectory: screenshotDirectory, printsFocus: printsFocus).run())
