import CSnackbarGLib
import Glibc
import SnackNotifyBus
import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue
import SnackbarGtk

// The popup service: one instance per session owns `io.snackbar.Notifier` and the screen's stack.
// Started by a client (with its first request on a socket), by D-Bus activation, or standalone.
// GLib's small blocks in malloc, before anything else runs (see `SliceAllocator`).
SliceAllocator.useMalloc()
// The snacks-only theme and GL off, while this is the only thread: nothing writes the environment later.
SnackbarPresenter.prepareSnacksOnlyProcess()
// The locale first: the service's messages follow LC_MESSAGES/LANGUAGE (GTK sets it again at its start).
setlocale(LC_ALL, "")
// A fixed threshold: every block of 1 MiB or more is its own mapping, unmapped when freed. glibc's own
// threshold rises to the largest block freed, after which a burst of big notifications (a 10 MB body)
// is served from the heap and its pages stay with the service for its whole life.
mallopt(M_MMAP_THRESHOLD, 1 << 20)
MainActor.assumeIsolated {
    let options = ServiceOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if let render = options.render { ServiceExit.now(PNGRender.run(path: render.path, requestText: render.request).rawValue) }
    // The first popup's window waits for the screen-reader probe (`AnnouncementGate`): its bus round trips
    // start now, beside the reading of the request and snackbar.conf and GTK's start, not after them.
    AnnouncementGate.shared.start()
    // GSettings' backend, which the popups' style reads (high contrast) right after GTK starts.
    DesktopSwitch.loadInBackground()
    // Connected on a thread while the request is read, snackbar.conf too and GTK opens the display; the
    // names are taken after.
    let bus = options.isStandalone ? nil : BusConnector()
    let channel = options.handoffDescriptor.map { HandoffChannel(descriptor: $0) }
    var firstRequest: NotifyRequest?
    if let channel {
        guard case .show(let text)?? = channel.readLineBlocking(),
            let request = WireVariant.request(parsing: text)
        else { ServiceExit.now(NotifyExitCode.usage.rawValue) }
        firstRequest = request
        channel.sendsWithoutWaiting = true
    }
    let presenter = makePresenter(verbose: options.isVerbose, idleThreshold: options.idleThreshold, connection: { bus?.connection })
    let service = NotifierService(presenter: presenter)
    // Read before the names are owned and GTK starts: a client finds the rules in place, and the time scale
    // and settings are there when the renderer is made.
    let configuration = ConfigurationReloader(service: service, verbose: options.isVerbose)
    configuration.start()
    for line in configuration.startWarnings { channel?.send(.note(line)) }
    do throws(SnackOutputFailure) {
        try presenter.start()
    } catch {
        // The client that started it says it; started by hand (a session's autostart, systemd), it says it itself.
        if let channel {
            channel.send(.failed(code: NotifyExitCode.noDisplay.rawValue, message: error.message))
        } else {
            ProcessIO.err("snack-notifyd: " + error.message + "\n")
        }
        ServiceExit.now(NotifyExitCode.noDisplay.rawValue)
    }
    let connection = bus?.connection
    var export: BusExport?
    var listener: ClientListener?
    let takeName = { (candidate: BusExport) -> Bool in
        guard candidate.register() else { return false }
        export = candidate
        listener = ServiceSocket.listen().map { ClientListener(descriptor: $0, service: service) }
        return true
    }
    if let connection { _ = takeName(BusExport(connection: connection, service: service)) }
    var desktopServer: DesktopNotificationsExport?
    if options.isNotificationServer {
        guard let connection else {
            ProcessIO.err(localized("snack-notifyd: --notification-server needs a session bus\n"))
            ServiceExit.now(NotifyExitCode.noDisplay.rawValue)
        }
        let server = DesktopNotificationsExport(connection: connection, service: service)
        if let refusal = server.register(replacing: options.replacesServer) {
            ProcessIO.err("snack-notifyd: \(refusal)\n")
            ServiceExit.now(NotifyExitCode.serviceFailed.rawValue)
        }
        server.onNameLost = { presenter.quit() }
        desktopServer = server
        configuration.showWarningsAsPopups()
    }
    var takeover: NotifierNameTakeover?
    if export == nil, desktopServer != nil, let connection {
        let candidate = BusExport(connection: connection, service: service)
        takeover = NotifierNameTakeover(connection: connection) {
            if takeName(candidate) { takeover?.stop() }
        }
        // Followed first: an owner gone between the first request and the subscription is not missed.
        if takeName(candidate) {
            takeover?.stop()
        } else {
            let owner = NameOwnerProcess(connection: connection, name: NotifierBus.name).map(\.description) ?? NotifierBus.name
            ProcessIO.err(localized("snack-notifyd: %s has io.snackbar.Notifier: snack-notify's popups go there until it ends, then here\n", owner))
        }
    }
    // Another service won the name at the same moment: hand our client's request to it.
    if export == nil, let connection, let channel, let firstRequest {
        ServiceExit.now(HandoffRelay.relay(firstRequest, over: connection, to: channel))
    }
    // Started by hand beside a running service: nothing for this one to serve.
    if export == nil, firstRequest == nil, desktopServer == nil, let connection {
        let owner = NameOwnerProcess(connection: connection, name: NotifierBus.name)
        ProcessIO.err(
            "snack-notifyd: "
                + localized(
                    "%s is owned by another popup service: %s, which shows snack-notify's popups; to run this one, stop it first (%s)",
                    NotifierBus.name, owner?.description ?? localized("a process the bus does not name"),
                    owner?.stopCommand ?? localized("quit it or log out")) + "\n")
        ServiceExit.now(NotifyExitCode.serviceFailed.rawValue)
    }
    // Without the name (no bus) this process serves only its client.
    guard export != nil || firstRequest != nil || desktopServer != nil else { ServiceExit.now(0) }
    let linger = LingerTimer()
    service.onIdle = {
        // A notification server stays: the desktop's apps expect it there.
        guard desktopServer == nil else { return }
        guard export != nil else {
            presenter.quit()
            return
        }
        linger.restart(seconds: options.lingerSeconds) {
            if service.isIdle { presenter.quit() }
        }
    }
    // The screen locked holds popups as idle does. The watch's system bus connection and calls, and the
    // files' watch (which loads GIO's modules on this thread), wait until the first popup is answered: its
    // lock state is taken as unlocked until the watch hears otherwise, which then holds its time.
    var lock: ScreenLockWatch?
    let follow = {
        lock = connection.map { ScreenLockWatch(connection: $0) { locked in presenter.setScreenLocked(locked) } }
        configuration.follow()
    }
    var session: HandoffSession?
    if let channel, let firstRequest {
        session = HandoffSession(channel: channel, service: service)
        session?.onFirstAnswer = { follow() }
        session?.start(firstRequest)
    } else {
        follow()
        service.onIdle?()
    }
    // A stop (SIGTERM from `systemctl --user stop` or `kill`, Ctrl-C in a terminal) quits in order: every popup
    // ends with `shutdown`, which its client or its app (NotificationClosed, reason 4) hears, and the state
    // store is written. A second signal ends the process as the signal does.
    for number in [SIGTERM, SIGINT] {
        MainLoopSource.onSignal(number) {
            for other in [SIGTERM, SIGINT] { signal(other, SIG_DFL) }
            presenter.quit()
        }
    }
    withExtendedLifetime(session) { presenter.run() }
    // The ends' signals leave before the process does.
    if let connection { g_dbus_connection_flush_sync(connection, nil, nil) }
    service.stateStore.flush()
    configuration.stop()
    listener?.stop()
    takeover?.stop()
    lock?.stop()
    export?.unregister()
    desktopServer?.unregister()
    ServiceExit.now(0)
}
