import SnackbarCore
import SnackbarGlue

// The C callbacks of libsnackbar-gtk4; their user data is SnackbarGlue's `CUserData`, as libsnackbar's.

/// The action callback shared by a snack's buttons: it gets the clicked action's id.
struct Gtk4CAction: Sendable {
    var callback: CActionCallback?
    var userData: CUserData

    /// The Swift action `id` labelled `label`, whose handler calls the C callback on the GTK thread.
    func snackAction(snackID: String, id: String, label: String) -> SnackAction {
        let (callback, userData) = (callback, userData)
        return SnackAction(label, id: id) {
            snackID.withCString { snack in id.withCString { action in callback?(snack, action, userData.pointer) } }
        }
    }
}

/// The dismissed callback: the reason's number (`SnackbarGtk4Reason`) and, for an action, its id.
struct Gtk4CDismissed: Sendable {
    var callback: CDismissedCallback
    var userData: CUserData

    @MainActor
    func call(snackID: String, reason: DismissReason) {
        let code = Gtk4CEnums.reason.number(of: reason.kind)
        snackID.withCString { snack in
            if case .action(let actionID) = reason {
                actionID.withCString { callback(snack, code, $0, userData.pointer) }
            } else {
                callback(snack, code, nil, userData.pointer)
            }
        }
    }
}
