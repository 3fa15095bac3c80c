import CGtk
import Glibc
import SnackbarGlue

extension SnackbarPresenter {
    /// Whether `keepCursorCache()` follows GTK's cursor settings already.
    @MainActor private static var followsCursorSettings = false

    /// Builds or refreshes the popup service's cursor cache (see `CursorThemeCache`) for the theme and
    /// size GTK's settings name, and again whenever they change. When the cache the display loaded from
    /// was missing or stale (a first use of the theme, a theme changed, files gone), GDK loads the theme
    /// again from the refreshed cache, so the pointer is the desktop's from then on.
    ///
    /// Call once the first popup is on screen, so that the cold path never waits for it: an idle of low
    /// priority runs after GDK has drawn and attached the popup's first buffer. Only on a Wayland display.
    package static func keepCursorCache() {
        guard !followsCursorSettings, let display = gdk_display_get_default(), snack_display_is_wayland(display) != 0,
            let settings = gtk_settings_get_default()
        else { return }
        followsCursorSettings = true
        MainLoopSource.whenIdle(priority: G_PRIORITY_LOW) { refreshCursorCache(display: display, settings: settings) }
        for property in ["gtk-cursor-theme-name", "gtk-cursor-theme-size"] {
            connectNotify(settings, property: property) { refreshCursorCache(display: display, settings: settings) }
        }
    }

    /// Opens a label's link as GTK would (the URI's default app), but with the desktop's `XCURSOR_PATH`
    /// instead of the one pointing at the cursor cache, so the app opened loads the whole desktop theme.
    /// - Returns: true once it tried (a failure is a warning); false without a launch context, when
    ///   GTK's own handler opens the link.
    static func openLink(_ uri: String, from widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let context = gdk_display_get_app_launch_context(gtk_widget_get_display(widget)) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let launch = UnsafeMutablePointer<GAppLaunchContext>(context)
        if let desktop = CursorThemeCache.desktopSearchPathVariable {
            g_app_launch_context_setenv(launch, "XCURSOR_PATH", desktop)
        } else {
            g_app_launch_context_unsetenv(launch, "XCURSOR_PATH")
        }
        gdk_app_launch_context_set_timestamp(context, gtk_get_current_event_time())
        var error: UnsafeMutablePointer<GError>?
        if g_app_info_launch_default_for_uri(uri, launch, &error) == 0 {
            SnackLog.warn("cannot open \(uri): \(error.map { String(cString: $0.pointee.message) } ?? "no app")")
            g_clear_error(&error)
        }
        return true
    }

    private static func refreshCursorCache(display: OpaquePointer, settings: UnsafeMutablePointer<GtkSettings>) {
        let theme = GObjectProperty.string(settings, "gtk-cursor-theme-name") ?? "default"
        let size = Int32(GObjectProperty.int(settings, "gtk-cursor-theme-size"))
        let path = CursorThemeCache.searchPath(
            variable: CursorThemeCache.desktopSearchPathVariable, home: String(cString: g_get_home_dir()),
            dataHome: getenv("XDG_DATA_HOME").map { String(cString: $0) })
        let files = CursorThemeCache.resolve(theme: theme, names: CursorThemeCache.cursorNames, in: path)
        let root = CursorThemeCache.root(under: SnacksOnlyTheme.defaultBase())
        guard CursorThemeCache.store(theme: theme, files: files, root: root) == true, CursorThemeCache.isInUse else { return }
        // GDK loads a theme only when its name or size differs from the one it has: another size first
        // (read from the cache, a few files), then the settings' own.
        gdk_wayland_display_set_cursor_theme(display, theme, size + 1)
        gdk_wayland_display_set_cursor_theme(display, theme, size)
    }
}
