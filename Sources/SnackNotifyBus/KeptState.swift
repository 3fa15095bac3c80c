import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// Do not disturb and the history as the popup service keeps them in the user's `StateDirectory`: what
/// `--dnd` and `--history` read (and `--dnd` changes) while no service runs. The next service starts
/// with them. A damaged file counts as none, with one warning.
enum KeptState {
    /// Do not disturb after `change` (`status` changes nothing), written for the next service.
    /// - Throws: when there is no state directory, or the change cannot be written.
    static func doNotDisturb(_ change: DoNotDisturbChange) throws(NotifyFailure) -> Bool {
        let directory = try userDirectory(.doNotDisturb(change))
        var state = ServiceState()
        if let read = directory.read(ServiceState.fileName, limit: ServiceState.maximumBytes) {
            switch read.flatMap({ text in Result { () throws(StateFileProblem) in try ServiceState(parsing: text) } }) {
            case .success(let kept): state = kept
            case .failure(let problem): ProcessIO.err(problem.warning(path: directory.file(ServiceState.fileName)) + "\n")
            }
        }
        let on = change.applied(to: state.doNotDisturb)
        guard on != state.doNotDisturb else { return on }
        state.doNotDisturb = on
        if let problem = directory.write(ServiceState.fileName, state.text) {
            throw NotifyFailure("--dnd: " + problem, exitCode: .serviceFailed)
        }
        return on
    }

    /// The kept history, newest first.
    /// - Throws: when there is no state directory.
    static func history() throws(NotifyFailure) -> [HistoryListing] {
        let directory = try userDirectory(.history)
        guard let read = directory.read(HistoryFile.name, limit: HistoryFile.maximumBytes) else { return [] }
        switch read.flatMap({ text in Result { () throws(StateFileProblem) in try HistoryFile.entries(parsing: text) } }) {
        case .success(let entries): return entries.map(\.listing)
        case .failure(let problem):
            ProcessIO.err(problem.warning(path: directory.file(HistoryFile.name)) + "\n")
            return []
        }
    }

    private static func userDirectory(_ control: ServiceControl) throws(NotifyFailure) -> StateDirectory {
        guard let directory = StateDirectory.user() else { throw NotifyFailure(control.noServiceMessage, exitCode: .serviceFailed) }
        return directory
    }
}
