import SnackbarGtk
import SnackNotifyKit

/// The presenter this service uses: the GTK renderer.
@MainActor
func makePresenter() -> PopupPresenter { GtkPresenter() }

/// Shows the service's popups with `SnackbarManager`, stacked on one screen for every client.
@MainActor
final class GtkPresenter: PopupPresenter {
    private let manager = SnackbarManager.shared

    func start() throws(PresenterFailure) {
        do { try SnackbarManager.startGtk() } catch { throw PresenterFailure(message: "Cannot open display: \(error)") }
    }

    func present(_ snack: Snack, completion: @escaping @MainActor (DismissReason) -> Void) {
        Task { @MainActor [manager] in completion(await manager.show(snack)) }
    }

    func configure(monitor: NotifyMonitor, colorScheme: NotifyColorScheme?) {
        switch monitor {
        case .primary: manager.monitor = .primary
        case .pointer: manager.monitor = .pointer
        case .index(let number): manager.monitor = .index(number)
        }
        manager.forcedVariant = colorScheme.map { $0 == .dark ? .dark : .light }
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
