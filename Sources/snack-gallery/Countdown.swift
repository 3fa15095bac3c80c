import CGtk
import Glibc
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
    /// The tracked snack's name in the line: its button's text.
    private var trackedName = ""
    private var ticking = false

    /// Starts showing the time left of the snack `id`, shown by the button `name`, which lasts `seconds`
    /// (nil: until closed).
    func track(id: String, name: String, seconds: Double?) {
        trackedID = id
        trackedName = name
        guard seconds != nil else {
            return setText(localized("%s: shown until you close it", name))
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
        setText(localized("%s: gone (%s)", trackedName, Self.describe(reason)))
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
        guard let left = presenter.timeLeft(id: trackedID) else { return true }
        let seconds = Self.decimal((left * 10).rounded() / 10)
        if presenter.isPaused(id: trackedID) {
            setText(localized("%s: %s s left (paused while the pointer is on it)", trackedName, seconds))
        } else {
            setText(localized("%s: %s s left", trackedName, seconds))
        }
        return true
    }

    /// Why a snack went, in the user's language.
    private static func describe(_ reason: DismissReason) -> String {
        switch reason {
        case .timeout: localized("its time ran out")
        case .action: localized("an action was pressed")
        case .closeButton: localized("closed")
        case .swipe: localized("swiped away")
        case .escape: localized("Escape was pressed")
        case .replaced: localized("replaced")
        case .programmatic: localized("removed by the app")
        case .shutdown: localized("the app quit")
        case .rejected: localized("rejected")
        }
    }

    /// `value` with the locale's decimal separator (3,5 in German).
    private static func decimal(_ value: Double) -> String {
        let separator = localeconv().pointee.decimal_point.map { String(cString: $0) } ?? "."
        return "\(value)".split(separator: ".").joined(separator: separator)
    }

    private func setText(_ text: String) {
        gtk_label_set_text(Casts.widget(label), text)
    }
}
