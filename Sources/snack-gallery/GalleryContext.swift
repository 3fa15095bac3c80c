import CGtk
import Glibc
import SnackbarGtk

/// What scenarios share: the manager and presenter, the gallery's own widgets they drive, and a few counters.
@MainActor
final class GalleryContext {
    let manager = SnackbarManager.shared
    let presenter = SnackbarPresenter.shared
    /// The gallery window (parent of the file chooser).
    var window: UnsafeMutablePointer<GtkWidget>?
    /// The "time left" line of the durations section.
    let countdown = Countdown()
    /// The undo section's list of files.
    let undoList: UndoList
    /// How often the dedupe button was pressed.
    var dedupeCount = 0
    /// The progress demo's steps while it runs, so a second press does not start another and `reset` ends it.
    var progressSteps: Task<Void, Never>?
    /// The window that opens over the gallery to show a snack waiting for it (`beyond-held-in-window`).
    let anotherWindow = AnotherWindow()
    /// The snack the gallery showed last, which the render-to-PNG button draws offscreen.
    private(set) var lastShown: Snack?

    init() {
        undoList = UndoList()
        undoList.context = self
    }

    /// Adds `snack`, returning its id; an invalid snack is reported on standard error instead.
    @discardableResult
    func show(_ snack: Snack) -> String? {
        do {
            try manager.add(snack)
            lastShown = snack
            return snack.id
        } catch {
            writeStandardError("snack-gallery: snack refused: \(error)\n")
            return nil
        }
    }

    /// Back to the defaults: no snacks (and no demo adding more), stack of 3 at the top of the primary
    /// monitor, the desktop's palette, motion on.
    func reset() {
        progressSteps?.cancel()
        progressSteps = nil
        manager.removeAll()
        presenter.settings.policy = .stack
        presenter.settings.maxVisible = 3
        presenter.settings.defaultEdge = .top
        presenter.settings.monitor = .primary
        presenter.forcedVariant = nil
        presenter.anchor(to: nil)
        anotherWindow.close()
        ReducedMotion.isOn = false
        countdown.clear()
    }
}

extension GalleryContext {
    /// Loads a user CSS file over the theme and shows what GTK could not parse, if anything.
    func loadCSS(file path: String) {
        let problems = presenter.loadUserCSS(file: path)
        guard !problems.isEmpty else { return }
        show(Snack(problems.prefix(3).joined(separator: "\n"), title: localized("CSS problems in %s", path), kind: .warning, duration: .long))
    }
}

/// Writes `text` to standard error as it is.
func writeStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
