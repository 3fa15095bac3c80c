// snack-layer-probe: a Wayland-native GTK program for the compositor tests. It shows an app window with
// a text entry and snack-like layer surfaces placed by `LayerShellPlacement`, driven by lines on
// standard input, and answers on standard output (see `LayerProbe`). It quits when its input closes.
import Foundation
import SnackbarGtk

do {
    try SnackbarPresenter.startGtk()
} catch {
    FileHandle.standardError.write(Data("snack-layer-probe: \(error)\n".utf8))
    exit(2)
}

let probe = LayerProbe()
probe.start()
Thread.detachNewThread {
    while let line = readLine() {
        DispatchQueue.main.async { MainActor.assumeIsolated { probe.handle(line) } }
    }
    SnackbarManager.quitMainLoop()
}
SnackbarPresenter.runMainLoop()
