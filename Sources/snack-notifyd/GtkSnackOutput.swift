import CSnackbarGLib
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGtk

/// The presenter this service uses: the GTK renderer, handing popups to the desktop's notification
/// server on the session bus `connection` gives (asked once GTK has started) where its windows would take
/// the focus; `verbose` says where each popup goes; `idleThreshold` (`--idle-threshold`) wins over snackbar.conf's.
@MainActor
func makePresenter(verbose: Bool, idleThreshold: Int?, connection: @escaping @MainActor () -> OpaquePointer?) -> SnackOutput {
    BannerFallbackOutput(windows: GtkSnackOutput(verbose: verbose, idleThreshold: idleThreshold), connection: connection, verbose: verbose)
}

/// Shows the service's popups with `SnackbarPresenter`, stacked on one screen for every client.
@MainActor
final class GtkSnackOutput: SnackOutput {
    private let presenter = SnackbarPresenter.shared
    /// What was last applied, so that only a change is applied.
    private var appliedMonitor: MonitorChoice = .primary

    /// Who waits for a snack's window to be mapped, by snack id.
    private var mapWaiters: [String: [@MainActor @Sendable () -> Void]] = [:]
    /// The snacks whose windows exist (mapped and not yet destroyed).
    private var openWindows: Set<String> = []
    /// Gives the heap back to the system `trimDelaySeconds` after the last window went.
    private let trimTimer = LingerTimer()
    private static let trimDelaySeconds: UInt32 = 5
    /// Whether each popup's time is said on standard error (`--verbose`).
    private let isVerbose: Bool
    /// The configuration's theme file, and whether GTK runs to load it.
    private var themePath: String?
    private var isStarted = false
    /// Whether someone can see the popups: idle and fullscreen (see `SnackbarGtk`'s `DesktopAttentionWatch`).
    private let attention = DesktopAttentionWatch()
    /// `--idle-threshold`, over the configuration's.
    private let idleThresholdOverride: Int?
    /// The idle threshold and fullscreen policy followed now, once GTK runs.
    private var followed: (idleThreshold: Int, fullscreen: FullscreenPolicy)?
    private var wanted = (idleThreshold: ServiceConfiguration().idleThreshold, fullscreen: FullscreenPolicy.delay)

    var onAttention: (@MainActor (_ away: Bool, _ fullscreen: Bool) -> Void)? {
        get { attention.onChange }
        set { attention.onChange = newValue }
    }

    func setScreenLocked(_ locked: Bool) {
        attention.isLocked = locked
    }

    init(verbose: Bool, idleThreshold: Int?) {
        isVerbose = verbose
        idleThresholdOverride = idleThreshold
    }

    func start() throws(SnackOutputFailure) {
        do { try SnackbarPresenter.startGtkForSnacksOnly() } catch {
            throw SnackOutputFailure(message: localized("Cannot open display: %s", SnackbarPresenter.unopenedDisplayReason()))
        }
        presenter.observer = { [weak self] event in self?.observe(event) }
        isStarted = true
        if themePath != nil { applyTheme() }
        followAttention()
    }

    /// Follows idle and fullscreen as wanted, when that changed and GTK runs.
    private func followAttention() {
        guard isStarted, followed.map({ $0 != wanted }) ?? true else { return }
        attention.follow(idleThreshold: wanted.idleThreshold, followsFullscreen: wanted.fullscreen == .delay)
        followed = wanted
    }

    func present(
        _ snack: Snack, from _: PopupSender, style: PopupStyle?, onShown: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (DismissReason) -> Void
    ) throws(SnackError) {
        var presented = snack
        if snack.onTap == nil {
            // As dunst's and GNOME Shell's notifications: a click on a popup that offers no default action
            // closes it, as its close button does.
            let id = snack.id
            presented.onTap = { [weak presenter] in presenter?.closeAsUser(id: id) }
        }
        let earlier = snack.onDismiss
        presented.onDismiss = { reason in
            earlier?(reason)
            completion(reason)
        }
        if let style {
            // Scoped to this popup's window: another call's popups keep their own look.
            try presenter.add(presented, styleSheets: style.themePath.map { [$0] } ?? [], variant: style.variant)
        } else {
            try SnackbarManager.shared.add(presented)
        }
        if isVerbose { ProcessIO.err("snack-notifyd: \(snack.id) \(Self.describeTime(of: snack))\n") }
        // Runs after the manager handled the add (both go through the main queue in order): the window
        // exists by then, unless the snack waits in the queue or updated one already on screen. Until a
        // Wayland compositor has listed its toplevels a normal snack waits for that answer, not for a
        // fullscreen window: its caller hears of it once the answer came.
        let id = snack.id
        Task { @MainActor [weak self] in
            guard let self else { return onShown() }
            attention.whenFullscreenKnown { [weak self] in
                guard let self, presenter.isAwaitingMap(id: id) else { return onShown() }
                mapWaiters[id, default: []].append(onShown)
            }
        }
    }

    /// A window mapped, or its snack ended before that: whoever waits for it goes on. A while after the
    /// last window went, the memory its texts, widgets and stylesheets took goes back to the system:
    /// without that a burst of big popups would keep the service large for its whole life. Not at
    /// once: the next popup would fault the heap's pages back in (the warm call's path).
    private func observe(_ event: SnackWindowEvent) {
        let id: String
        switch event {
        case .mapped(let mapped):
            id = mapped
            openWindows.insert(mapped)
            SnackbarPresenter.keepCursorCache()
        case .dismissed(let dismissed, _): id = dismissed
        case .closed(let closed):
            id = closed
            if openWindows.remove(closed) != nil, openWindows.isEmpty {
                trimTimer.restart(seconds: Self.trimDelaySeconds) { [weak self] in
                    if self?.openWindows.isEmpty == true { malloc_trim(0) }
                }
            }
        case .placed: return
        }
        guard let waiters = mapWaiters.removeValueShrinking(forKey: id) else { return }
        for waiter in waiters { waiter() }
    }

    /// `stays 4 s` (its duration after the rules, times the user's time scale) or `stays until closed`.
    private static func describeTime(of snack: Snack) -> String {
        func text(_ number: Double) -> String {
            let rounded = (number * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        let scale = SnackbarPresenter.shared.userPreferences.timeScale
        guard let seconds = snack.timerSeconds(timeScale: scale) else { return "stays until closed" }
        return "stays \(text(seconds)) s (time-scale \(text(scale)))"
    }

    var displayName: String? { SnackbarPresenter.displayName }

    var surface: ScreenSurface? { SnackbarPresenter.screenSurface }

    var monitorCount: Int { SnackbarPresenter.monitorCount }

    func configure(monitor: MonitorChoice) {
        if monitor != appliedMonitor {
            presenter.settings.monitor = monitor
            appliedMonitor = monitor
        }
    }

    func apply(_ configuration: ServiceConfiguration) {
        var settings = presenter.settings
        settings.maxVisible = configuration.maxVisible
        settings.defaultEdge = configuration.edge
        if settings != presenter.settings { presenter.settings = settings }
        presenter.setUserPreferences(configuration.preferences)
        themePath = configuration.themePath
        if isStarted { applyTheme() }
        wanted = (idleThresholdOverride ?? configuration.idleThreshold, configuration.fullscreen)
        followAttention()
    }

    /// The configuration's theme file on the screen (GTK must run: before `start()` it waits for it).
    private func applyTheme() {
        if let themePath { presenter.loadUserCSS(file: themePath) } else { presenter.unloadUserCSS() }
    }

    func dismiss(snackID: String) {
        SnackbarManager.shared.remove(id: snackID)
    }

    func focusNext() -> Bool {
        presenter.focusNext()
    }

    var focusRefusal: String? { SnackbarPresenter.focusRefusal }

    func problems(inTheme path: String) -> [String] {
        presenter.problems(inStyleSheet: path)
    }

    func run() {
        SnackbarPresenter.runMainLoop()
    }

    func quit() {
        SnackbarManager.quitMainLoop()
    }
}
