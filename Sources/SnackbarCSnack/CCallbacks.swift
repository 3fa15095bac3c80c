import SnackbarCore
import SnackbarGlue
import Synchronization

/// An action button added from C.
struct CAction: Sendable {
    var id: String
    var label: String
    var callback: CActionCallback?
    var userData: CUserData
    /// Whether the snack keeps a spinner after the click until the app calls `snackbar_action_finished`.
    var isLongRunning = false

    /// The Swift action whose handler calls the C callback on the GTK thread.
    func snackAction(snackID: String) -> SnackAction {
        let (callback, userData, actionID) = (callback, userData, id)
        let call: @MainActor @Sendable () -> Void = {
            snackID.withCString { snack in actionID.withCString { action in callback?(snack, action, userData.pointer) } }
        }
        guard isLongRunning else { return SnackAction(label, id: id, handler: call) }
        return SnackAction(
            label, id: id,
            kind: .longRunning {
                await withCheckedContinuation { finished in
                    LongRunningActions.begin(snackID: snackID, finished)
                    WorkQueue.onMain(call)
                }
            })
    }
}

/// The long-running actions whose work the app is doing, by snack id: each ends when the app calls
/// `snackbar_action_finished` with that id.
enum LongRunningActions {
    private static let running = Mutex<[String: CheckedContinuation<Void, Never>]>([:])

    static func begin(snackID: String, _ finished: CheckedContinuation<Void, Never>) {
        running.withLock { $0[snackID] = finished }
    }

    /// Ends the work of the snack with this id; false when none runs.
    static func finish(snackID: String) -> Bool {
        guard let finished = running.withLock({ $0.removeValue(forKey: snackID) }) else { return false }
        finished.resume()
        return true
    }
}

/// The body-tap callback set from C.
struct CTap: Sendable {
    var callback: CTapCallback
    var userData: CUserData

    /// Calls the C callback on the GTK thread.
    @MainActor
    func call(snackID: String) {
        snackID.withCString { callback($0, userData.pointer) }
    }
}

/// The dismissed callback set from C.
package struct CDismissed: Sendable {
    var callback: CDismissedCallback
    var userData: CUserData

    /// Calls the C callback with the reason's number and, for `.action`, the action's id (else NULL).
    @MainActor
    func call(snackID: String, reason: DismissReason) {
        snackID.withCString { snack in
            if case .action(let actionID) = reason {
                actionID.withCString { callback(snack, Self.code(reason), $0, userData.pointer) }
            } else {
                callback(snack, Self.code(reason), nil, userData.pointer)
            }
        }
    }

    /// The reason's `SnackbarReason` value (`CEnums.reason`).
    package static func code(_ reason: DismissReason) -> Int32 {
        CEnums.reason.number(of: reason.kind)
    }
}
