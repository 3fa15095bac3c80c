import CGtk
import Dispatch
import Synchronization

/// Shows snacks on the desktop with GTK 3: the entry point apps use.
///
/// Every method and property is safe from any thread: calls hop to the GTK thread (the main thread
/// running the GLib main loop) in the order they were made. Works inside an app's own GTK main loop
/// (the app called `gtk_init` or runs a GtkApplication) or standalone with `startGtk()` and
/// `runMainLoop()`. Either way the manager drains `DispatchQueue.main` inside the GLib loop, so
/// `@MainActor` code runs under GTK.
public final class SnackbarManager: Sendable {
    /// The manager for this process.
    public static let shared = SnackbarManager()

    struct Settings: Sendable {
        var board = BoardConfiguration()
        var monitor = MonitorChoice.primary
        var theme = Theme.standard
        var screenReaderOverride: Bool?
    }

    let settings = Mutex(Settings())
    @MainActor var runtime: SnackRuntime?
    @MainActor var styler: SnackStyler?

    init() {}

    /// Shows `snack`, or updates the snack on screen it dedupes with. Any thread.
    /// - Throws: `SnackError` when the snack is invalid (checked here, synchronously); nothing is shown then.
    public func add(_ snack: Snack) throws(SnackError) {
        let valid = try snack.validated()
        onGtkThread({ runtime in runtime.send(.add(valid)) }, otherwise: { valid.onDismiss?(.rejected) })
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
        onGtkThread { runtime in runtime.send(.removeMatching(snack)) }
    }

    /// Dismisses (or drops from the queue) the snack with this id. Any thread.
    public func remove(id: String) {
        onGtkThread { runtime in runtime.send(.remove(id: id)) }
    }

    /// Dismisses every shown and queued snack with `.programmatic`. Any thread.
    public func removeAll() {
        onGtkThread { runtime in runtime.send(.removeAll) }
    }

    /// The edge for snacks that name none (top by default). Applies to snacks added afterwards.
    public var defaultEdge: SnackEdge {
        get { settings.withLock { $0.board.defaultEdge } }
        set { updateBoard { $0.defaultEdge = newValue } }
    }

    /// How snacks share an edge (stack by default). Applies to snacks added afterwards.
    public var policy: StackPolicy {
        get { settings.withLock { $0.board.policy } }
        set { updateBoard { $0.policy = newValue } }
    }

    /// How many snacks show at once per edge under `.stack` (3 by default, at least 1).
    public var maxVisible: Int {
        get { settings.withLock { $0.board.maxVisible } }
        set { updateBoard { $0.maxVisible = max(1, newValue) } }
    }

    /// Which monitor snacks show on (the primary one by default).
    public var monitor: MonitorChoice {
        get { settings.withLock { $0.monitor } }
        set {
            settings.withLock { $0.monitor = newValue }
            onGtkThread { runtime in runtime.monitorChoice = newValue }
        }
    }

    /// How many monitors the display has (for `.index(_:)`, numbered from 0); 0 before GTK started.
    /// GTK thread.
    @MainActor
    public static var monitorCount: Int {
        gdk_display_get_default().map { Int(gdk_display_get_n_monitors($0)) } ?? 0
    }

    /// The name of the display the snacks show on (`:0`, `wayland-0`); nil before GTK started. GTK thread.
    @MainActor
    public static var displayName: String? {
        gdk_display_get_default().flatMap { gdk_display_get_name($0) }.map { String(cString: $0) }
    }

    /// Colours, layout and motion of the snacks (`Theme.standard` by default). Applies to snacks
    /// shown afterwards; colours change at once.
    public var theme: Theme {
        get { settings.withLock { $0.theme } }
        set {
            settings.withLock { $0.theme = newValue }
            onGtkThread { runtime in
                runtime.style = SnackStyle(theme: newValue)
                self.styler?.theme = newValue
            }
        }
    }

    private func updateBoard(_ change: @Sendable (inout BoardConfiguration) -> Void) {
        let configuration = settings.withLock { state in
            change(&state.board)
            return state.board
        }
        onGtkThread { runtime in runtime.configure(configuration) }
    }

    /// Runs `work` with the runtime on the GTK thread, after every call made before it. Without a
    /// display `otherwise` runs there instead.
    func onGtkThread(_ work: @escaping @MainActor @Sendable (SnackRuntime) -> Void,
                     otherwise: @escaping @MainActor @Sendable () -> Void = {}) {
        MainQueueBridge.install()
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if let runtime = self.ensureRuntime() { work(runtime) } else { otherwise() }
            }
        }
    }
}
