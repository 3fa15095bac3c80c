import CGtk
import Glibc
import SnackbarCore
import SnackbarGlue

/// The snacks on the GTK thread: starting GTK, the settings, anchoring, an app's own widgets and
/// stylesheets in snacks, and what tests and diagnostics read. `SnackbarManager` is the any-thread door
/// to the same snacks.
///
/// Owns the runtime (created on first use, once a display is open) and the screen-wide stylesheet.
@MainActor
public final class SnackbarPresenter {
    /// The presenter for this process.
    public static let shared = SnackbarPresenter()

    /// The settings until the runtime exists, which then owns them.
    private var initialSettings = SnackbarSettings()
    private var createdRuntime: SnackRuntime?
    private var styler: SnackStyler?
    /// The screen-wide stylesheet, once the runtime exists.
    var screenStyler: SnackStyler? { styler }
    /// The desktop host, kept while the snacks are anchored in an app's window.
    private var desktop: DesktopHost?
    /// Whether the default GApplication's `shutdown` ends the snacks (see `SnackbarPresenter+Shutdown`).
    var followsApplication = false
    /// The stylesheet `problems(inStyleSheet:)` parsed last, for an `add(_:styleSheets:)` of the same
    /// unchanged file (see `SnackbarPresenter+Extras`).
    var lastChecked: (path: String, identity: [Int], parsed: ParsedCSS)?
    /// The popup service, for snacks added while no window of the app is active (see `SnackbarPresenter+Route`).
    lazy var desktopRoute = makeDesktopRoute()

    init() {}

    /// The user's own settings for every snack (`time-scale` in `snackbar.conf`, `SNACKBAR_TIME_SCALE`; see
    /// snackbar.conf(5)), read once, at the first use: editing the file later changes nothing in this process.
    /// A bad value was reported on standard error then, naming the file, key and value, and its default used.
    public private(set) lazy var userPreferences: UserPreferences = {
        let (preferences, warnings) = UserPreferencesFile.load()
        for warning in warnings { SnackLog.warn(warning) }
        return preferences
    }()

    /// Replaces the user's settings for the snacks added from now on (the popup service, which reloads
    /// snackbar.conf when it changes).
    package func setUserPreferences(_ preferences: UserPreferences) {
        userPreferences = preferences
        createdRuntime?.preferences = preferences
    }

    /// The settings. Changes apply to snacks added afterwards; colours change at once.
    public var settings: SnackbarSettings {
        get { createdRuntime?.settings ?? initialSettings }
        set {
            // Before the runtime exists the settings wait for it: setting them never opens the display, which
            // `startGtk()` or the first snack does.
            guard let runtime = createdRuntime else {
                initialSettings = newValue
                return
            }
            runtime.settings = newValue
            styler?.theme = newValue.theme
        }
    }

    /// Opens the display with `gtk_init_check` (never `gtk_init`, which exits), installs the
    /// main-queue bridge and starts `AnnouncementGate`'s look at the screen-reader bridge. Call on the main thread before `runMainLoop()`; does nothing if GTK runs.
    /// - Throws: `SnackbarGtkError.noDisplay` naming the display, e.g. "cannot open display ':99'".
    public static func startGtk() throws(SnackbarGtkError) {
        MainQueueDrain.install()
        guard gdk_display_get_default() == nil else { return }
        // The first window waits for the gate, whose bus round trips need no GTK: begun before GTK
        // starts, they overlap opening the display instead of following it.
        MainActor.assumeIsolated { AnnouncementGate.shared.start() }
        guard gtk_init_check(nil, nil) != 0 else { throw .noDisplay(noDisplayMessage()) }
        // Pango's font map starts fontconfig's slow first scan on a thread of its own: begun once the display
        // is open, it overlaps the work up to the first layout; begun before, its CPU slowed the display's
        // opening by about 2 ms on two cores (docs/performance.md).
        _ = pango_cairo_font_map_get_default()
    }

    /// Readies the environment of a process that shows nothing but snacks (the popup service): GTK is to
    /// load a small snacks-only theme instead of the desktop's (see `SnacksOnlyTheme`), which maps the first
    /// popup ~10 ms sooner and keeps the desktop theme from reaching the popups, and OpenGL stays off
    /// (`GDK_GL=disable` unless set): no snack draws with it, and GDK's probe at start maps Mesa's libLLVM,
    /// about 55 MB of resident memory. Other windows of the process would be unstyled. Without a writable
    /// runtime directory GTK loads the desktop theme. On Wayland, once the service's cursor cache exists,
    /// libwayland-cursor reads the desktop's pointer from there (see `CursorThemeCache`, `keepCursorCache()`).
    ///
    /// Writes the environment, so it must run first in `main`, before any thread exists (a `getenv` on
    /// another thread during a `setenv` can crash); then call `startGtkForSnacksOnly()`.
    package static func prepareSnacksOnlyProcess() {
        DesktopAppearance.keepDesktopThemeVariable()
        if let environment = SnacksOnlyTheme.prepare() {
            for (name, value) in environment { setenv(name, value, 1) }
        }
        if let (name, value) = CursorThemeCache.prepare(under: SnacksOnlyTheme.defaultBase()) { setenv(name, value, 1) }
        setenv("GDK_GL", "disable", 0)
    }

    /// `startGtk()` for a process that shows nothing but snacks, after `prepareSnacksOnlyProcess()`.
    ///
    /// On a Wayland compositor without layer shell (GNOME's mutter) it takes the X11 backend through
    /// Xwayland when `DISPLAY` is set: there the snacks are placed, stacked and kept above as designed,
    /// which a Wayland client without layer shell cannot do. An explicit `GDK_BACKEND` is respected.
    package static func startGtkForSnacksOnly() throws(SnackbarGtkError) {
        if gdk_display_get_default() == nil, WaylandSession.prefersXwayland { gdk_set_allowed_backends("x11") }
        try startGtk()
    }

    /// Runs the GTK main loop until `SnackbarManager.quitMainLoop()`. Main thread; call `startGtk()` first.
    public static func runMainLoop() {
        gtk_main()
    }

    /// How many monitors the display has (for `.index(_:)`, numbered from 0); 0 before GTK started.
    public static var monitorCount: Int {
        gdk_display_get_default().map { Int(gdk_display_get_n_monitors($0)) } ?? 0
    }

    /// What screen-level snacks are on the display GTK opened; nil before GTK started. Inside an app on
    /// a compositor placing them itself, snacks go into the app's window (see `screenHost`).
    package static var screenSurface: ScreenSurface? {
        guard let display = gdk_display_get_default() else { return nil }
        if snack_display_is_wayland(display) != 0 { return LayerShellPlacement.isSupported ? .layerShell : .compositorPlaced }
        return WaylandSession.isXwayland ? .xwayland : .x11
    }

    /// The name of the display the snacks show on (`:0`, `wayland-0`); nil before GTK started.
    public static var displayName: String? {
        gdk_display_get_default().flatMap { gdk_display_get_name($0) }.map { String(cString: $0) }
    }

    /// Called for each window placed, snack dismissed and window closed.
    public var observer: (@MainActor (SnackWindowEvent) -> Void)? {
        get { runtime?.observer }
        set { runtime?.observer = newValue }
    }

    /// Shows the snacks inside an app window instead of on the monitor: at its top or bottom inside
    /// its frame, transient for it, following it as it moves or resizes; when it closes, its snacks
    /// end with `.shutdown` (later ones show on the monitor). Pass nil to go back to the monitor. A snack
    /// is as wide as the window's frame allows (its text wraps or is cut with "…"), above the window and
    /// below the app's dialogs transient for it. A window narrower than a snack's least content (icon, an
    /// action cut to "…", the close button; about 170 px) cannot hold it: the snack then reaches past the
    /// window's edge, and a warning says so once. A window too small to show one more snack whole beside those
    /// it shows (a stack would reach the far edge or meet the stack of the other edge) lets it wait in its queue,
    /// as when `maxVisible` is reached, until a shown snack goes or the window is resized; no snack is cut shorter
    /// than its content, and one alone shows whatever the window's size.
    /// - Parameter window: a toplevel `GtkWindow *` the app owns.
    /// - Returns: false, with a warning, when `window` is an object of another type (a widget inside a
    ///   window, a plain GObject) or a window already destroyed (closed, the app still holding it): the snacks
    ///   stay where they were, in the window they were anchored in or on the monitor. (A pointer to no GObject
    ///   at all cannot be checked.)
    @discardableResult
    public func anchor(to window: UnsafeMutableRawPointer?) -> Bool {
        guard let window else {
            detachAnchor()
            return true
        }
        if let refusal = Self.anchorRefusal(window) {
            SnackLog.warn("anchor(to:) needs a toplevel GtkWindow: \(refusal); the snacks stay where they were")
            return false
        }
        guard let runtime, let desktop else { return true }
        if let anchored = runtime.host as? AnchoredHost { anchored.detach() }
        runtime.host = AnchoredHost(window: cast(window), desktop: desktop)
        runtime.restackAll()
        return true
    }

    /// Why snacks cannot be anchored in `window`, in words for a warning; nil for a toplevel `GtkWindow` not yet
    /// destroyed. GTK lists every toplevel until its destruction.
    package static func anchorRefusal(_ window: UnsafeMutableRawPointer) -> String? {
        guard snack_is_window(window) != 0, gtk_widget_is_toplevel(cast(window)) != 0 else { return "the object is not one" }
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var node = toplevels
        while let current = node {
            if current.pointee.data == window { return nil }
            node = current.pointee.next
        }
        return "the window was destroyed"
    }

    /// Back to the monitor from an app's window, if the snacks were anchored.
    private func detachAnchor() {
        guard let runtime, let desktop, let anchored = runtime.host as? AnchoredHost else { return }
        anchored.detach()
        runtime.host = desktop
        runtime.restackAll()
    }

    /// Loads a CSS file at USER priority, above the theme. Bad rules come back (and are printed) as
    /// `file:line:column: message`; the rest of the file still applies.
    @discardableResult
    public func loadUserCSS(file path: String) -> [String] {
        guard runtime != nil, let styler else { return ["\(path): no display"] }
        return styler.loadUserCSS(file: path)
    }

    /// Takes back the CSS file `loadUserCSS(file:)` loaded, if any.
    package func unloadUserCSS() {
        styler?.unloadUserCSS()
    }

    /// Forces the light or dark palette; nil (the default) follows GTK's settings
    /// (`gtk-application-prefer-dark-theme`, a theme name ending in `-dark`).
    public var forcedVariant: ThemeVariant? {
        get { styler?.forcedVariant }
        set {
            _ = runtime
            styler?.forcedVariant = newValue
        }
    }

    /// The palette snacks are drawn in now (the forced one or the desktop's), to draw one offscreen alike.
    package var currentVariant: ThemeVariant { styler?.variant ?? forcedVariant ?? .light }

    /// Seconds the snack with this id has left; nil when it is infinite, already gone or unknown.
    public func timeLeft(id: String) -> Double? {
        guard let runtime = createdRuntime else { return nil }
        return runtime.board.timeLeft(id: id, now: runtime.clock())
    }

    /// Whether something holds the snack's timer now (the pointer over it, focus, a running action).
    public func isPaused(id: String) -> Bool {
        createdRuntime?.board.isPaused(id: id) ?? false
    }

    /// `timeLeft(id:)` under a longer name, for code that calls it by that one.
    @available(*, deprecated, renamed: "timeLeft(id:)")
    public func timeLeft(ofSnackWithID id: String) -> Double? { timeLeft(id: id) }

    /// `isPaused(id:)` under a longer name, for code that calls it by that one.
    @available(*, deprecated, renamed: "isPaused(id:)")
    public func isPaused(snackWithID id: String) -> Bool { isPaused(id: id) }

    /// Moves the keyboard focus to the newest snack on screen, its first action focused: Tab moves
    /// between its buttons, Enter or Space presses one, Escape dismisses it, its timer holds while it has
    /// the focus, and the window that had the focus gets it back when the snack closes. Bind it to a key
    /// in the app (or use `snack-notify --focus` for the desktop's popups).
    /// - Returns: false when no snack on screen can take the focus (none shown yet, or on Wayland inside
    ///   an app's window, where a subsurface cannot take it), and always under Xwayland on a Wayland
    ///   desktop, where a warning says why once (see `focusRefusal`).
    @discardableResult
    public func focusNewest() -> Bool {
        createdRuntime?.focusNewest() ?? false
    }

    /// Gives the keyboard focus to the newest snack on screen or, while a snack has the focus it asked for,
    /// to the next older one, around from the oldest to the newest: `snack-notify --focus` pressed again.
    package func focusNext() -> Bool {
        createdRuntime?.focusNext() ?? false
    }

    /// Ends the shown snack with this id as its close button does (reason `.closeButton`): for a host that
    /// closes it on the user's behalf, such as the popup service on a click of its body.
    package func closeAsUser(id: String) {
        send(.closeButton(id: id))
    }

    /// Why snacks never take the keyboard on this display, not even on request; nil where
    /// they can give it back. Under Xwayland on a Wayland desktop (GNOME, KDE or sway with GDK's X11
    /// backend) an X11 window can take the keyboard from a Wayland window but not give it back: the app
    /// would lose what is typed next. Nil before GTK started.
    package static var focusRefusal: String? {
        screenSurface?.keyboardRefusal
    }

    /// Whether the snack with this id has a surface the display does not show yet: `.mapped` for it is
    /// still to come. False once mapped, and for a queued, unknown or closing snack.
    public func isAwaitingMap(id: String) -> Bool {
        guard let record = createdRuntime?.record(id: id) else { return false }
        return !record.surface.isMapped
    }

    /// Feeds an event to the runtime, if a display is open.
    func send(_ event: SnackEvent) {
        followApplicationShutdown()
        runtime?.send(event)
    }

    /// The runtime, created on first use; nil when no display can be opened.
    var runtime: SnackRuntime? {
        if let createdRuntime { return createdRuntime }
        if gdk_display_get_default() == nil, gtk_init_check(nil, nil) == 0 {
            SnackLog.warnOnce(key: "no-display", Self.noDisplayMessage() + "; snacks are rejected")
            return nil
        }
        // Every way in reaches the runtime here, also a first call that is not the manager's (a snack with the
        // app's widget): the work posted to the main queue (the screen reader's answer, timers) runs from now.
        MainQueueDrain.install()
        let desktop = DesktopHost()
        let created = SnackRuntime(
            settings: initialSettings, preferences: userPreferences, host: Self.screenHost(desktop),
            timer: GLibDeadlineTimer())
        created.watchScreenReader()
        created.keepClear(of: RootWindowStacks.onDefaultDisplay())
        // Below the main queue's drain (`MainQueueDrain`), so that a snack added right after one was removed
        // comes first, and above redraw, so that the stack closes up in the same frame.
        created.closeUpLater = { work in MainLoopSource.whenIdle(priority: G_PRIORITY_HIGH_IDLE + 1, work) }
        endSnacksWhenTheAppEnds(created)
        styler = SnackStyler(theme: initialSettings.theme)
        self.desktop = desktop
        createdRuntime = created
        return created
    }

    /// Where screen-level snacks go: the desktop, unless GDK talks Wayland to a compositor without layer
    /// shell, where a client cannot place its own windows (said once).
    private static func screenHost(_ desktop: DesktopHost) -> any SurfaceHost {
        guard !desktop.usesLayerShell, snack_display_is_wayland(gdk_display_get_default()) != 0 else { return desktop }
        SnackLog.warnOnce(
            key: "no-layer-shell",
            "this Wayland compositor has no layer shell: snacks show inside the "
                + "app's active window, or where the compositor puts them when the app shows none")
        return ActiveWindowHost(desktop: desktop)
    }

    /// "cannot open display: " and why.
    static func noDisplayMessage() -> String {
        "cannot open display: " + unopenedDisplayReason()
    }

    /// Why GDK opened no display, by the variables it reads: the X display named, else the Wayland one,
    /// of the backends `GDK_BACKEND` lets it try (both when it is unset).
    package static func unopenedDisplayReason() -> String {
        let named = { (variable: String) in getenv(variable).flatMap { $0.pointee != 0 ? String(cString: $0) : nil } }
        let backends = named("GDK_BACKEND").map { $0.split(separator: ",").map(String.init) } ?? ["*"]
        let tries = { (backend: String) in backends.contains(backend) || backends.contains("*") }
        if tries("x11"), let display = named("DISPLAY") { return "the X display '\(display)' does not answer" }
        if tries("wayland"), let wayland = named("WAYLAND_DISPLAY") {
            return tries("x11")
                ? "the Wayland display '\(wayland)' does not answer, and DISPLAY is not set"
                : "the Wayland display '\(wayland)' does not answer (GDK_BACKEND='\(backends.joined(separator: ","))')"
        }
        if !tries("x11") && !tries("wayland") { return "GDK_BACKEND='\(backends.joined(separator: ","))' allows neither x11 nor wayland" }
        if tries("x11") && tries("wayland") { return "neither DISPLAY nor WAYLAND_DISPLAY is set" }
        return tries("x11") ? "DISPLAY is not set" : "WAYLAND_DISPLAY is not set"
    }
}
