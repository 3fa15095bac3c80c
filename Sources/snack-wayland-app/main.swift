// snack-wayland-app: a GTK app using SnackbarGtk for the compositor tests. It shows an app window with a
// text entry and snacks, driven by lines on standard input, and reports on standard output (see
// `WaylandApp`). It quits when its input closes.
import Foundation
import SnackbarGtk

do {
    try SnackbarPresenter.startGtk()
} catch {
    FileHandle.standardError.write(Data("snack-wayland-app: \(error)\n".utf8))
    exit(2)
}

let app = WaylandApp()
app.start()
Thread.detachNewThread {
    while let line = readLine() {
        DispatchQueue.main.async { MainActor.assumeIsolated { app.handle(line) } }
    }
    SnackbarManager.quitMainLoop()
}
SnackbarPresenter.runMainLoop()
