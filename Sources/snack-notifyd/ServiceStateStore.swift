import CSnackbarGLib
import SnackNotifyBus
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Keeps the service's do not disturb, history and id counter in the user's `StateDirectory`, so that
/// they outlive its idle exit and restarts. Do not disturb and the id counter are written when they
/// change; the history at most once a second while it changes, and at `flush()`.
///
/// Ids are handed out in blocks: the file says where the next block starts before any id of the current
/// one is used, so a service that starts after a crash never gives out an id again. Main thread.
@MainActor
final class ServiceStateStore {
    /// How many ids one write of the state file reserves.
    static let idBlock: UInt32 = 1_000
    /// How long a changed history waits before it is written, so that a burst writes it once.
    static let historyDelayMilliseconds: UInt32 = 1_000

    private let directory: StateDirectory?
    private var state = ServiceState()
    /// The first id of the next block: ids up to it may be used without writing.
    private var reservedEnd: UInt32 = 1
    private var historyTimer: guint = 0
    private var pendingHistory: [NotificationHistory.Entry]?
    /// Problems met reading or writing, each said once on standard error.
    private var warned: Set<String> = []

    init(directory: StateDirectory? = StateDirectory.user()) {
        self.directory = directory
    }

    /// Reads the files: do not disturb, where ids continue, the history (newest first). A damaged file is
    /// ignored with one warning.
    func load() -> (doNotDisturb: Bool, history: [NotificationHistory.Entry]) {
        guard let directory else { return (false, []) }
        if let read = directory.read(ServiceState.fileName, limit: ServiceState.maximumBytes) {
            switch read.flatMap({ text in Result { () throws(StateFileProblem) in try ServiceState(parsing: text) } }) {
            case .success(let stored): state = stored
            case .failure(let problem): warn(problem.warning(path: directory.file(ServiceState.fileName)))
            }
        }
        reservedEnd = state.nextFreeID
        var history: [NotificationHistory.Entry] = []
        if let read = directory.read(HistoryFile.name, limit: HistoryFile.maximumBytes) {
            switch read.flatMap({ text in Result { () throws(StateFileProblem) in try HistoryFile.entries(parsing: text) } }) {
            case .success(let entries): history = entries
            case .failure(let problem): warn(problem.warning(path: directory.file(HistoryFile.name)))
            }
        }
        return (state.doNotDisturb, history)
    }

    /// A new id: the next of the reserved block, reserving the next block first when this one is used up.
    func allocateID() -> UInt32 {
        if state.nextFreeID >= reservedEnd {
            if state.nextFreeID > .max - Self.idBlock { state.nextFreeID = 1 }
            reservedEnd = state.nextFreeID + Self.idBlock
            writeState(nextFreeID: reservedEnd)
        }
        defer { state.nextFreeID += 1 }
        return state.nextFreeID
    }

    /// Writes do not disturb at once.
    func save(doNotDisturb: Bool) {
        guard doNotDisturb != state.doNotDisturb else { return }
        state.doNotDisturb = doNotDisturb
        writeState(nextFreeID: reservedEnd)
    }

    /// Writes `history` within a second (a later change in that second is written with it).
    func save(history: [NotificationHistory.Entry]) {
        pendingHistory = history
        guard historyTimer == 0 else { return }
        historyTimer = MainLoopSource.after(.milliseconds(Self.historyDelayMilliseconds)) { [weak self] in
            self?.historyTimer = 0
            self?.flush()
        }
    }

    /// Writes a history change still waiting.
    func flush() {
        MainLoopSource.remove(&historyTimer)
        guard let history = pendingHistory else { return }
        pendingHistory = nil
        if let problem = directory?.write(HistoryFile.name, HistoryFile.text(of: history)) { warn(problem) }
    }

    private func writeState(nextFreeID: UInt32) {
        let stored = ServiceState(doNotDisturb: state.doNotDisturb, nextFreeID: nextFreeID)
        if let problem = directory?.write(ServiceState.fileName, stored.text) { warn(problem) }
    }

    private func warn(_ message: String) {
        guard warned.insert(message).inserted else { return }
        ProcessIO.err("snack-notifyd: \(message)\n")
    }
}
