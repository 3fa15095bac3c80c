import CSnackbar

/// A libsnackbar `SnackbarSnack *` filled from a `Snack`, freed when the value goes.
final class SnackHandle {
    let pointer: OpaquePointer

    /// Builds the C snack: its fields (`Snack.setFields`), actions and callbacks, each refusal thrown with
    /// libsnackbar's status.
    init(_ snack: Snack) throws(SnackbarError) {
        guard let pointer = snackbar_snack_new(snack.message) else { throw SnackbarError(SNACKBAR_ERROR_INVALID_UTF8) }
        self.pointer = pointer
        try snack.setFields(on: pointer)
        guard snack.actions.count <= 2 else { throw SnackbarError(SNACKBAR_ERROR_INVALID_VALUE) }
        for action in snack.actions { try add(action, CallbackBoxes.addAction(action, to: pointer)) }
        if let long = snack.longAction { try add(long, CallbackBoxes.setLongAction(long, on: pointer)) }
        if let onDismiss = snack.onDismiss { try check(CallbackBoxes.setDismissed(onDismiss, on: pointer)) }
        if let onTap = snack.onTap { try check(CallbackBoxes.setTap(onTap, on: pointer)) }
    }

    deinit { snackbar_snack_free(pointer) }

    private func add(_ action: SnackAction, _ status: Int32) throws(SnackbarError) {
        try check(status)
        if action.isLongRunning { try check(snackbar_snack_set_action_long_running(pointer, action.id, 1)) }
    }
}

/// Throws libsnackbar's status unless it is `SNACKBAR_OK`.
func check(_ status: Int32) throws(SnackbarError) {
    guard status == SnackbarError.code(SNACKBAR_OK) else { throw SnackbarError(status: status) }
}

/// Throws the `GError` a libsnackbar call set, as a `SnackbarError` with its message, and frees it.
func rethrow(_ error: UnsafeMutablePointer<GError>?) throws(SnackbarError) {
    guard let error else { return }
    defer { g_error_free(error) }
    throw SnackbarError(status: error.pointee.code, detail: error.pointee.message.map { String(cString: $0) })
}
