import CSnackbarGLib
import SnackbarCore

/// Whether the desktop asks for high contrast, and in which variant, for both renderers: GTK's
/// HighContrast (light) or HighContrastInverse (dark) theme by name, or GNOME's high-contrast switch
/// (`org.gnome.desktop.a11y.interface` `high-contrast`; light or dark as the desktop is).
package enum DesktopHighContrast {
    /// The high-contrast variant in force, nil when high contrast is off.
    /// - Parameters:
    ///   - themeNames: `GTK_THEME` and GTK's `gtk-theme-name`, in that order (empty ones are skipped).
    ///   - isDark: the desktop's variant, for GNOME's switch.
    ///   - gnomeSwitch: GNOME's switch as the caller follows it; nil reads it now.
    package static func variant(themeNames: [String], isDark: Bool, gnomeSwitch: Bool? = nil) -> ThemeVariant? {
        for name in themeNames where !name.isEmpty {
            let parts = name.lowercased().split(separator: ":")
            switch parts.first {
            case "highcontrastinverse": return .dark
            case "highcontrast": return parts.last == "dark" ? .dark : .light
            default: continue
            }
        }
        return (gnomeSwitch ?? isGnomeSwitchOn()) ? (isDark ? .dark : .light) : nil
    }

    /// GNOME's switch; off on a desktop without the schema (looked up first: GLib aborts on an unknown one).
    package static func isGnomeSwitchOn() -> Bool {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.a11y.interface", 1)
        else { return false }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "high-contrast") != 0, let settings = g_settings_new_full(schema, nil, nil) else {
            return false
        }
        defer { g_object_unref(settings) }
        return g_settings_get_boolean(settings, "high-contrast") != 0
    }
}
