import CSnackbar
import Glibc

/// Shows snacks through libsnackbar. Showing and dismissing work from any thread; the work happens on the
/// GTK thread, which must run a GTK main loop (`gtk_main`, a `GtkApplication`). Callbacks run there.
public enum Snackbar {
    /// Shows a copy of `snack` and returns its id (for `dismiss(id:)`).
    /// - Throws: `SnackbarError` with libsnackbar's status for a snack it refuses (no title and no message,
    ///   or only white space; a blank action label; more than two actions, a duration ≤ 0, invalid UTF-8, a
    ///   value out of range).
    @discardableResult
    public static func show(_ snack: Snack) throws(SnackbarError) -> String {
        let handle = try SnackHandle(snack)
        var id: UnsafeMutablePointer<CChar>?
        try check(snackbar_snack_show(handle.pointer, &id))
        defer { snackbar_string_free(id) }
        return id.map { String(cString: $0) } ?? ""
    }

    /// Shows a copy of `snack` with the app's own `GtkWidget *` below its message (SwiftGtk: `widget.ptr`).
    /// libsnackbar takes its own reference and gives the widget back before the snack's window goes.
    /// - Throws: `SnackbarError` for a refused snack or a pointer that is no GtkWidget.
    @MainActor @discardableResult
    public static func show(_ snack: Snack, content widget: UnsafeMutableRawPointer) throws(SnackbarError) -> String {
        let handle = try SnackHandle(snack)
        var error: UnsafeMutablePointer<GError>?
        let id = snackbar_add_with_widget(handle.pointer, widget, &error)
        try rethrow(error)
        defer { g_free(id) }
        return id.map { String(cString: $0) } ?? ""
    }

    /// Shows a copy of `snack` styled by its own CSS files, which reach no other snack; `dark` forces a
    /// palette (nil follows the theme).
    /// - Returns: the snack's id and each problem found in the files (`file:line:column: message`).
    @MainActor @discardableResult
    public static func show(_ snack: Snack, styleSheets: [String], dark: Bool? = nil) throws(SnackbarError) -> (
        id: String, problems: [String]
    ) {
        let handle = try SnackHandle(snack)
        var error: UnsafeMutablePointer<GError>?
        var problems: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let mode: Int32 = dark.map { $0 ? 1 : 0 } ?? -1
        let paths = styleSheets.map { strdup($0) }
        defer { paths.forEach { free($0) } }
        let id = (paths.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer {
            snackbar_add_with_style_sheets(handle.pointer, $0.baseAddress, mode, &problems, &error)
        }
        try rethrow(error)
        defer {
            g_free(id)
            g_strfreev(problems)
        }
        var found: [String] = []
        var index = 0
        while let problem = problems?[index] {
            found.append(String(cString: problem))
            index += 1
        }
        return (id.map { String(cString: $0) } ?? "", found)
    }

    /// Draws `snack` into a PNG file without a display, with the built-in theme's light or dark palette.
    /// - Parameters:
    ///   - width: 120 to 4096 pixels; nil for the theme's width.
    ///   - scale: device pixels per pixel, 1 to 4.
    public static func renderPNG(_ snack: Snack, dark: Bool = false, width: Int32? = nil, scale: Double = 1, to path: String)
        throws(SnackbarError)
    {
        let handle = try SnackHandle(snack)
        var error: UnsafeMutablePointer<GError>?
        _ = snackbar_render_png(handle.pointer, dark ? 1 : 0, width ?? 0, scale, path, &error)
        try rethrow(error)
    }

    /// Dismisses the snack that dedupes with `snack` (same id, or same title and message). Any thread.
    public static func dismiss(_ snack: Snack) throws(SnackbarError) {
        try check(snackbar_snack_dismiss(SnackHandle(snack).pointer))
    }

    /// Dismisses the snack with this id (`.programmatic`); an id not shown is ignored. Any thread.
    public static func dismiss(id: String) {
        _ = snackbar_dismiss(id)
    }

    /// Dismisses every shown and queued snack. Any thread.
    public static func dismissAll() {
        _ = snackbar_dismiss_all()
    }

    /// Ends the work of a long-running action: its snack goes with `.action(id)`. Any thread.
    /// - Throws: `SnackbarError` when no such work runs for this snack.
    public static func actionFinished(snackID: String) throws(SnackbarError) {
        try check(snackbar_action_finished(snackID))
    }

    /// Moves the keyboard focus to the newest snack on screen; the focus goes back when it closes. Any thread.
    public static func focusNewest() {
        _ = snackbar_focus_newest()
    }
}

/// A call libsnackbar refused: its `SnackbarStatus` and what it said. libsnackbar also logs a warning naming
/// the input (GLib log domain "Snackbar").
public struct SnackbarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `SnackbarStatus` code.
    public let status: Int32
    /// libsnackbar's message for this call (a `GError`'s), when it gave one.
    public let detail: String?
    /// The detail, else libsnackbar's English description of `status`.
    public var description: String { detail ?? String(cString: snackbar_status_message(status)) }

    init(status: Int32, detail: String? = nil) { (self.status, self.detail) = (status, detail) }
    init(_ status: SnackbarStatus) { self.init(status: Self.code(status)) }

    /// The int a libsnackbar function returns for `status`.
    static func code(_ status: SnackbarStatus) -> Int32 { numericCast(status.rawValue) }
}
