import CGtk
import SnackbarGlue

/// The app's end: every snack still up or queued gets exactly one reason, `.shutdown`, before the
/// process goes, the way libadwaita's toasts emit `dismissed` when their overlay goes.
///
/// Two doors, whichever comes first (the board ends each snack once, so the second finds none): the
/// default GApplication's `shutdown` signal, emitted as its loop ends (while the app's own data still
/// lives), and a normal exit of the process (`ProcessExit`: `exit()` or returning from `main`, after
/// `gtk_main()` returned). Snacks added after that end at once with `.shutdown`.
extension SnackbarPresenter {
    /// Follows both doors for `runtime`: called once, when it is created.
    func endSnacksWhenTheAppEnds(_ runtime: SnackRuntime) {
        ProcessExit.onNormalExit { [weak runtime] in runtime?.send(.shutdown) }
        followApplicationShutdown()
    }

    /// Connects to the default GApplication's `shutdown` once one exists (an app usually creates it
    /// before it shows a snack; later calls catch one created afterwards).
    func followApplicationShutdown() {
        guard !followsApplication, let application = g_application_get_default() else { return }
        followsApplication = true
        connectPlain(asGPointer(application), "shutdown") { [weak self] in self?.send(.shutdown) }
    }
}
