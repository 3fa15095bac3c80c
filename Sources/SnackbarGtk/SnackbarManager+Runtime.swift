import CGtk
import Glibc

/// Starting GTK and the runtime: inside an app's loop, or standalone for programs without one.
extension SnackbarManager {
    /// Opens the display with `gtk_init_check` (never `gtk_init`, which exits) and installs the
    /// main-queue bridge. Call on the main thread before `runMainLoop()`; does nothing if GTK runs.
    /// - Throws: `SnackbarGtkError.noDisplay` naming the display, e.g. "cannot open display ':99'".
    @MainActor
    public static func startGtk() throws(SnackbarGtkError) {
        MainQueueBridge.install()
        guard gdk_display_get_default() == nil else { return }
        // Pango's font map starts fontconfig's slow first scan on a thread of its own: begun now, it
        // overlaps opening the display and loading the GTK theme instead of delaying the first layout.
        _ = pango_cairo_font_map_get_default()
        guard gtk_init_check(nil, nil) != 0 else { throw .noDisplay(noDisplayMessage()) }
    }

    /// `startGtk()` for a process that shows nothing but snacks (the popup service): GTK loads a small
    /// snacks-only theme instead of the desktop's (see `SnacksOnlyTheme`), which maps the first popup
    /// ~10 ms sooner and keeps the desktop theme from reaching the popups. Other windows of the process
    /// would be unstyled. Falls back to the desktop theme when the sheet cannot be written.
    @MainActor
    package static func startGtkForSnacksOnly() throws(SnackbarGtkError) {
        if gdk_display_get_default() == nil, let environment = SnacksOnlyTheme.prepare() {
            for (name, value) in environment { setenv(name, value, 1) }
        }
        try startGtk()
    }

    /// Runs the GTK main loop until `quitMainLoop()`. Main thread; call `startGtk()` first.
    @MainActor
    public static func runMainLoop() {
        gtk_main()
    }

    /// Ends every snack with `.shutdown`, then leaves `runMainLoop()`. Any thread.
    public static func quitMainLoop() {
        shared.onGtkThread({ runtime in
            runtime.send(.shutdown)
            gtk_main_quit()
        }, otherwise: { gtk_main_quit() })
    }

    /// Called on the GTK thread for each window placed, snack dismissed and window closed.
    @MainActor
    public var observer: (@MainActor (SnackWindowEvent) -> Void)? {
        get { ensureRuntime()?.observer }
        set { ensureRuntime()?.observer = newValue }
    }

    /// Whether the snack with this id has a window the X server has not mapped yet: `.mapped` for it
    /// is still to come. False once mapped, and for a queued, unknown or closing snack. GTK thread.
    @MainActor
    public func isAwaitingMap(id: String) -> Bool {
        guard let window = runtime?.windows[id] else { return false }
        return !window.isMapped
    }

    /// Loads a CSS file at USER priority, above the theme. Bad rules come back (and are printed) as
    /// `file:line:column: message`; the rest of the file still applies. GTK thread.
    @MainActor @discardableResult
    public func loadUserCSS(file path: String) -> [String] {
        guard ensureRuntime() != nil, let styler else { return ["\(path): no display"] }
        return styler.loadUserCSS(file: path)
    }

    /// Forces the light or dark palette; nil (the default) follows GTK's settings
    /// (`gtk-application-prefer-dark-theme`, a theme name ending in `-dark`). GTK thread.
    @MainActor
    public var forcedVariant: ThemeVariant? {
        get { styler?.forcedVariant }
        set {
            _ = ensureRuntime()
            styler?.forcedVariant = newValue
        }
    }

    /// The runtime, created on first use; nil when no display can be opened.
    @MainActor
    func ensureRuntime() -> SnackRuntime? {
        if let runtime { return runtime }
        if gdk_display_get_default() == nil, gtk_init_check(nil, nil) == 0 {
            SnackLog.warnOnce(key: "no-display", Self.noDisplayMessage() + "; snacks are rejected")
            return nil
        }
        let state = settings.withLock { $0 }
        let created = SnackRuntime(configuration: state.board, style: SnackStyle(theme: state.theme))
        created.monitorChoice = state.monitor
        created.screenReaderOverride = state.screenReaderOverride
        created.watchScreenReader()
        created.watchWorkAreas()
        styler = SnackStyler(theme: state.theme)
        runtime = created
        return created
    }

    static func noDisplayMessage() -> String {
        guard let display = getenv("DISPLAY"), display.pointee != 0 else {
            return "cannot open display: DISPLAY is not set"
        }
        return "cannot open display '\(String(cString: display))'"
    }
}

/// Anchored mode.
extension SnackbarManager {
    /// Shows the snacks inside an app window instead of on the monitor: at its top or bottom inside
    /// its frame, transient for it, following it as it moves or resizes; when it closes, its snacks
    /// end with `.programmatic`. Pass nil to go back to the monitor. GTK thread.
    /// - Parameter window: a toplevel `GtkWindow *` the app owns; anything else is ignored with a warning.
    @MainActor
    public func anchor(to window: UnsafeMutableRawPointer?) {
        guard let runtime = ensureRuntime() else { return }
        guard let window else { return runtime.setAnchor(nil) }
        guard snack_is_widget(window) != 0 else {
            return SnackLog.warn("anchor(to:) needs a GtkWindow; ignored")
        }
        runtime.setAnchor(cast(window))
    }
}
