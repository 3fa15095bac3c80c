import SnackNotifyBus
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGlue

/// Keeps the service's do not disturb, history and id counter in the user's `StateDirectory`, so that
/// they outlive its idle exit and restarts. Each is written when it changes, on the `StateFileWriter`'s
/// thread, which writes only the newest text of a file that changed again meanwhile (a burst of closes
/// costs a few writes, not one each); `afterWritten` tells when what changed is on disk, `flush()` waits for it.
///
/// Ids are handed out in blocks: the file says where the next block starts before any id of the current
/// one is used, so a service that starts after a crash never gives out an id again. The first block is
/// reserved with the first id, which waits for that write (a service that shows nothing moves no id); each
/// next one while half of the current block is left, so the main thread waits for it only when the writer
/// lags half a block behind. Main thread.
@MainActor
final class ServiceStateStore {
    /// How many ids one write of the state file reserves.
    static let idBlock: UInt32 = 1_000

    private let writer: StateFileWriter?
    private var state = ServiceState()
    /// Where the state file given to the writer says ids continue.
    private var reservedEnd: UInt32 = 1
    /// Where the state file says ids continue once written: ids up to it may be used.
    private var writtenEnd: UInt32 = 1

    init(directory: StateDirectory? = StateDirectory.user()) {
        writer = directory.map(StateFileWriter.init)
    }

    /// Reads the state file: do not disturb and where ids continue. A damaged file is ignored with one warning.
    func load() -> Bool {
        guard let writer else { return false }
        let directory = writer.directory
        if let read = directory.read(ServiceState.fileName, limit: ServiceState.maximumBytes) {
            switch read.flatMap({ text in Result { () throws(StateFileProblem) in try ServiceState(parsing: text) } }) {
            case .success(let stored): state = stored
            case .failure(let problem): writer.warnOnce(problem.warning(path: directory.file(ServiceState.fileName)))
            }
        }
        (reservedEnd, writtenEnd) = (state.nextFreeID, state.nextFreeID)
        return state.doNotDisturb
    }

    /// Reads the history file (newest first): each line is a request to parse, up to 2 MB of them, so the
    /// service reads it when the history is first used rather than before its first popup. A damaged line
    /// is left out with one warning (for the first), a damaged file with one warning.
    func loadHistory() -> [NotificationHistory.Entry] {
        guard let writer else { return [] }
        let (entries, warning) = HistoryFile.entries(in: writer.directory)
        if let warning { writer.warnOnce(warning) }
        return entries
    }

    /// A new id: the next of the reserved block. Waits for the writer when the file does not say yet that
    /// ids continue past it.
    func allocateID() -> UInt32 {
        reserveAhead()
        if state.nextFreeID >= writtenEnd {
            writer?.waitUntilWritten()
            writtenEnd = reservedEnd
        }
        defer { state.nextFreeID += 1 }
        return state.nextFreeID
    }

    /// Writes do not disturb at once.
    func save(doNotDisturb: Bool) {
        guard doNotDisturb != state.doNotDisturb else { return }
        state.doNotDisturb = doNotDisturb
        writeState()
    }

    /// Writes `history` (made into text on the writer's thread).
    func save(history: [NotificationHistory.Entry]) {
        writer?.write(HistoryFile.name) { HistoryFile.text(of: history) }
    }

    /// Calls `body` later on the main thread, once every change saved before it is on disk: a popup's end is
    /// reported only once its history entry would survive a SIGKILL.
    func afterWritten(_ body: @escaping @MainActor @Sendable () -> Void) {
        let onMain: @Sendable () -> Void = { WorkQueue.onMain(body) }
        guard let writer else { return onMain() }
        writer.whenWritten(onMain)
    }

    /// Returns once every change is written.
    func flush() {
        writer?.waitUntilWritten()
    }

    /// Reserves the next block once less than half of the reserved ids are left; near the end of the
    /// numbers, ids start again from 1.
    private func reserveAhead() {
        if state.nextFreeID > .max - 2 * Self.idBlock { (state.nextFreeID, reservedEnd, writtenEnd) = (1, 1, 1) }
        guard reservedEnd - state.nextFreeID < Self.idBlock / 2 else { return }
        reservedEnd += Self.idBlock
        writeState()
    }

    private func writeState() {
        let stored = ServiceState(doNotDisturb: state.doNotDisturb, nextFreeID: reservedEnd)
        writer?.write(ServiceState.fileName) { stored.text }
    }
}
