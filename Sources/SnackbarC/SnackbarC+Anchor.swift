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
        // The Swift API's own warning names `anchor(to:)`; the C call says it in its own words.
        guard GLibLog.capturingWarnings({ SnackbarPresenter.shared.anchor(to: window) }).result else {
            return CLog.fail(.wrongType, function, "gtk_window is not a toplevel GtkWindow; snacks stay on the screen")
        }
        return CStatus.ok.rawValue
    }
}
