import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGtk

/// The service's presenter: its popup windows (`windows`), except where a window would take the focus
/// (a compositor without layer shell and no Xwayland: GNOME's mutter with `DISPLAY` unset) while another
/// process owns `org.freedesktop.Notifications`. Each popup then goes to that server as a notification
/// (`DesktopBanner`): on GNOME one of GNOME Shell's banners, which never take the focus. Its end comes
/// back from the server's signals; a call it leaves unanswered (`DesktopNotificationServer.callMilliseconds`)
/// shows the popup as a window instead, and so do later ones until another server owns the name.
@MainActor
final class BannerFallbackOutput: SnackOutput {
    private let windows: SnackOutput
    /// The session bus, waited for only once GTK has started (see `BusConnector`).
    private let connection: @MainActor () -> OpaquePointer?
    private let isVerbose: Bool
    /// The desktop's notification server, followed once GTK said its windows would take the focus.
    private var server: DesktopNotificationServer?
    /// The owner that failed a call: its popups are windows until the name changes hands.
    private var failedOwner: String?
    /// The popups at the server, by snack id.
    private var banners: [String: BannerRecord] = [:]
    /// Snack ids by the server's notification ids.
    private var snackIDs: [UInt32: String] = [:]
    /// The popups shown as windows while a server was there (their updates stay windows).
    private var windowSnacks: Set<String> = []

    init(windows: SnackOutput, connection: @escaping @MainActor () -> OpaquePointer?, verbose: Bool) {
        (self.windows, self.connection, isVerbose) = (windows, connection, verbose)
    }

    func start() throws(SnackOutputFailure) {
        try windows.start()
        guard windows.surface == .compositorPlaced, let connection = connection() else { return }
        let server = DesktopNotificationServer(connection: connection)
        server.onClosed = { [weak self] id, reason in self?.closed(serverID: id, reason: reason) }
        server.onAction = { [weak self] id, key in self?.invoked(serverID: id, key: key) }
        server.onOwnerChanged = { [weak self] in self?.ownerChanged() }
        server.start()
        self.server = server
    }

    /// Whether new popups go to the notification server.
    private var delegates: Bool {
        guard let owner = server?.otherOwner else { return false }
        return owner != failedOwner
    }

    var surface: ScreenSurface? { delegates ? .desktopNotifications : windows.surface }

    func present(
        _ snack: Snack, from sender: PopupSender, style: PopupStyle?, onShown: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (DismissReason) -> Void
    ) throws(SnackError) {
        guard delegates, !windowSnacks.contains(snack.id) else {
            return try showInWindow(BannerRequest(snack: snack, sender: sender, style: style, onShown: onShown, completion: completion))
        }
        let presentation = BannerRequest(snack: try snack.validated(), sender: sender, style: style, onShown: onShown, completion: completion)
        guard var banner = banners[snack.id] else {
            banners[snack.id] = BannerRecord(current: presentation)
            return send(snack.id)
        }
        if banner.isSending {
            // The update waits for the call out; a newer one takes its place.
            banner.next?.supersede()
            banner.next = presentation
            banners[snack.id] = banner
            return
        }
        banner.current.supersede()
        banner.current = presentation
        banners[snack.id] = banner
        send(snack.id)
    }

    /// Sends the banner's current presentation, replacing the server's notification once it has one.
    private func send(_ snackID: String) {
        guard let server, var banner = banners[snackID] else { return }
        banner.isSending = true
        banners[snackID] = banner
        let presentation = banner.current
        let replacing = banner.serverID ?? 0
        server.whenReady { [weak self] ready in
            guard let self else { return }
            guard ready, delegates else { return fallBack(snackID, failure: ready ? nil : localized("it did not answer GetCapabilities")) }
            let content = DesktopBanner(
                presentation.snack, appName: presentation.sender.appName, urgency: presentation.sender.urgency,
                timeScale: SnackbarPresenter.shared.userPreferences.timeScale, serverReadsMarkup: server.readsMarkup)
            let owner = server.otherOwner
            server.notify(content, replacing: replacing) { [weak self] id, failure in
                self?.notified(snackID, presentation, serverID: id, failure: failure, owner: owner)
            }
        }
    }

    private func notified(_ snackID: String, _ presentation: BannerRequest, serverID: UInt32?, failure: String?, owner: String?) {
        guard var banner = banners[snackID], banner.current === presentation else {
            // It ended while the call was out: the server's new notification goes too (unless that server went).
            if let serverID, server?.otherOwner == owner { server?.close(serverID) }
            return presentation.shown()
        }
        guard let serverID else { return fallBack(snackID, failure: failure) }
        if let old = banner.serverID, old != serverID { snackIDs[old] = nil }
        (banner.serverID, banner.isSending) = (serverID, false)
        snackIDs[serverID] = snackID
        banners[snackID] = banner
        if isVerbose {
            ProcessIO.err(
                "snack-notifyd: \(snackID) went to the desktop's notification server \(server?.owner ?? "") as its notification \(serverID)\n")
        }
        presentation.shown()
        if banner.isClosing {
            close(snackID)
        } else if let next = banner.next {
            (banner.current, banner.next) = (next, nil)
            banners[snackID] = banner
            presentation.supersede()
            send(snackID)
        }
    }

    /// The server could not take the popup (`failure` says why; nil when it went away): it shows as a
    /// window, and with a failure so do the popups after it until another server owns the name.
    private func fallBack(_ snackID: String, failure: String?) {
        guard let banner = banners.removeValue(forKey: snackID) else { return }
        if let failure, let owner = server?.otherOwner, failedOwner != owner {
            failedOwner = owner
            ProcessIO.err(
                "snack-notifyd: "
                    + localized(
                        "the desktop's notification server %s did not take a popup (%s): popups are windows until another server owns %s",
                        owner, failure, DesktopNotificationsBus.name) + "\n")
        }
        if let serverID = banner.serverID {
            snackIDs[serverID] = nil
            server?.close(serverID)
        }
        for presentation in [banner.current, banner.next].compactMap({ $0 }) {
            do {
                try showInWindow(presentation)
            } catch {
                presentation.shown()
                presentation.completion(.rejected)
            }
        }
        if banner.isClosing { windows.dismiss(snackID: snackID) }
    }

    private func showInWindow(_ presentation: BannerRequest) throws(SnackError) {
        let id = presentation.snack.id
        try windows.present(presentation.snack, from: presentation.sender, style: presentation.style, onShown: { presentation.shown() }) {
            [weak self] reason in
            if reason != .replaced { self?.windowSnacks.remove(id) }
            presentation.completion(reason)
        }
        if delegates { windowSnacks.insert(id) }
    }

    /// The popup `snackID` went, for `reason`: its newest presentation hears it.
    private func end(_ snackID: String, _ reason: DismissReason) {
        guard let banner = banners.removeValue(forKey: snackID) else { return }
        if let serverID = banner.serverID { snackIDs[serverID] = nil }
        banner.current.shown()
        if let next = banner.next {
            banner.current.supersede()
            next.shown()
            next.completion(reason)
        } else {
            banner.current.completion(reason)
        }
    }

    private func closed(serverID: UInt32, reason: UInt32) {
        guard let snackID = snackIDs[serverID] else { return }
        end(snackID, DesktopBanner.dismissReason(closedReason: reason))
    }

    /// An action chosen in the server: it runs as a click on the popup's button would, and ends the
    /// popup unless it stays on action (`resident`). The body tap (`default`) runs the snack's tap.
    private func invoked(serverID: UInt32, key: String) {
        guard let snackID = snackIDs[serverID], let snack = banners[snackID]?.current.snack else { return }
        if key == DesktopBanner.tapKey, let tap = snack.onTap { return tap() }
        guard let action = snack.action(withID: key) else { return }
        switch action.handler {
        case .immediate(let run): run()
        case .longRunning(let work): Task { await work() }
        case .none: break
        }
        guard !snack.staysOnAction else { return }
        end(snackID, .action(key))
        server?.close(serverID)
    }

    /// The name changed hands: the old server's notifications went with it.
    private func ownerChanged() {
        for snackID in Array(banners.keys) { end(snackID, .programmatic) }
    }

    func dismiss(snackID: String) {
        guard var banner = banners[snackID] else { return windows.dismiss(snackID: snackID) }
        guard !banner.isSending else {
            banner.isClosing = true
            banners[snackID] = banner
            return
        }
        close(snackID)
    }

    /// Asks the server to close the banner; it ends when the server says so, or when the call returned.
    private func close(_ snackID: String) {
        guard let serverID = banners[snackID]?.serverID else { return }
        server?.close(serverID) { [weak self] in
            if self?.banners[snackID]?.serverID == serverID { self?.end(snackID, .programmatic) }
        }
    }

    var displayName: String? { windows.displayName }
    var monitorCount: Int { windows.monitorCount }
    func configure(monitor: MonitorChoice) { windows.configure(monitor: monitor) }
    var onAttention: (@MainActor (_ away: Bool, _ fullscreen: Bool) -> Void)? {
        get { windows.onAttention }
        set { windows.onAttention = newValue }
    }
    func setScreenLocked(_ locked: Bool) { windows.setScreenLocked(locked) }
    func apply(_ configuration: ServiceConfiguration) { windows.apply(configuration) }
    func focusNext() -> Bool { windows.focusNext() }
    var focusRefusal: String? { windows.focusRefusal }
    func problems(inTheme path: String) -> [String] { windows.problems(inTheme: path) }
    func run() { windows.run() }

    func quit() {
        server?.stop()
        windows.quit()
    }
}
