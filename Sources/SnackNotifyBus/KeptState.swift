import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// Do not disturb and the history as the popup service keeps them in the user's `StateDirectory`: what
/// `--dnd` and `--history` read (and `--dnd` changes) while no service runs. The next service starts
/// with them. A damaged file counts as none, with one warning; so does a damaged line of the history.
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

    /// The kept history, newest first; a damaged line is left out with a warning (for the first).
    /// - Throws: when there is no state directory.
    static func history() throws(NotifyFailure) -> [HistoryListing] {
        let (entries, warning) = HistoryFile.entries(in: try userDirectory(.history))
        if let warning { ProcessIO.err(warning + "\n") }
        return entries.map(\.listing)
    }

    private static func userDirectory(_ control: ServiceControl) throws(NotifyFailure) -> StateDirectory {
        guard let directory = StateDirectory.user() else { throw NotifyFailure(control.noServiceMessage, exitCode: .serviceFailed) }
        return directory
    }
}
