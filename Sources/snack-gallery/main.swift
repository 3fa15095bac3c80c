// snack-gallery: a GTK window whose buttons show every kind of snack, through the public API only.
// `snack-gallery --screenshots DIR` runs each scenario in turn and saves one PNG per scenario.
import Glibc
import SnackbarGtk

let usage = "usage: snack-gallery [--screenshots DIR]\n"
var screenshotDirectory: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--screenshots" where !arguments.isEmpty:
        screenshotDirectory = arguments.popFirst()
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    default:
        writeStandardError(usage)
        exit(64)
    }
}

do {
    try SnackbarPresenter.startGtk()
} catch {
    writeStandardError("snack-gallery: \(error)\n")
    exit(1)
}
exit(GalleryApp(screenshotDirectory: screenshotDirectory).run())
