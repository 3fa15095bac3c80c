import SnackbarGlue
import SnackbarGtk

/// A C callback's `user_data` and its optional destroy notify, called once when the last owner (the
/// handle, or a shown snack) lets go.
///
/// The pointer is the app's; the library never dereferences it and only passes it back on the GTK thread.
final class CUserData: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer?
    private let destroy: CDestroyNotify?

    init(_ pointer: UnsafeMutableRawPointer?, destroy: CDestroyNotify?) {
        self.pointer = pointer
        self.destroy = destroy
    }

    deinit { destroy?(pointer) }
}

/// An action button added from C.
struct CAction: Sendable {
    var id: String
    var label: String
    var callback: CActionCallback?
    var userData: CUserData

    /// The Swift action whose handler calls the C callback on the GTK thread.
    func snackAction(snackID: String) -> SnackAction {
        let (callback, userData, actionID) = (callback, userData, id)
        return SnackAction(label, id: id) {
            snackID.withCString { snack in actionID.withCString { action in callback?(snack, action, userData.pointer) } }
        }
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
struct CDismissed: Sendable {
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

    /// `SnackbarReason` in snackbar.h: the position of the reason's kind (see `DismissReason.Kind`).
    static func code(_ reason: DismissReason) -> Int32 {
        Int32(DismissReason.Kind.allCases.firstIndex(of: reason.kind)!)
    }
}
