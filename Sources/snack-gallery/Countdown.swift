import CGtk
import SnackbarGtk

/// The durations section's "time left" line for the last snack it shows.
///
/// Counts the nominal duration down every 100 ms; the renderer pauses a snack while the pointer is
/// over it, which this line does not see, so it says "about".
@MainActor
final class Countdown {
    /// The label, owned by the section box once packed.
    let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new("Press a duration button.")
    private var deadline: Double?
    private var trackedID: String?
    private var ticking = false

    /// Starts counting for the snack `id`, which lasts `seconds` (nil: until closed).
    func track(id: String, seconds: Double?) {
        trackedID = id
        guard let seconds else {
            deadline = nil
            return setText("\(id): shown until you close it")
        }
        deadline = Self.now() + seconds
        guard tick(), !ticking else { return }
        ticking = true
        Signals.every(milliseconds: 100) { [weak self] in
            guard let self else { return false }
            self.ticking = self.tick()
            return self.ticking
        }
    }

    /// Ends the count for `id` with the reason its snack went.
    func finish(id: String, reason: DismissReason) {
        guard id == trackedID else { return }
        deadline = nil
        setText("\(id): dismissed (\(reason))")
    }

    /// Updates the text; returns whether to keep ticking.
    private func tick() -> Bool {
        guard let deadline, let trackedID else { return false }
        let left = max(0, deadline - Self.now())
        setText("\(trackedID): about \((left * 10).rounded() / 10) s left")
        return left > 0
    }

    private func setText(_ text: String) {
        gtk_label_set_text(Casts.widget(label), text)
    }

    private static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
