import CGLib
import SnackbarCore
import SnackNotifyBus

/// The presenter this service uses: the stand-in until the GTK renderer (branch `gtk`) is merged.
@MainActor
func makePresenter() -> PopupPresenter { StandInPresenter() }

/// Draws nothing: it keeps each snack for its effective duration and reports how it went, so the
/// D-Bus side runs end to end before the GTK renderer is wired in. Replaced by `GtkPresenter`.
@MainActor
final class StandInPresenter: PopupPresenter {
    private let loop = g_main_loop_new(nil, 0)
    private var completions: [String: (DismissReason) -> Void] = [:]

    func start() throws(PresenterFailure) {}

    func present(_ snack: Snack, completion: @escaping @MainActor (DismissReason) -> Void) {
        completions.removeValue(forKey: snack.id)?(.replaced)
        completions[snack.id] = completion
        guard let seconds = snack.effectiveDuration.seconds else { return }
        let id = snack.id
        GLibTimeout.once(afterSeconds: UInt32(seconds.rounded(.up))) { [self] in
            completions.removeValue(forKey: id)?(.timeout)
        }
    }

    func dismiss(snackID: String) {
        completions.removeValue(forKey: snackID)?(.programmatic)
    }

    func loadTheme(file path: String) -> [String] { [] }

    func run() { g_main_loop_run(loop) }

    func quit() { g_main_loop_quit(loop) }
}
