import CGtk

/// The renderer on the GTK thread: owns the board, the windows and the one deadline timer.
///
/// One scheduler: every event goes through `send`, which hands it to the board with `now` from the
/// clock, applies the returned commands, then keeps exactly one GLib timeout armed for the board's
/// next deadline (firing `.tick`). No policy lives here; the board decides, the runtime draws.
@MainActor
final class SnackRuntime {
    private(set) var board: SnackBoard
    let clock: @MainActor () -> Double
    /// Windows on screen by snack id (closing ones are gone from here).
    var windows: [String: SnackWindow] = [:]
    var style: SnackStyle
    /// Which monitor each edge's stack uses.
    var monitorChoice: MonitorChoice = .primary
    /// Each monitor's work area as last read from the X server (a round trip per read), until
    /// `watchWorkAreas` sees the monitors or the root window's properties change.
    var workAreas: [OpaquePointer: SnackRect] = [:]
    /// Under `.pointer`, the work area each non-empty stack started on.
    var pinnedWorkAreas: [SnackEdge: SnackRect] = [:]
    /// The app window the stacks sit inside, if anchored; its handler ids, disconnected on re-anchoring.
    var anchor: (window: UnsafeMutablePointer<GtkWidget>, handlers: [gulong])?
    /// Called for each window placed and each snack dismissed (tests, benchmarks, diagnostics).
    var observer: (@MainActor (SnackWindowEvent) -> Void)?
    /// Apps' own widgets shown inside snacks, by snack id; the runtime holds one reference to each.
    var customContent: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    /// Stylesheets that apply to one snack's window only, by snack id; the runtime holds one reference to each.
    var scopedStyles: [String: [ScopedStyle]] = [:]
    /// Follows the desktop's screen-reader switch (see `SnackRuntime+ScreenReader`).
    var screenReaderWatch: ScreenReaderWatch?
    /// Beats the desktop's switch when set: true holds snacks that require interaction.
    var screenReaderOverride: Bool? {
        didSet { updateScreenReader() }
    }
    private var timeoutID: guint = 0
    private var armedDeadline: Double?

    /// Creates a runtime; `clock` gives seconds on a monotonic clock (GLib's by default).
    init(configuration: BoardConfiguration, style: SnackStyle = SnackStyle(theme: .standard),
         clock: @escaping @MainActor () -> Double = { Double(g_get_monotonic_time()) / 1_000_000 }) {
        board = SnackBoard(configuration: configuration)
        self.style = style
        self.clock = clock
    }

    /// Changes the board's settings; they apply to snacks added afterwards.
    func configure(_ configuration: BoardConfiguration) { board.configuration = configuration }

    /// Feeds one event to the board, applies what it says, re-arms the timer.
    func send(_ event: SnackEvent) {
        let commands = board.handle(event, now: clock())
        for command in commands { apply(command) }
        armTimer()
    }

    private func apply(_ command: RenderCommand) {
        switch command {
        case .present(let snack, let edge): present(snack, edge: edge)
        case .update(let snack, let busy):
            guard let window = windows[snack.id] else { return }
            window.update(snack, busy: busy)
            applyScopedStyle(to: window)
            restack(window.edge, ids: board.visibleIDs(on: window.edge))
        case .restack(let edge, let ids): restack(edge, ids: ids)
        case .withdraw(let id): closeWindow(id)
        case .dismiss(let snack, let reason):
            closeWindow(snack.id)
            releaseCustomContent(of: snack.id)
            releaseScopedStyles(of: snack.id)
            snack.onDismiss?(reason)
            observer?(.dismissed(id: snack.id, reason: reason))
        case .supersede(let snack): snack.onDismiss?(.replaced)
        case .runAction(let id, let action): run(action, of: id)
        case .tap(let id): board.snack(id: id)?.onTap?()
        }
    }

    private func present(_ snack: Snack, edge: SnackEdge) {
        let width = layout(for: edge).width
        let window = SnackWindow(snack: snack, edge: edge, width: width, style: style) { [weak self] event in
            self?.send(event)
        }
        if let parent = anchor?.window { gtk_window_set_transient_for(asWindow(window.window), asWindow(parent)) }
        if let custom = customContent[snack.id] { window.content.setCustom(custom) }
        applyScopedStyle(to: window)
        let id = snack.id
        connectEvent(asGPointer(window.window), "map-event") { [weak self, weak window] _ in
            guard let self, let window else { return false }
            window.isMapped = true
            if window.content.settleDeferredIcon() { restack(window.edge, ids: board.visibleIDs(on: window.edge)) }
            observer?(.mapped(id: id))
            return false
        }
        windows[snack.id] = window
    }

    private func closeWindow(_ id: String) {
        guard let window = windows.removeValue(forKey: id) else { return }
        // The window keeps itself alive through its closing animation's completion.
        window.close(style: style) { [weak self] in
            self?.observer?(.closed(id: id))
            _ = window
        }
    }

    private func run(_ action: SnackAction, of id: String) {
        switch action.handler {
        case .none: break
        case .immediate(let handler): handler()
        case .longRunning(let work):
            Task.detached { [weak self] in
                await work()
                await self?.send(.actionFinished(id: id))
            }
        }
    }

    /// Keeps one timeout for the earliest deadline: untouched when the deadline did not change.
    private func armTimer() {
        let deadline = board.nextDeadline
        if deadline == armedDeadline, timeoutID != 0 || deadline == nil { return }
        if timeoutID != 0 { g_source_remove(timeoutID) }
        timeoutID = 0
        armedDeadline = deadline
        guard let deadline else { return }
        let milliseconds = max(0, (deadline - clock()) * 1000).rounded(.up)
        timeoutID = addTimeout(milliseconds: UInt32(min(milliseconds, Double(UInt32.max)))) { [weak self] in
            guard let self else { return }
            // The source is gone once this returns; forget its id before anything re-arms.
            self.timeoutID = 0
            self.armedDeadline = nil
            self.send(.tick)
        }
    }
}
