import CSnackbar

/// The C callbacks handed to libsnackbar: each Swift closure travels as a retained box in `user_data` and is
/// released by libsnackbar's destroy notify once no shown snack needs it. libsnackbar calls them on the GTK
/// thread, the main thread, so they enter the main actor without hopping.
enum CallbackBoxes {
    final class Box<Handler: Sendable>: Sendable {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }
    typealias ActionBox = Box<@MainActor @Sendable () -> Void>
    typealias DismissBox = Box<@MainActor @Sendable (DismissReason) -> Void>

    static func addAction(_ action: SnackAction, to handle: OpaquePointer) -> Int32 {
        snackbar_snack_add_action(
            handle, action.id, action.label,
            { _, _, data in
                guard let data else { return }
                let box = Unmanaged<ActionBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler() }
            }, Unmanaged.passRetained(ActionBox(action.handler)).toOpaque(),
            { data in
                if let data { Unmanaged<ActionBox>.fromOpaque(data).release() }
            })
    }

    static func setDismissed(_ onDismiss: @escaping @MainActor @Sendable (DismissReason) -> Void, on handle: OpaquePointer) -> Int32 {
        snackbar_snack_set_dismissed_callback(
            handle,
            { _, reason, actionID, data in
                guard let data else { return }
                let box = Unmanaged<DismissBox>.fromOpaque(data).takeUnretainedValue()
                let dismissal = DismissReason(reason, actionID: actionID.map { String(cString: $0) })
                MainActor.assumeIsolated { box.handler(dismissal) }
            }, Unmanaged.passRetained(DismissBox(onDismiss)).toOpaque(),
            { data in
                if let data { Unmanaged<DismissBox>.fromOpaque(data).release() }
            })
    }
}

extension DismissReason {
    /// The reason for libsnackbar's `SnackbarReason` (and the action's id for `SNACKBAR_REASON_ACTION`).
    init(_ reason: SnackbarReason, actionID: String?) {
        switch reason {
        case SNACKBAR_REASON_ACTION: self = .action(actionID ?? "")
        case SNACKBAR_REASON_CLOSE_BUTTON: self = .closeButton
        case SNACKBAR_REASON_SWIPE: self = .swipe
        case SNACKBAR_REASON_ESCAPE: self = .escape
        case SNACKBAR_REASON_REPLACED: self = .replaced
        case SNACKBAR_REASON_PROGRAMMATIC: self = .programmatic
        case SNACKBAR_REASON_SHUTDOWN: self = .shutdown
        case SNACKBAR_REASON_REJECTED: self = .rejected
        default: self = .timeout
        }
    }
}
