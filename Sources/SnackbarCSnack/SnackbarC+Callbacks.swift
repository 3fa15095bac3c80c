import SnackbarCore
import SnackbarGlue

// Actions and the dismissed callback from C. Any thread; the callbacks run on the GTK thread.

/// The C entry point `snackbar_snack_add_action`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_add_action")
public func snackbar_snack_add_action(
    _ snack: OpaquePointer?, _ actionID: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ callback: CActionCallback?, _ userData: UnsafeMutableRawPointer?,
    _ destroy: CDestroyNotify?
) -> Int32 {
    addAction(snack, actionID, label, callback, userData, destroy, long: false, function: "snackbar_snack_add_action")
}

/// The C entry point `snackbar_snack_set_long_action`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_long_action")
public func snackbar_snack_set_long_action(
    _ snack: OpaquePointer?, _ actionID: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ callback: CActionCallback?, _ userData: UnsafeMutableRawPointer?,
    _ destroy: CDestroyNotify?
) -> Int32 {
    addAction(snack, actionID, label, callback, userData, destroy, long: true, function: "snackbar_snack_set_long_action")
}

/// The C entry point `snackbar_snack_set_dismissed_callback`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_dismissed_callback")
public func snackbar_snack_set_dismissed_callback(
    _ snack: OpaquePointer?, _ callback: CDismissedCallback?,
    _ userData: UnsafeMutableRawPointer?, _ destroy: CDestroyNotify?
) -> Int32 {
    HandleRegistry.with(snack, function: "snackbar_snack_set_dismissed_callback") { handle in
        let data = CUserData(userData, destroy: destroy)
        handle.fields.withLock { $0.dismissed = callback.map { CDismissed(callback: $0, userData: data) } }
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_snack_set_tap_callback`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_tap_callback")
public func snackbar_snack_set_tap_callback(
    _ snack: OpaquePointer?, _ callback: CTapCallback?,
    _ userData: UnsafeMutableRawPointer?, _ destroy: CDestroyNotify?
) -> Int32 {
    HandleRegistry.with(snack, function: "snackbar_snack_set_tap_callback") { handle in
        let data = CUserData(userData, destroy: destroy)
        handle.fields.withLock { $0.tap = callback.map { CTap(callback: $0, userData: data) } }
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_snack_set_action_long_running`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_action_long_running")
public func snackbar_snack_set_action_long_running(_ snack: OpaquePointer?, _ actionID: UnsafePointer<CChar>?, _ longRunning: Int32) -> Int32 {
    let function = "snackbar_snack_set_action_long_running"
    return HandleRegistry.with(snack, function: function) { handle in
        CString.with({ () throws(CString.Problem) in try CString.required(actionID) }, name: "action_id", function: function) { id in
            handle.fields.withLock { fields in
                if let index = fields.inlineActions.firstIndex(where: { $0.id == id }) {
                    fields.inlineActions[index].isLongRunning = longRunning != 0
                } else if fields.longAction?.id == id {
                    fields.longAction?.isLongRunning = longRunning != 0
                } else {
                    return CLog.fail(.invalidValue, function, "the snack has no action '\(id)'")
                }
                return CStatus.ok.rawValue
            }
        }
    }
}

/// The C entry point `snackbar_action_finished`, documented in include/snackbar.h.
@_cdecl("snackbar_action_finished")
public func snackbar_action_finished(_ snackID: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_action_finished"
    return CString.with({ () throws(CString.Problem) in try CString.required(snackID) }, name: "snack_id", function: function) { id in
        LongRunningActions.finish(snackID: id)
            ? CStatus.ok.rawValue
            : CLog.fail(.invalidValue, function, "no long-running action runs on snack '\(id)'")
    }
}

private func addAction(
    _ snack: OpaquePointer?, _ actionID: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ callback: CActionCallback?, _ userData: UnsafeMutableRawPointer?, _ destroy: CDestroyNotify?,
    long: Bool, function: String
) -> Int32 {
    HandleRegistry.with(snack, function: function) { handle in
        CString.with(
            { () throws(CString.Problem) in (try CString.required(actionID), try CString.required(label)) },
            name: "action_id or label", function: function
        ) { (id, text) in
            guard !id.isEmpty else { return CLog.fail(.invalidValue, function, "action_id must not be empty") }
            guard !text.isBlank else { return CLog.fail(.invalidValue, function, "label must have text to show, not be empty or only white space") }
            let action = CAction(id: id, label: text, callback: callback, userData: CUserData(userData, destroy: destroy))
            return handle.fields.withLock { fields in
                let others = fields.inlineActions.map(\.id) + [fields.longAction?.id].compactMap { $0 }
                if others.contains(id) && !(long && fields.longAction?.id == id) {
                    return CLog.fail(.invalidValue, function, "another action already has the id '\(id)'")
                }
                if long {
                    fields.longAction = action
                } else {
                    guard fields.inlineActions.count < 2 else {
                        return CLog.fail(.invalidValue, function, "a snack has at most two inline actions; use snackbar_snack_set_long_action")
                    }
                    fields.inlineActions.append(action)
                }
                return CStatus.ok.rawValue
            }
        }
    }
}
