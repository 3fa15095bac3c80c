import SnackbarCore
import SnackbarGlue

// The C callbacks of libsnackbar-gtk4 and their user data. The GTK 3 library (SnackbarC) has the same
// conventions in its own target: the two libraries never load into one process, and sharing this small
// code would need a GTK-free target both link.

/// A C callback's `user_data` and its optional destroy notify, called once when the last owner (a shown
/// snack's closures) lets go. The pointer is the app's; the library only passes it back on the GTK thread.
final class Gtk4CUserData: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer?
    private let destroy: CDestroyNotify?

    init(_ pointer: UnsafeMutableRawPointer?, destroy: CDestroyNotify?) {
        self.pointer = pointer
        self.destroy = destroy
    }

    deinit { destroy?(pointer) }
}

/// The action callback shared by a snack's buttons: it gets the clicked action's id.
struct Gtk4CAction: Sendable {
    var callback: CActionCallback?
    var userData: Gtk4CUserData

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
    var userData: Gtk4CUserData

    @MainActor
    func call(snackID: String, reason: DismissReason) {
        let code = Int32(DismissReason.Kind.allCases.firstIndex(of: reason.kind)!)
        snackID.withCString { snack in
            if case .action(let actionID) = reason {
                actionID.withCString { callback(snack, code, $0, userData.pointer) }
            } else {
                callback(snack, code, nil, userData.pointer)
            }
        }
    }
}
