import SnackbarCSnack
import SnackbarGlue
import SnackbarGtk

// Anchored mode from C. GTK thread only: it connects to the app window's signals.

/// The C entry point `snackbar_anchor_to_window`, documented in include/snackbar.h.
@_cdecl("snackbar_anchor_to_window")
public func snackbar_anchor_to_window(_ window: UnsafeMutableRawPointer?) -> Int32 {
    // The pointer is only used on this (the GTK) thread, which onGtkThread checks before running.
    nonisolated(unsafe) let window = window
    let function = "snackbar_anchor_to_window"
    return onGtkThread(function) {
        // Checked here, so that the warning is the C call's own, not the Swift API's (which names `anchor(to:)`).
        if let window, let refusal = SnackbarPresenter.anchorRefusal(window) {
            return CLog.fail(.wrongType, function, "gtk_window is not a toplevel GtkWindow: \(refusal); the snacks stay where they were")
        }
        SnackbarPresenter.shared.anchor(to: window)
        return CStatus.ok.rawValue
    }
}
