import CSnackbar

/// Shows snacks through libsnackbar. Showing and dismissing work from any thread; the work happens on the
/// GTK thread, which must run a GTK main loop (`gtk_main`, a `GtkApplication`). Callbacks run there.
public enum Snackbar {
    /// Shows a copy of `snack` and returns its id (for `dismiss(id:)`).
    /// - Throws: `SnackbarError` with libsnackbar's status for a snack it refuses (no title and no message,
    ///   more than two actions, a duration ≤ 0, invalid UTF-8).
    @discardableResult
    public static func show(_ snack: Snack) throws(SnackbarError) -> String {
        guard let handle = snackbar_snack_new(snack.message) else { throw SnackbarError(SNACKBAR_ERROR_INVALID_UTF8) }
        defer { snackbar_snack_free(handle) }
        try check(snackbar_snack_set_title(handle, snack.title))
        try check(snackbar_snack_set_kind(handle, SnackbarKind(rawValue: numericCast(snack.kind.rawValue))))
        switch snack.duration {
        case .short: try check(snackbar_snack_set_duration(handle, SNACKBAR_DURATION_SHORT))
        case .long: try check(snackbar_snack_set_duration(handle, SNACKBAR_DURATION_LONG))
        case .infinite: try check(snackbar_snack_set_duration(handle, SNACKBAR_DURATION_INFINITE))
        case .seconds(let seconds): try check(snackbar_snack_set_duration_seconds(handle, seconds))
        }
        try check(snackbar_snack_set_id(handle, snack.id))
        try check(snackbar_snack_set_icon(handle, snack.icon))
        guard snack.actions.count <= 2 else { throw SnackbarError(SNACKBAR_ERROR_INVALID_VALUE) }
        for action in snack.actions { try check(CallbackBoxes.addAction(action, to: handle)) }
        if let onDismiss = snack.onDismiss { try check(CallbackBoxes.setDismissed(onDismiss, on: handle)) }
        var id: UnsafeMutablePointer<CChar>?
        try check(snackbar_snack_show(handle, &id))
        defer { snackbar_string_free(id) }
        return id.map { String(cString: $0) } ?? ""
    }

    /// Dismisses the snack with this id (`.programmatic`); an id not shown is ignored. Any thread.
    public static func dismiss(id: String) {
        _ = snackbar_dismiss(id)
    }

    /// Dismisses every shown and queued snack. Any thread.
    public static func dismissAll() {
        _ = snackbar_dismiss_all()
    }

    /// Shows snacks inside the app's toplevel `GtkWindow` (SwiftGtk: `window.ptr`), following it; nil goes
    /// back to the screen. GTK thread.
    /// - Throws: `SnackbarError` when the pointer is no toplevel `GtkWindow`; snacks then stay on the screen.
    @MainActor
    public static func anchor(to window: UnsafeMutableRawPointer?) throws(SnackbarError) {
        try check(snackbar_anchor_to_window(window))
    }

    /// Loads CSS over the theme (classes `.snackbar`, `.title`, `.message`, `.action`, …). GTK thread.
    /// - Throws: `SnackbarError` for CSS with errors; its valid rules still apply.
    @MainActor
    public static func loadCSS(_ css: String) throws(SnackbarError) {
        try check(snackbar_set_theme_css(css))
    }

    private static func check(_ status: Int32) throws(SnackbarError) {
        guard status == SnackbarError.code(SNACKBAR_OK) else { throw SnackbarError(status: status) }
    }
}

/// A call libsnackbar refused: its `SnackbarStatus` and the library's description of it. libsnackbar also logs
/// a warning naming the input (GLib log domain "Snackbar").
public struct SnackbarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `SnackbarStatus` code.
    public let status: Int32
    /// libsnackbar's English description of `status`.
    public var description: String { String(cString: snackbar_status_message(status)) }

    init(status: Int32) { self.status = status }
    init(_ status: SnackbarStatus) { self.status = Self.code(status) }

    /// The int a libsnackbar function returns for `status`.
    static func code(_ status: SnackbarStatus) -> Int32 { numericCast(status.rawValue) }
}
