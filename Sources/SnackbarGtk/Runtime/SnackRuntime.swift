import CGtk
import SnackbarCore

/// The renderer on the GTK thread: owns the board, one record per shown snack, and the one deadline timer.
///
/// One scheduler: every event goes through `send`, which hands it to the board with `now` from the
/// clock, applies the returned commands, then keeps exactly one timer armed for the board's next
/// deadline (firing `.tick`); a second timer only redraws visible countdowns. No policy lives here; the board decides, the runtime draws through its
/// `SurfaceHost` (the desktop, or an app's window) and keeps no table but its records.
@MainActor
final class SnackRuntime {
    private(set) var board: SnackBoard
    let clock: @MainActor () -> Double
    /// Where surfaces come from and where the stacks go.
    var host: any SurfaceHost {
        didSet { watchHost() }
    }
    /// The one copy of the settings; the board's part reaches it at once.
    var settings: SnackbarSettings {
        didSet {
            board.configuration = settings.board(preferences)
            if settings.theme != oldValue.theme { style = SnackStyle(theme: settings.theme) }
            if settings.screenReaderOverride != oldValue.screenReaderOverride { updateScreenReader() }
        }
    }
    /// The user's own settings (the time scale); the board's part reaches it at once.
    var preferences: UserPreferences {
        didSet { board.configuration = settings.board(preferences) }
    }
    private(set) var style: SnackStyle
    /// One record per snack on screen, by id (a closing one is gone from here).
    private(set) var records: [String: ShownSnack] = [:]
    /// Each corner's ids as the board last ordered them, nearest the edge first.
    var order: [SnackCorner: [String]] = [:]
    /// The corners with snacks, in the order they filled: an earlier stack is placed first (see `restack`).
    var arrivals: [SnackCorner] = []
    /// Under `.pointer`, the area the stacks along each edge started on.
    var pinnedAreas: [SnackEdge: SnackRect] = [:]
    /// Called for each surface placed and each snack dismissed (tests, benchmarks, diagnostics).
    var observer: (@MainActor (SnackWindowEvent) -> Void)?
    /// Follows the desktop's screen-reader switch (see `SnackRuntime+ScreenReader`).
    var screenReaderWatch: DesktopSwitch?
    /// Follows what the accessibility bus says of screen readers (see `SnackRuntime+ScreenReader`).
    var accessibilityBusWatch: AccessibilityBusWatch?
    /// Other processes' stacks on the screen (see `SnackRuntime+Neighbours`).
    var neighbours: (any StackNeighbours)?
    private let timer: any DeadlineTimer
    private var armedDeadline: Double?
    /// Redraws the visible countdowns (see `SnackRuntime+Countdown`); armed only while one runs on screen.
    let countdownTimer: any DeadlineTimer
    var isCountdownArmed = false
    /// How many snacks were presented: each record's `sequence`, so the newest is known.
    private var presentedCount = 0

    /// Creates a runtime drawing through `host`, timing with `timer`; `clock` gives seconds on a monotonic
    /// clock (GLib's by default). Tests pass a recording host, a manual timer and a fake clock.
    init(
        settings: SnackbarSettings = SnackbarSettings(), preferences: UserPreferences = UserPreferences(),
        host: any SurfaceHost, timer: any DeadlineTimer, countdownTimer: any DeadlineTimer = GLibDeadlineTimer(),
        clock: @escaping @MainActor () -> Double = { Double(g_get_monotonic_time()) / 1_000_000 }
    ) {
        board = SnackBoard(configuration: settings.board(preferences))
        self.settings = settings
        self.preferences = preferences
        style = SnackStyle(theme: settings.theme)
        self.host = host
        self.timer = timer
        self.countdownTimer = countdownTimer
        self.clock = clock
        watchHost()
    }

    /// Feeds one event to the board, applies what it says, re-arms the timer.
    func send(_ event: SnackEvent) {
        let commands = board.handle(event, now: clock())
        for command in commands { apply(command) }
        armTimer()
        refreshCountdowns()
    }

    /// The record of the snack with this id, while it is on screen.
    func record(id: String) -> ShownSnack? { records[id] }

    private func apply(_ command: RenderCommand) {
        switch command {
        case .present(let snack, let corner, let attachment): present(snack, corner: corner, extras: attachment as? SnackExtras)
        case .update(let snack, let busy, let attachment):
            records[snack.id]?.update(snack, busy: busy, extras: attachment as? SnackExtras)
        case .restack(let corner, let ids): restack(corner, ids: ids)
        case .withdraw(let id): release(id)
        case .dismiss(let snack, let reason):
            release(snack.id)
            snack.onDismiss?(reason)
            observer?(.dismissed(id: snack.id, reason: reason))
        case .supersede(let snack): snack.onDismiss?(.replaced)
        case .runAction(let id, let action): run(action, of: id)
        case .tap(let snack): snack.onTap?()
        }
    }

    /// Makes the snack's surfaces, one on each of the host's screens (several under `.all`); input from
    /// any copy is the snack's input, the first copy's mapping is the snack's.
    private func present(_ snack: Snack, corner: SnackCorner, extras: SnackExtras?) {
        let id = snack.id
        let copies = screens.enumerated().map { index, screen in
            host.makeSurface(
                for: snack, corner: corner, monitor: screen, width: layout(for: corner.edge, onScreen: index).width,
                style: style
            ) { [weak self] event in
                guard let self else { return }
                switch event {
                case .input(let input): send(input)
                case .mapped(let resized):
                    if resized, let edge = records[id]?.corner.edge { restack(along: edge) }
                    refreshCountdowns()
                    guard index == 0 else { return }
                    send(.surfaceShown(id: id))
                    observer?(.mapped(id: id))
                case .resized:
                    if let edge = records[id]?.corner.edge { restack(along: edge) }
                }
            }
        }
        presentedCount += 1
        records[id] = ShownSnack(snack: snack, corner: corner, extras: extras, copies: copies, sequence: presentedCount)
    }

    /// Gives the keyboard focus to the newest snack on screen. False when none can take it; where no
    /// snack ever takes it, a warning says why, once.
    func focusNewest() -> Bool {
        if let refusal = SnackbarPresenter.focusRefusal {
            SnackLog.warnOnce(key: "focus-refused", refusal)
            return false
        }
        let newest = records.values.filter { $0.surface.isMapped }.max { $0.sequence < $1.sequence }
        return newest?.surface.takeFocus(withPointer: false) ?? false
    }

    /// Ends the record of `id`, if it has one: its surface leaves, then `.closed` is reported.
    private func release(_ id: String) {
        guard let record = records.removeValue(forKey: id) else { return }
        // The closure keeps the record (and so its surface) alive through the exit motion.
        record.release(style: style) { [weak self] in
            self?.observer?(.closed(id: id))
            _ = record
        }
    }

    private func run(_ action: SnackAction, of id: String) {
        action.perform { [weak self] in self?.send(.actionFinished(id: id)) }
    }

    /// Keeps one timer for the earliest deadline: untouched when the deadline did not change.
    private func armTimer() {
        let deadline = board.nextDeadline
        guard deadline != armedDeadline else { return }
        armedDeadline = deadline
        timer.arm(after: deadline.map { $0 - clock() }) { [weak self] in
            guard let self else { return }
            armedDeadline = nil
            send(.tick)
        }
    }

    private func watchHost() {
        host.onChange = { [weak self] change in
            guard let self else { return }
            switch change {
            case .moved: restackAll()
            case .closed(let fallback):
                host = fallback
                send(.removeAll)
            }
        }
    }
}
