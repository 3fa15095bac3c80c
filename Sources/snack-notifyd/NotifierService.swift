import SnackNotifyClient
import SnackNotifyKit
import SnackbarCore

/// The state of the popup service: ids, tags and who waits for which popup. Main thread only.
///
/// Ids count up from 1 like a notification server's, and go on across restarts (`ServiceStateStore`). Showing a request with `replaceID` or a tag of a
/// live popup updates that popup in place and keeps its id. A `replaceID` no live popup has becomes the new
/// popup's id, as the Desktop Notifications specification has `Notify` return it; the counter passes over
/// the ids of live popups, so no two ever share one. A request without either whose title, message,
/// kind, icon and actions a live popup shows folds into it: its counter goes up ("×2"), its timer restarts,
/// and the client gets that popup's id and end, like every client folded into it.
@MainActor
final class NotifierService {
    let presenter: SnackOutput
    private var popups: [UInt32: Popup] = [:]
    private var idsByTag: [String: UInt32] = [:]
    /// Title, message, kind, icon and actions → the live popup showing them, for flood folding.
    private var idsByContent: [String: UInt32] = [:]
    /// Where do not disturb, the history and the id counter outlive this process.
    let stateStore: ServiceStateStore
    /// Called with every popup's end, by token: the D-Bus signal and each socket client listen.
    private var dismissalListeners: [Int: @MainActor (UInt32, DismissReason) -> Void] = [:]
    private var nextListenerToken = 0
    /// Called when no popup is left.
    var onIdle: (@MainActor () -> Void)?
    /// Called the moment an action is pressed or the body tapped (inside that input event), with the id,
    /// the action's name and whether the popup stays (`staysOnAction`); the end follows for one that goes.
    var onActionPressed: (@MainActor (_ id: UInt32, _ action: String, _ stays: Bool) -> Void)?
    /// snackbar.conf as last read: rules, defaults, history size (see `NotifierService+Control`).
    var configuration = ServiceConfiguration() {
        didSet {
            // A history not read yet takes the size when it is read: setting it now would read the file.
            if historyIsLoaded, loadedHistory.capacity != configuration.historySize { history.capacity = configuration.historySize }
            presenter.apply(configuration)
        }
    }
    /// What the last reading of snackbar.conf while the service ran said (its notes, or why the files were
    /// refused), one line each, until a `snack-notify` call hears it: the service's own standard error is
    /// nobody's terminal when a call started it.
    var unheardConfigurationWarnings: [String] = []
    /// Do not disturb: only critical popups show; the others go to the history at once.
    var doNotDisturb = false {
        didSet { stateStore.save(doNotDisturb: doNotDisturb) }
    }
    /// The newest popup held back (do not disturb, or a rule hid it): set before its `onShown`, so that a
    /// caller tells its client the popup went to the history, not to the screen.
    var heldBackID: UInt32?
    /// Whether the user is away and whether a fullscreen window is active, as the output last said.
    private(set) var attention = (away: false, fullscreen: false)
    /// The popups that went, newest first. The kept file is read at the first use (see `loadHistory`).
    var history: NotificationHistory {
        get {
            loadHistory()
            return loadedHistory
        }
        set {
            loadHistory()
            loadedHistory = newValue
            stateStore.save(history: newValue.entries)
        }
    }
    private var loadedHistory = NotificationHistory(capacity: ServiceConfiguration().historySize)
    private var historyIsLoaded = false

    /// A service with the do not disturb and ids `stateStore` kept; its history is read when first used.
    init(presenter: SnackOutput, stateStore: ServiceStateStore = ServiceStateStore()) {
        self.presenter = presenter
        self.stateStore = stateStore
        doNotDisturb = stateStore.load()
        presenter.onAttention = { [weak self] away, fullscreen in self?.attentionChanged(away: away, fullscreen: fullscreen) }
    }

    /// Reads the kept history, once, and keeps as many entries as the configuration's size.
    func loadHistory() {
        guard !historyIsLoaded else { return }
        historyIsLoaded = true
        loadedHistory = NotificationHistory(capacity: ServiceConfiguration.historySizeRange.upperBound, entries: stateStore.loadHistory())
        loadedHistory.capacity = configuration.historySize
    }

    /// Counts each live popup's held time: all of them while the user is away; over a fullscreen window,
    /// those that wait for it (the board keeps them off screen), until it goes.
    private func attentionChanged(away: Bool, fullscreen: Bool) {
        let now = HeldTime.now()
        attention = (away, fullscreen)
        for id in Array(popups.keys) {
            if !fullscreen { popups[id]?.waitsForFullscreen = false }
            popups[id]?.updateHeld(away: away, now: now)
        }
    }

    /// Why the popup `id`'s time waits now, if it does: the caller hears it with its answer.
    func wait(of id: UInt32) -> PopupWait? {
        if attention.away { return .away }
        return popups[id]?.waitsForFullscreen == true ? .fullscreen : nil
    }

    /// Calls `listener` with every popup's end until `removeDismissalListener` with the token returned.
    @discardableResult
    func addDismissalListener(_ listener: @escaping @MainActor (UInt32, DismissReason) -> Void) -> Int {
        nextListenerToken += 1
        dismissalListeners[nextListenerToken] = listener
        return nextListenerToken
    }

    func removeDismissalListener(_ token: Int) {
        dismissalListeners[token] = nil
    }

    /// Whether any popup is on screen or queued.
    var isIdle: Bool { popups.isEmpty }

    /// Whether the popup `id` is on screen or queued.
    func isLive(_ id: UInt32) -> Bool { popups[id] != nil }

    /// Shows `request` and returns its id; `onShown` gets the id too, once the popup is on screen (see
    /// `SnackOutput.present`): callers reply then, so that a client returns only when it shows.
    /// Unless `appliesRules` is false (a popup shown again from the history), the configuration's rules
    /// change it first, and a new popup that a rule hides or do not disturb holds back goes straight to
    /// the history: it gets an id and `onShown`, and its end (`rejected`) follows at once.
    /// - Throws: `NotifyFailure` when the request's icon or theme file cannot be read safely
    ///   (`NotifyRequest.checkFiles`), its theme has CSS errors or the renderer refuses its snack (the
    ///   board's rules); `onShown` never runs then and an existing popup stays as it was.
    @discardableResult
    func show(
        _ incoming: NotifyRequest, foldsRepeats: Bool = true, appliesRules: Bool = true,
        onShown: @escaping @MainActor @Sendable (UInt32) -> Void
    ) throws(NotifyFailure) -> UInt32 {
        var request = incoming
        guard request.allActions.count <= NotifyRequest.maximumActions else {
            throw NotifyFailure(
                localized("%s actions; at most %s are accepted", String(request.allActions.count), String(NotifyRequest.maximumActions)))
        }
        // A D-Bus caller is not checked by the client's parser: a FIFO or /dev/zero must not reach GTK.
        try request.checkFiles(environment: SystemEnvironment())
        if let wanted = request.display, let own = presenter.displayName, !DisplayName.same(wanted, own) {
            throw NotifyFailure(
                localized(
                    "Cannot open display: the popup service of this session shows popups on '%s', not '%s'.",
                    own, wanted), exitCode: .noDisplay)
        }
        if case .index(let number) = request.monitor, number >= presenter.monitorCount {
            let count = presenter.monitorCount
            throw NotifyFailure(
                localizedPlural(
                    "No monitor %s: this display has %s monitor, numbered from 0 (or use primary, pointer or all).",
                    "No monitor %s: this display has %s monitors, numbered from 0 (or use primary, pointer or all).",
                    count: count, String(number), String(count)))
        }
        if let themePath = request.themePath {
            // Checked before anything shows: a refused theme must not style any popup.
            let errors = presenter.problems(inTheme: themePath)
            guard errors.isEmpty else { throw NotifyFailure(localized("Theme has CSS errors: %s", errors.joined(separator: "; "))) }
        }
        if !request.namesAlignment { request.alignment = configuration.alignment }
        let effect = appliesRules ? configuration.rules.effect(for: request.facts) : RuleEffect()
        request.apply(effect)
        // Kept as the popup shows them (cut to `SnackLimits`): a 10 MB body must not live on in the
        // popup's record and the history.
        if let shown = try? request.makeSnack().validated() { request.takeTexts(of: shown) }
        // Folds only popups that look the same and offer the same actions: a caller must only ever hear
        // back an action it offered.
        let contentKey = request.tag == nil && foldsRepeats ? Self.foldingKey(of: request) : nil
        let explicitID = existingID(for: request)
        // A request for an id of its own is never folded into another popup's.
        let foldedID =
            explicitID == nil && request.replaceID == 0 ? contentKey.flatMap { idsByContent[$0] }.flatMap { popups[$0] != nil ? $0 : nil } : nil
        if appliesRules, explicitID == nil, foldedID == nil, let reason = heldBack(request, effect) {
            return holdBack(request, reason: reason, onShown: onShown)
        }
        let id = explicitID ?? foldedID ?? newID(for: request)
        let previous = popups[id]
        var popup = previous ?? Popup(snackID: "popup-\(id)", tag: request.tag, request: request, generation: 0, tapAction: nil)
        popup.request = request
        popup.generation += 1
        popup.repeats = foldedID == nil ? 1 : popup.repeats + 1
        popup.contentKey = contentKey
        if previous == nil {
            popup.waitsForFullscreen = attention.fullscreen && request.urgency != .critical
            popup.updateHeld(away: attention.away, now: HeldTime.now())
        }
        popups[id] = popup
        do {
            // Replaced by id or tag, a popup stays where it is in the stack; a folded repeat comes forward.
            try present(popup, id: id, keepsPlace: explicitID != nil, onShown: onShown)
        } catch {
            popups[id] = previous
            throw error
        }
        if let tag = request.tag { idsByTag[tag] = id }
        if let oldKey = previous?.contentKey, oldKey != contentKey, idsByContent[oldKey] == id { idsByContent[oldKey] = nil }
        if let contentKey { idsByContent[contentKey] = id }
        return id
    }

    /// Hands popup `id` as `popup` holds it (its request, repeats, generation) to the output.
    private func present(
        _ popup: Popup, id: UInt32, keepsPlace: Bool, onShown: @escaping @MainActor @Sendable (UInt32) -> Void
    ) throws(NotifyFailure) {
        let request = popup.request
        var snack = request.makeSnack(id: popup.snackID)
        snack.repeatCount = popup.repeats
        snack.keepsPlaceWhenUpdated = keepsPlace
        let generation = popup.generation
        presenter.configure(monitor: request.monitor)
        let style = PopupStyle(themePath: request.themePath, variant: request.colorScheme)
        // Without a style of its own, an update in place keeps the popup's current look.
        let hasStyle = style.themePath != nil || style.variant != nil
        do {
            let stays = request.staysOnAction
            let report = { (name: String) -> SnackAction.Handler in .immediate { [weak self] in self?.onActionPressed?(id, name, stays) } }
            if let name = snack.action?.id { snack.action?.handler = report(name) }
            if let name = snack.secondaryAction?.id { snack.secondaryAction?.handler = report(name) }
            for index in snack.moreActions.indices { snack.moreActions[index].handler = report(snack.moreActions[index].id) }
            if let name = request.tapActionName {
                // Many senders leave the default action's label empty: the keyboard's button still needs a name.
                snack.tapLabel = request.tapActionLabel.flatMap { $0.isBlank ? nil : $0 } ?? localized("Open")
                snack.onTap = { [weak self] in
                    self?.onActionPressed?(id, name, stays)
                    if !stays { self?.tapped(id: id, generation: generation, action: name) }
                }
            }
            try presenter.present(
                snack, from: PopupSender(appName: request.appName, urgency: request.urgency), style: hasStyle ? style : nil,
                onShown: { onShown(id) },
                completion: { [weak self] reason in
                    self?.presentationEnded(id: id, generation: generation, reason: reason)
                })
        } catch {
            throw NotifyFailure(error.description)
        }
    }

    /// A waiting caller of popup `id` gave up on it (Ctrl-C, or it went before its answer): a popup folded
    /// from several calls counts one call fewer and stays for the others; the last caller's popup goes
    /// (reason `removed`). `close(id:)` ends it whoever else waits.
    func withdraw(id: UInt32) {
        guard let previous = popups[id], previous.repeats > 1 else {
            _ = close(id: id)
            return
        }
        var popup = previous
        popup.repeats -= 1
        popup.generation += 1
        popups[id] = popup
        do { try present(popup, id: id, keepsPlace: true) { _ in } } catch {
            popups[id] = previous
            _ = close(id: id)
        }
    }

    /// Texts, kind, icon, the tap action's name, and every action's name and label where it shows (a
    /// button or the long row): two requests with the same key show the same popup and can only be
    /// answered alike. Each field goes with its length, so no text can pass for another's boundary.
    static func foldingKey(of request: NotifyRequest) -> String {
        let fields =
            [request.makeSnack().dedupeKey, request.kind.cssClass, request.icon ?? "", request.tapActionName ?? ""]
            + [String(request.actions.count), request.longAction == nil ? "0" : "1"]
            + request.allActions.flatMap { [$0.name, $0.label] }
        return fields.map { "\($0.utf8.count):\($0)" }.joined()
    }

    /// Closes the popup with this id; false when no popup has it.
    @discardableResult
    func close(id: UInt32) -> Bool {
        guard let popup = popups[id] else { return false }
        presenter.dismiss(snackID: popup.snackID)
        return true
    }

    /// A tap on the body of a popup with a tap action ends it with that action.
    private func tapped(id: UInt32, generation: Int, action: String) {
        guard let popup = popups[id], popup.generation == generation else { return }
        popups[id]?.tapAction = action
        presenter.dismiss(snackID: popup.snackID)
    }

    private func existingID(for request: NotifyRequest) -> UInt32? {
        if request.replaceID != 0, popups[request.replaceID] != nil { return request.replaceID }
        if let tag = request.tag, let id = idsByTag[tag], popups[id] != nil { return id }
        return nil
    }

    /// The id of a new popup: the `replaceID` it asked for (no live popup has it), else the counter's next.
    func newID(for request: NotifyRequest) -> UInt32 {
        request.replaceID != 0 ? request.replaceID : allocateID()
    }

    /// The counter's next id that no live popup has (one may hold it since a client asked for it).
    private func allocateID() -> UInt32 {
        var id = stateStore.allocateID()
        while popups[id] != nil { id = stateStore.allocateID() }
        return id
    }

    private func presentationEnded(id: UInt32, generation: Int, reason incoming: DismissReason) {
        guard let popup = popups[id], popup.generation == generation else { return }
        let reason = popup.tapAction.map { DismissReason.action($0) } ?? incoming
        popups.removeValueShrinking(forKey: id)
        if let tag = popup.tag, idsByTag[tag] == id { idsByTag.removeValueShrinking(forKey: tag) }
        if let key = popup.contentKey, idsByContent[key] == id { idsByContent.removeValueShrinking(forKey: key) }
        history.record(.init(id: id, request: popup.request, reason: reason.name, heldSeconds: popup.held.seconds(at: HeldTime.now())))
        // At a stop the state store is written as the service ends, after every popup's end is told.
        guard reason != .shutdown else { return reportEnd(id: id, reason: reason) }
        stateStore.afterWritten { [weak self] in self?.reportEnd(id: id, reason: reason) }
    }

    /// Tells every listener that popup `id` went; the service is idle when no popup is left.
    func reportEnd(id: UInt32, reason: DismissReason) {
        for listener in dismissalListeners.values { listener(id, reason) }
        if popups.isEmpty { onIdle?() }
    }

    /// Dismisses every popup on screen or queued (reason `removed`); returns how many.
    func closeAll() -> Int {
        // Oldest first: the history, newest end first, then lists them as they came.
        for (_, popup) in popups.sorted(by: { $0.key < $1.key }) { presenter.dismiss(snackID: popup.snackID) }
        return popups.count
    }
}

/// A popup the service has shown and not yet seen go.
struct Popup {
    /// The snack id the renderer knows it by (`popup-<id>`), stable across replacements.
    let snackID: String
    /// The reuse tag, if it was shown with one.
    let tag: String?
    /// What it shows now, for the history.
    var request: NotifyRequest
    /// Bumped by every replacement; only the newest presentation's end is reported.
    var generation: Int
    /// The tap action that ended it, once its body was tapped.
    var tapAction: String?
    /// How many requests this popup shows folded together (1 for one).
    var repeats = 1
    /// What it folds repeats by (`NotifierService.foldingKey(of:)`); nil for a tagged popup.
    var contentKey: String?
    /// It came while a fullscreen window was active and waits for it to go (critical ones never wait).
    var waitsForFullscreen = false
    /// How long its time was held while no one could see it.
    var held = HeldTime()

    mutating func updateHeld(away: Bool, now: Double) {
        held.set(away || waitsForFullscreen, now: now)
    }
}
