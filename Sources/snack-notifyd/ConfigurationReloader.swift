import CSnackbarGLib
import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Keeps the service's `ServiceConfiguration` in step with snackbar.conf: read at start, read again when
/// the user's file or a system default changes (GFileMonitor) and on SIGHUP. A file with a problem keeps
/// the configuration the service has, with one warning naming `FILE:LINE` on standard error; the next
/// `snack-notify` call says it too (`NotifierService.unheardConfigurationWarnings`).
///
/// Owns the file watch and the signal source until `stop()`. Main thread.
@MainActor
final class ConfigurationReloader {
    let service: NotifierService
    /// Whether a reload is said on standard error (`--verbose`).
    let isVerbose: Bool
    /// The files' bytes at the last read: a file event that changed nothing is not read again.
    private var contents: [[UInt8]]?
    /// What the first reading said (its notes, or why the files were refused), one line each: the client
    /// that started this service prints them (`HandoffMessage.note`).
    private(set) var startWarnings: [String] = []
    /// Whether what each reading said shows as a popup of the service's own (`showWarningsAsPopups`).
    private var showsWarnings = false
    /// That popup's id while it shows: the next reading's warning replaces it, a clean reading closes it.
    private var warningPopup: UInt32?
    private var watch: FileWatch?
    private var signalSource: guint = 0

    init(service: NotifierService, verbose: Bool) {
        self.service = service
        isVerbose = verbose
    }

    /// Reads the files (a problem: the defaults, and the warning) and reads them again on SIGHUP; `follow()`
    /// watches them.
    func start() {
        if !reload(force: true) {
            var defaults = ServiceConfiguration()
            _ = UserPreferencesFile.applyEnvironment(to: &defaults.preferences) { getenv($0).map { String(cString: $0) } }
            service.configuration = defaults
        }
        // A parent (a test runner, a session manager) may hand the signal down blocked: unblocked, it arrives.
        var hangUp = sigset_t()
        sigemptyset(&hangUp)
        sigaddset(&hangUp, SIGHUP)
        sigprocmask(SIG_UNBLOCK, &hangUp, nil)
        signalSource = MainLoopSource.onSignal(SIGHUP) { [weak self] in self?.reload(force: true) }
    }

    /// Watches the files from now on, and reads them again if they changed since `start()`. The first file
    /// watch loads GIO's modules (a few milliseconds on the main thread), which the first popup does not need.
    func follow() {
        guard watch == nil else { return }
        watchFiles()
        reload(force: false)
    }

    /// Watches the files whose directory exists. GLib would poll every few seconds for a file in a directory
    /// that is missing (usually `~/.config/snackbar` before the user writes the file; a new account's
    /// `~/.config` too): instead the nearest directory above it that exists is watched, and the watch starts
    /// over as each directory below it comes.
    private func watchFiles() {
        watch?.stop()
        let directory = { (path: String) in String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        let exists = { (path: String) in access(path, F_OK) == 0 }
        let user = UserPreferencesFile.defaultPath
        var paths = (UserPreferencesFile.systemCandidates + [user]).filter { exists(directory($0)) }
        var nearest = directory(user)
        while !nearest.isEmpty, !exists(nearest) { nearest = directory(nearest) }
        // The directory below the nearest one on the way to the file: once it is there, the watch starts over.
        var next: String?
        if nearest != directory(user), !nearest.isEmpty {
            paths.append(nearest)
            next = nearest + "/" + (directory(user).dropFirst(nearest.count + 1).split(separator: "/").first.map(String.init) ?? "")
        }
        watch = FileWatch(paths: paths) { [weak self] in
            guard let self else { return }
            // Started over after this handler returns: its own monitor goes with the old watch.
            if let next, exists(next) {
                Task { @MainActor [weak self] in
                    self?.watchFiles()
                    // A file written before the new watch began is read now.
                    self?.reload(force: false)
                }
            }
            reload(force: false)
        }
    }

    /// Reads the files again, unless `force` is false and they did not change. Returns whether the
    /// configuration was taken.
    @discardableResult
    func reload(force: Bool) -> Bool {
        let outcome = ServiceConfigurationFile.load()
        guard force || outcome.contents != contents else { return true }
        let first = contents == nil
        contents = outcome.contents
        switch outcome.configuration {
        case .success(let configuration):
            said(configuration.notes, first: first)
            for note in configuration.notes { ProcessIO.err("snack-notifyd: \(note)\n") }
            service.configuration = configuration
            if isVerbose { ProcessIO.err("snack-notifyd: " + Self.readReport(outcome.read, first: first) + "\n") }
            return true
        case .failure(let refusal):
            let warning =
                first ? localized("%s; using the defaults", refusal.warning) : localized("%s; keeping the previous configuration", refusal.warning)
            said([warning], first: first)
            ProcessIO.err("snack-notifyd: \(warning)\n")
            return false
        }
    }

    /// Keeps what a reading said for the call that started the service, or, read again, for the next call:
    /// a reading that said nothing takes back what an earlier one said and nobody heard yet.
    private func said(_ warnings: [String], first: Bool) {
        let lines = warnings.flatMap { $0.split(separator: "\n").map(String.init) }
        if first { startWarnings = lines } else { service.unheardConfigurationWarnings = lines }
        if showsWarnings { showWarning(lines) }
    }

    /// Shows what a reading said as a warning popup of the service's own, from now on, beginning with what the
    /// first reading said: the desktop's notification server, started by the bus or the session, has no
    /// terminal of the user's, and a `notify-send` user would never hear of a file that did not apply.
    func showWarningsAsPopups() {
        showsWarnings = true
        showWarning(startWarnings)
    }

    /// One popup at most: a later warning takes the place of the one shown, and a reading that said
    /// nothing (the file fixed) closes it.
    private func showWarning(_ lines: [String]) {
        let shown = warningPopup.flatMap { service.isLive($0) ? $0 : nil }
        guard !lines.isEmpty else {
            if let shown { _ = service.close(id: shown) }
            warningPopup = nil
            return
        }
        var request = NotifyRequest(message: lines.joined(separator: "\n"), title: localized("Notification settings"))
        request.kind = .warning
        request.replaceID = shown ?? 0
        warningPopup = try? service.show(request, foldsRepeats: false, appliesRules: false) { _ in }
    }

    /// What `--verbose` says of a reading that was taken: which files it read, or at the start that there
    /// was none, and where they were looked for.
    private static func readReport(_ read: [String], first: Bool) -> String {
        guard first else { return localized("configuration read again from %s", UserPreferencesFile.paths.joined(separator: ", ")) }
        guard read.isEmpty else { return localized("configuration read from %s", read.joined(separator: ", ")) }
        let places = UserPreferencesFile.systemCandidates + [UserPreferencesFile.defaultPath]
        return localized("no snackbar.conf (looked for %s): the defaults", places.joined(separator: ", "))
    }

    /// Stops following the files.
    func stop() {
        watch?.stop()
        watch = nil
        MainLoopSource.remove(&signalSource)
    }
}
