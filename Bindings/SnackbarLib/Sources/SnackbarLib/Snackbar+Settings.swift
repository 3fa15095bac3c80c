import CSnackbar

// The settings, the theme and what an app reads back: each a libsnackbar call.
extension Snackbar {
    /// How snacks share an edge. Any thread.
    public static func setPolicy(_ policy: StackPolicy) throws(SnackbarError) {
        try check(snackbar_set_policy(SnackbarPolicy(rawValue: numericCast(policy.rawValue))))
    }

    /// How many snacks show at once per edge under `.stack` (1 to 100). Any thread.
    public static func setMaxVisible(_ count: Int32) throws(SnackbarError) {
        try check(snackbar_set_max_visible(count))
    }

    /// The edge for snacks that name none. Any thread.
    public static func setDefaultEdge(_ edge: SnackEdge) throws(SnackbarError) {
        try check(snackbar_set_default_edge(SnackbarEdge(rawValue: numericCast(edge.rawValue))))
    }

    /// Which monitor snacks show on. Any thread.
    public static func setMonitor(_ monitor: MonitorChoice) throws(SnackbarError) {
        let number: Int32
        switch monitor {
        case .primary: number = -1
        case .pointer: number = -2
        case .all: number = -3
        case .index(let index): number = index
        }
        try check(snackbar_set_monitor(number))
    }

    /// Whether snacks behave as for a screen-reader user: nil follows the desktop. Any thread.
    public static func setScreenReaderOverride(_ enabled: Bool?) throws(SnackbarError) {
        try check(snackbar_set_screen_reader_override(enabled.map { $0 ? 1 : 0 } ?? -1))
    }

    /// Whether snacks anchored in a window hold their time while it is minimized or not the active window
    /// (true by default). Any thread.
    public static func setHoldWhileUnseen(_ hold: Bool) throws(SnackbarError) {
        try check(snackbar_set_hold_while_unseen(hold ? 1 : 0))
    }

    /// Shows snacks inside the app's toplevel `GtkWindow` (SwiftGtk: `window.ptr`), following it; nil goes
    /// back to the screen. GTK thread.
    /// - Throws: `SnackbarError` when the pointer is no toplevel `GtkWindow`; snacks then stay on the screen.
    @MainActor
    public static func anchor(to window: UnsafeMutableRawPointer?) throws(SnackbarError) {
        try check(snackbar_anchor_to_window(window))
    }

    /// Loads CSS over the theme (classes `.snackbar`, `.title`, `.message`, `.action`, …). GTK thread.
    /// - Throws: `SnackbarError` naming every bad rule (`<css>:line:column: …`); the valid rules still apply.
    @MainActor
    public static func loadCSS(_ css: String) throws(SnackbarError) {
        var error: UnsafeMutablePointer<GError>?
        _ = snackbar_load_css(css, &error)
        try rethrow(error)
    }

    /// Loads a CSS file over the theme. GTK thread.
    /// - Throws: `SnackbarError` naming every bad rule (`file:line:column: …`); the valid rules still apply.
    @MainActor
    public static func loadCSS(file path: String) throws(SnackbarError) {
        var error: UnsafeMutablePointer<GError>?
        _ = snackbar_load_css_file(path, &error)
        try rethrow(error)
    }

    /// Forces the light (false) or dark (true) palette; nil follows GTK's settings. GTK thread.
    @MainActor
    public static func setDark(_ dark: Bool?) throws(SnackbarError) {
        try check(snackbar_set_dark(dark.map { $0 ? 1 : 0 } ?? -1))
    }

    /// Follows the snacks' windows: mapped, placed, dismissed and closed, on the GTK thread; nil stops.
    /// (A dismissal by an action reports `.action("")` here; the snack's own `onDismiss` has the id.)
    /// GTK thread, once GTK runs.
    @MainActor
    public static func observe(_ observer: (@MainActor @Sendable (SnackWindowEvent) -> Void)?) throws(SnackbarError) {
        try check(CallbackBoxes.setEvents(observer))
    }

    /// Seconds left of the snack with this id; nil when it is infinite or not shown. GTK thread.
    @MainActor
    public static func timeLeft(id: String) -> Double? {
        let seconds = snackbar_get_time_left(id)
        return seconds < 0 ? nil : seconds
    }

    /// Whether the timer of the snack with this id is held (hover, focus, open text). GTK thread.
    @MainActor
    public static func isPaused(id: String) -> Bool {
        snackbar_is_paused(id) != 0
    }

    /// `timeLeft(id:)` under a longer name, for code that calls it by that one.
    @available(*, deprecated, renamed: "timeLeft(id:)")
    @MainActor
    public static func timeLeft(ofSnackWithID id: String) -> Double? { timeLeft(id: id) }

    /// `isPaused(id:)` under a longer name, for code that calls it by that one.
    @available(*, deprecated, renamed: "isPaused(id:)")
    @MainActor
    public static func isPaused(snackWithID id: String) -> Bool { isPaused(id: id) }

    /// The user's time scale (snackbar.conf's `time-scale`, or SNACKBAR_TIME_SCALE). GTK thread.
    @MainActor
    public static var timeScale: Double { snackbar_get_time_scale() }

    /// How many monitors the display has; 0 before GTK runs. GTK thread.
    @MainActor
    public static var monitorCount: Int32 { snackbar_get_monitor_count() }

    /// The name of the display the snacks show on; nil before GTK runs. GTK thread.
    @MainActor
    public static var displayName: String? {
        guard let name = snackbar_get_display_name() else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
