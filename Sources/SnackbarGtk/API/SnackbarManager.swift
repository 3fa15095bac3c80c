import CGtk
// Apps that import SnackbarGtk get the model (Snack, SnackAction, Theme, …) with it.
@_exported import SnackbarCore
import SnackbarGlue

/// Shows snacks on the desktop with GTK 3: the entry point apps use, from any thread.
///
/// Every method hops to the GTK thread (the main thread running the GLib main loop) in the order the
/// calls were made, where `SnackbarPresenter` owns the snacks and the settings. Works inside an app's own
/// GTK main loop (the app called `gtk_init` or runs a GtkApplication) or standalone with
/// `SnackbarPresenter.startGtk()` and `runMainLoop()`. Either way the first call installs a bridge that
/// drains the main queue inside the GLib loop, so `@MainActor` code runs under GTK.
public final class SnackbarManager: Sendable {
    /// The manager for this process.
    public static let shared = SnackbarManager()

    init() {}

    /// Shows `snack`, or updates the snack on screen it dedupes with. Any thread.
    /// - Throws: `SnackError` when the snack is invalid (checked here, synchronously); nothing is shown then.
    public func add(_ snack: Snack) throws(SnackError) {
        let valid = try snack.validated()
        onGtkThread({ presenter in presenter.show(valid) }, otherwise: { valid.onDismiss?(.rejected) })
    }

    /// Shows `snack` and returns why it went. Any thread; an invalid snack returns `.rejected`.
    public func show(_ snack: Snack) async -> DismissReason {
        await withCheckedContinuation { continuation in
            var awaited = snack
            let original = snack.onDismiss
            awaited.onDismiss = { reason in
                original?(reason)
                continuation.resume(returning: reason)
            }
            do { try add(awaited) } catch { continuation.resume(returning: .rejected) }
        }
    }

    /// Dismisses the snack that dedupes with `snack` (same id, or same title and message). Any thread.
    public func remove(_ snack: Snack) {
        onGtkThread { presenter in presenter.send(.removeMatching(snack)) }
    }

    /// Dismisses (or drops from the queue) the snack with this id. Any thread.
    public func remove(id: String) {
        onGtkThread { presenter in presenter.removeNow(id: id) }
    }

    /// Sets the progress of the shown or queued snack with this id in place (see
    /// `SnackbarPresenter.setProgress(_:id:)`): it keeps its place, its time and its `onDismiss`. Any thread;
    /// `completion` (if any) runs on the GTK thread with whether a snack had this id.
    public func setProgress(_ progress: SnackProgress?, id: String, completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        onGtkThread(
            { presenter in
                let set = presenter.setProgress(progress, id: id)
                completion?(set)
            }, otherwise: { completion?(false) })
    }

    /// Dismisses every shown and queued snack with `.programmatic`; a shown one waits out its
    /// `minimumVisible` first. Any thread.
    public func removeAll() {
        onGtkThread { presenter in presenter.send(.removeAll) }
    }

    /// Moves the keyboard focus to the newest snack on screen (see `SnackbarPresenter.focusNewest()`),
    /// after every call made before it. Any thread; `completion` (if any) runs on the GTK thread with
    /// whether a snack took the focus.
    public func focusNewest(completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        onGtkThread(
            { presenter in
                // Not inside `completion?(…)`: without a completion, optional chaining would skip the call.
                let focused = presenter.focusNewest()
                completion?(focused)
            }, otherwise: { completion?(false) })
    }

    /// Changes the settings on the GTK thread, after every call made before it, e.g.
    /// `configure { $0.maxVisible = 5 }`. Applies to snacks added afterwards. Any thread.
    public func configure(_ change: @escaping @Sendable (inout SnackbarSettings) -> Void) {
        onGtkThread { presenter in change(&presenter.settings) }
    }

    /// Ends every snack with `.shutdown`, then leaves `SnackbarPresenter.runMainLoop()`. Any thread.
    public static func quitMainLoop() {
        shared.onGtkThread(
            { presenter in
                presenter.send(.shutdown)
                gtk_main_quit()
            }, otherwise: { gtk_main_quit() })
    }

    /// Runs `work` with the presenter on the GTK thread, after every call made before it. Without a
    /// display `otherwise` runs there instead.
    func onGtkThread(
        _ work: @escaping @MainActor @Sendable (SnackbarPresenter) -> Void,
        otherwise: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        MainQueueDrain.install()
        WorkQueue.onMain {
            let presenter = SnackbarPresenter.shared
            if presenter.runtime != nil { work(presenter) } else { otherwise() }
        }
    }
}
