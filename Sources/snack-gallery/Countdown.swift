import CGtk
import SnackbarGlue
import SnackbarGtk

/// The durations section's "time left" line for the last snack it shows.
///
/// Reads the presenter's own count every 100 ms, so a snack paused under the pointer shows as paused.
@MainActor
final class Countdown {
    /// The label, owned by the section box once packed.
    let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(localized("Press a duration button."))
    private var trackedID: String?
    private var ticking = false

    /// Starts showing the time left of the snack `id`, which lasts `seconds` (nil: until closed).
    func track(id: String, seconds: Double?) {
        trackedID = id
        guard seconds != nil else {
            return setText("\(id): shown until you close it")
        }
        guard tick(), !ticking else { return }
        ticking = true
        MainLoopSource.every(.milliseconds(100)) { [weak self] in
            guard let self else { return false }
            self.ticking = self.tick()
            return self.ticking
        }
    }

    /// Ends the count for `id` with the reason its snack went.
    func finish(id: String, reason: DismissReason) {
        guard id == trackedID else { return }
        trackedID = nil
        setText("\(id): dismissed (\(reason))")
    }

    /// Clears the line (the gallery's reset between scenarios).
    func clear() {
        trackedID = nil
        setText(localized("Press a duration button."))
    }

    /// Updates the text; returns whether to keep ticking (until `finish` or `clear`).
    private func tick() -> Bool {
        let presenter = SnackbarPresenter.shared
        guard let trackedID else { return false }
        // Until the presenter has taken the snack (adds hop to the GTK thread) there is nothing to read yet.
        guard let left = presenter.timeLeft(ofSnackWithID: trackedID) else { return true }
        let paused = presenter.isPaused(snackWithID: trackedID) ? " (paused while the pointer is on it)" : ""
        setText("\(trackedID): \((left * 10).rounded() / 10) s left\(paused)")
        return true
    }

    private func setText(_ text: String) {
        gtk_label_set_text(Casts.widget(label), text)
    }
}
