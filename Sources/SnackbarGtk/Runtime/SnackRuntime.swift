import CGtk
import SnackbarCore
import SnackbarGlue

/// The GTK 3 renderer on the GTK thread: one record per shown snack, drawn through its `SurfaceHost`.
///
/// A thin `SnackRenderer`: the `SnackDriver` it owns holds the board, the timers and the holds, and
/// calls it back with the board's commands; every event goes through `send`. No policy lives here; the
/// runtime keeps no table but its records.
@MainActor
final class SnackRuntime: DrivenRenderer {
    let driver: SnackDriver
    var clock: @MainActor () -> Double { driver.clock }
    /// Where surfaces come from and where the stacks go.
    var host: any SurfaceHost {
        didSet { watchHost() }
    }
    /// The one copy of the settings; the board's part reaches it at once.
    var settings: SnackbarSettings {
        didSet {
            driver.configuration = settings.board(preferences)
            if settings.theme != oldValue.theme { style = SnackStyle(theme: settings.theme) }
            if settings.screenReaderOverride != oldValue.screenReaderOverride { updateScreenReader() }
        }
    }
    /// The user's own settings (the time scale); the board's part reaches it at once.
    var preferences: UserPreferences {
        didSet { driver.configuration = settings.board(preferences) }
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
    /// Runs a stack's closing up after a snack left (see `restack(_:ids:)`): at once by default (tests);
    /// on the GTK thread once the work queued now is done.
    var closeUpLater: @MainActor (@escaping @MainActor () -> Void) -> Void = { $0() }
    /// The size of the host's area when the stacks were last placed again at once: a new size lets the snacks
    /// that had no room try again (see `SnackRuntime+Room`).
    var roomSize: (width: Int, height: Int)?
    /// The edges whose closing up waits for `closeUpLater`.
    var pendingCloseUps: Set<SnackEdge> = []

    /// Creates a runtime drawing through `host`, timing with `timer`; `clock` gives seconds on a monotonic
    /// clock (GLib's by default). Tests pass a recording host, a manual timer and a fake clock.
    init(
        settings: SnackbarSettings = SnackbarSettings(), preferences: UserPreferences = UserPreferences(),
        host: any SurfaceHost, timer: any DeadlineTimer, countdownTimer: any DeadlineTimer = GLibDeadlineTimer(),
        clock: @escaping @MainActor () -> Double = monotonicSeconds
    ) {
        driver = SnackDriver(configuration: settings.board(preferences), timer: timer, countdownTimer: countdownTimer, clock: clock)
        self.settings = settings
        self.preferences = preferences
        style = SnackStyle(theme: settings.theme)
        self.host = host
        driver.renderer = self
        watchHost()
    }

    /// The record of the snack with this id, while it is on screen.
    func record(id: String) -> ShownSnack? { records[id] }

    func present(_ snack: Snack, corner: SnackCorner, attachment: (any SnackAttachment)?) {
        present(snack, corner: corner, extras: attachment as? SnackExtras)
    }

    func rename(_ id: String, to newID: String) {
        guard let record = records.removeValue(forKey: id) else { return }
        record.name.id = newID
        records[newID] = record
        order[record.corner] = order[record.corner]?.map { $0 == id ? newID : $0 }
    }

    func update(_ snack: Snack, busy: Bool, attachment: (any SnackAttachment)?) {
        records[snack.id]?.update(snack, busy: busy, extras: attachment as? SnackExtras)
    }

    func hold(_ id: String, countdown: SnackCountdown?) {
        for copy in records[id]?.copies ?? [] { copy.showCountdown(countdown) }
    }

    func isOnScreen(_ id: String) -> Bool { records[id]?.surface.isMapped == true }

    func dismissed(_ id: String, reason: DismissReason) { observer?(.dismissed(id: id, reason: reason)) }

    /// Makes the snack's surfaces, one on each of the host's screens (several under `.all`); input from
    /// any copy is the snack's input, the first copy's mapping is the snack's.
    private func present(_ snack: Snack, corner: SnackCorner, extras: SnackExtras?) {
        let name = SnackName(snack.id)
        let copies = screens.enumerated().map { index, screen in
            host.makeSurface(
                for: snack, corner: corner, monitor: screen, width: layout(for: corner.edge, onScreen: index).width,
                style: style
            ) { [weak self] event in
                guard let self else { return }
                switch event {
                case .input(let input): send(input)
                case .mapped(let resized):
                    if resized, let edge = records[name.id]?.corner.edge { restack(along: edge) }
                    driver.refreshCountdowns()
                    guard index == 0 else { return }
                    send(.surfaceShown(id: name.id))
                    observer?(.mapped(id: name.id))
                case .resized:
                    if let edge = records[name.id]?.corner.edge { restack(along: edge) }
                }
            }
        }
        records[name.id] = ShownSnack(name: name, snack: snack, corner: corner, extras: extras, copies: copies)
    }

    /// Gives the keyboard focus to the newest snack on screen. False when none can take it; where no
    /// snack ever takes it, a warning says why, once.
    func focusNewest() -> Bool {
        shownNewestFirst()?.first?.takeFocus() ?? false
    }

    /// Gives the keyboard focus to the next snack on screen: the newest, or, while one holds the focus the
    /// user asked for, the next older one (from the oldest around to the newest), so that one key reaches
    /// every snack's actions. The window the first snack took the focus from gets it back from the last.
    func focusNext() -> Bool {
        guard let shown = shownNewestFirst(), let held = shown.firstIndex(where: \.hasAskedFocus) else {
            return focusNewest()
        }
        let next = shown[(held + 1) % shown.count]
        return next === shown[held] || shown[held].passFocus(to: next)
    }

    /// The surfaces on screen, the newest first; nil, with a warning once, where no snack takes the keyboard.
    private func shownNewestFirst() -> [SnackSurface]? {
        if let refusal = SnackbarPresenter.focusRefusal {
            SnackLog.warnOnce(key: "focus-refused", refusal)
            return nil
        }
        return driver.presented.reversed().compactMap { records[$0]?.surface }.filter(\.isMapped)
    }

    /// Ends the record of `id`, if it has one: its surface leaves, then `.closed` is reported.
    func release(_ id: String) {
        guard let record = records.removeValue(forKey: id) else { return }
        // The closure keeps the record (and so its surface) alive through the exit motion.
        record.release(style: style) { [weak self] in
            self?.observer?(.closed(id: id))
            _ = record
        }
    }

    private func watchHost() {
        host.onChange = { [weak self] change in
            guard let self else { return }
            switch change {
            case .moved: restackAll()
            case .closed(let fallback):
                host = fallback
                send(.windowClosed)
            case .seen(let seen): send(.unseen(!seen))
            }
        }
        send(.unseen(!host.isSeen))
    }
}
