import CGtk
import Glibc
import SnackbarCore

/// Whether snacks take the theme's high-contrast palette, and in which variant: under GTK's HighContrast
/// (light) or HighContrastInverse (dark) theme, named by `GTK_THEME` or the `gtk-theme-name` setting, or
/// while GNOME's high-contrast switch is on (`org.gnome.desktop.a11y.interface` `high-contrast`; light
/// or dark as the desktop is).
enum HighContrastSetting {
    /// `GTK_THEME` as the process got it, kept by a snacks-only process before it points GTK at its own
    /// sheet (`SnacksOnlyTheme`); nil: the variable is read as it is.
    nonisolated(unsafe) static var desktopThemeVariable: String?

    /// Keeps `GTK_THEME` before a snacks-only process replaces it.
    static func keepDesktopTheme() {
        desktopThemeVariable = getenv("GTK_THEME").map { String(cString: $0) } ?? ""
    }

    /// The high-contrast variant in force, nil when high contrast is off. `isDark`: the desktop's variant.
    @MainActor
    static func variant(isDark: Bool) -> ThemeVariant? {
        let variable = desktopThemeVariable ?? getenv("GTK_THEME").map { String(cString: $0) } ?? ""
        for name in [variable, settingsThemeName() ?? ""] where !name.isEmpty {
            let parts = name.lowercased().split(separator: ":")
            switch parts.first {
            case "highcontrastinverse": return .dark
            case "highcontrast": return parts.last == "dark" ? .dark : .light
            default: continue
            }
        }
        return isGnomeSwitchOn() ? (isDark ? .dark : .light) : nil
    }

    @MainActor
    private static func settingsThemeName() -> String? {
        guard let settings = gtk_settings_get_default(),
            let name = snack_object_get_string(asGPointer(settings), "gtk-theme-name")
        else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// GNOME's switch; off on a desktop without the schema (looked up first: GLib aborts on an unknown one).
    private static func isGnomeSwitchOn() -> Bool {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.a11y.interface", 1)
        else { return false }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "high-contrast") != 0, let settings = g_settings_new_full(schema, nil, nil) else {
            return false
        }
        defer { g_object_unref(asGPointer(settings)) }
        return g_settings_get_boolean(settings, "high-contrast") != 0
    }
}
