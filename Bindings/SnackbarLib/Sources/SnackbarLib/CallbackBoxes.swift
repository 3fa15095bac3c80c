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

    typealias TapBox = Box<@MainActor @Sendable () -> Void>
    typealias EventBox = Box<@MainActor @Sendable (SnackWindowEvent) -> Void>

    static func addAction(_ action: SnackAction, to handle: OpaquePointer) -> Int32 {
        snackbar_snack_add_action(handle, action.id, action.label, actionCallback, retained(ActionBox(action.handler)), releaseBox)
    }

    static func setLongAction(_ action: SnackAction, on handle: OpaquePointer) -> Int32 {
        snackbar_snack_set_long_action(
            handle, action.id, action.label, actionCallback, retained(ActionBox(action.handler)), releaseBox)
    }

    static func setDismissed(_ onDismiss: @escaping @MainActor @Sendable (DismissReason) -> Void, on handle: OpaquePointer) -> Int32 {
        snackbar_snack_set_dismissed_callback(
            handle,
            { _, reason, actionID, data in
                guard let data else { return }
                let box = Unmanaged<DismissBox>.fromOpaque(data).takeUnretainedValue()
                let dismissal = DismissReason(reason, actionID: actionID.map { String(cString: $0) })
                MainActor.assumeIsolated { box.handler(dismissal) }
            }, retained(DismissBox(onDismiss)), releaseBox)
    }

    static func setTap(_ onTap: @escaping @MainActor @Sendable () -> Void, on handle: OpaquePointer) -> Int32 {
        snackbar_snack_set_tap_callback(
            handle,
            { _, data in
                guard let data else { return }
                let box = Unmanaged<TapBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler() }
            }, retained(TapBox(onTap)), releaseBox)
    }

    static func setEvents(_ observer: (@MainActor @Sendable (SnackWindowEvent) -> Void)?) -> Int32 {
        guard let observer else { return snackbar_set_event_callback(nil, nil, nil) }
        return snackbar_set_event_callback(
            { id, event, reason, x, y, width, height, data in
                guard let data, let id else { return }
                let box = Unmanaged<EventBox>.fromOpaque(data).takeUnretainedValue()
                let snackID = String(cString: id)
                let happened: SnackWindowEvent
                switch event {
                case SNACKBAR_EVENT_MAPPED: happened = .mapped(id: snackID)
                case SNACKBAR_EVENT_PLACED: happened = .placed(id: snackID, x: x, y: y, width: width, height: height)
                case SNACKBAR_EVENT_DISMISSED: happened = .dismissed(id: snackID, reason: DismissReason(reason, actionID: nil))
                default: happened = .closed(id: snackID)
                }
                MainActor.assumeIsolated { box.handler(happened) }
            }, retained(EventBox(observer)), releaseBox)
    }

    private static let actionCallback: SnackbarActionCallback = { _, _, data in
        guard let data else { return }
        let box = Unmanaged<ActionBox>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { box.handler() }
    }

    private static func retained<Handler>(_ box: Box<Handler>) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(box).toOpaque()
    }

    /// The destroy notify that releases a box (of any handler type: releasing needs no more).
    private static let releaseBox: GDestroyNotify = { data in
        if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
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
