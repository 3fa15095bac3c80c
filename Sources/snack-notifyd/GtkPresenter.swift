import SnackbarGtk
import SnackNotifyKit

/// The presenter this service uses: the GTK renderer.
@MainActor
func makePresenter() -> PopupPresenter { GtkPresenter() }

/// Shows the service's popups with `SnackbarManager`, stacked on one screen for every client.
@MainActor
final class GtkPresenter: PopupPresenter {
    private let manager = SnackbarManager.shared
    /// What was last applied: setting the variant reloads the theme's CSS, so only a change is applied.
    private var appliedMonitor: MonitorChoice = .primary
    private var appliedVariant: ThemeVariant?

    func start() throws(PresenterFailure) {
        do { try SnackbarManager.startGtk() } catch { throw PresenterFailure(message: "Cannot open display: \(error)") }
    }

    func present(_ snack: Snack, completion: @escaping @MainActor (DismissReason) -> Void) {
        Task { @MainActor [manager] in completion(await manager.show(snack)) }
    }

    func configure(monitor: NotifyMonitor, colorScheme: NotifyColorScheme?) {
        let choice: MonitorChoice = switch monitor {
        case .primary: .primary
        case .pointer: .pointer
        case .index(let number): .index(number)
        }
        if choice != appliedMonitor {
            manager.monitor = choice
            appliedMonitor = choice
        }
        let variant: ThemeVariant? = colorScheme.map { $0 == .dark ? .dark : .light }
        if variant != appliedVariant {
            manager.forcedVariant = variant
            appliedVariant = variant
        }
    }

    func dismiss(snackID: String) {
        manager.remove(id: snackID)
    }

    func loadTheme(file path: String) -> [String] {
        manager.loadUserCSS(file: path)
    }

    func run() {
        SnackbarManager.runMainLoop()
    }

    func quit() {
        SnackbarManager.quitMainLoop()
    }
}
