import SnackbarGtk

// Anchored mode from C. GTK thread only: it connects to the app window's signals.

/// The C entry point `snackbar_anchor_to_window`, documented in include/snackbar.h.
@_cdecl("snackbar_anchor_to_window")
public func snackbar_anchor_to_window(_ window: UnsafeMutableRawPointer?) -> Int32 {
    // The pointer is only used on this (the GTK) thread, which onGtkThread checks before running.
    nonisolated(unsafe) let window = window
    return onGtkThread("snackbar_anchor_to_window") {
        SnackbarPresenter.shared.anchor(to: window)
        return CStatus.ok.rawValue
    }
}
