import SnackNotifyKit
import SnackbarCore

/// Do not disturb, rules that hide, and the history: what `snack-notify --dnd`, `--history` and
/// `--history-pop` reach through the bus (`BusExport`).
extension NotifierService {
    /// The history reason of a new popup held back: `hidden` by a rule, `do-not-disturb` unless it is
    /// critical; nil when it shows.
    func heldBack(_ request: NotifyRequest, _ effect: RuleEffect) -> String? {
        if effect.hides == true { return "hidden" }
        if doNotDisturb, request.urgency != .critical { return "do-not-disturb" }
        return nil
    }

    /// Keeps a held-back popup in the history under a new id (`newID(for:)`), answers `onShown` with it, and reports its
    /// end (`rejected`: a notification's `NotificationClosed` reason 4) once the caller has the id and the
    /// history is on disk.
    func holdBack(_ request: NotifyRequest, reason: String, onShown: @escaping @MainActor @Sendable (UInt32) -> Void) -> UInt32 {
        let id = newID(for: request)
        history.record(.init(id: id, request: request, reason: reason))
        heldBackID = id
        onShown(id)
        stateStore.afterWritten { [weak self] in self?.reportEnd(id: id, reason: .rejected) }
        return id
    }

    /// Shows the newest history entry again (rules and do not disturb do not apply: the user asked for it)
    /// and takes it out of the history; nil when the history is empty.
    /// - Throws: why it cannot show any more (its icon or theme file went); the entry stays then.
    func popHistory() throws(NotifyFailure) -> UInt32? {
        guard let entry = history.popNewest() else { return nil }
        var request = entry.request
        request.replaceID = 0
        do {
            return try show(request, foldsRepeats: false, appliesRules: false) { _ in }
        } catch {
            history.record(entry)
            throw error
        }
    }
}
