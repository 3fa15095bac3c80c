import SnackbarCore

/// Whether the desktop asks for high contrast, and in which variant, for both renderers: GTK's
/// HighContrast (light) or HighContrastInverse (dark) theme by name, or GNOME's high-contrast switch
/// (`org.gnome.desktop.a11y.interface` `high-contrast`; light or dark as the desktop is).
package enum DesktopHighContrast {
    /// The high-contrast variant in force, nil when high contrast is off.
    /// - Parameters:
    ///   - themeNames: `GTK_THEME` and GTK's `gtk-theme-name`, in that order (empty ones are skipped).
    ///   - isDark: the desktop's variant, for GNOME's switch.
    ///   - gnomeSwitch: GNOME's switch as the caller follows it (`DesktopSwitch.highContrast`), or libadwaita's
    ///     style manager's `high-contrast`, which reads the same switch (or the settings portal's).
    package static func variant(themeNames: [String], isDark: Bool, gnomeSwitch: Bool) -> ThemeVariant? {
        for name in themeNames where !name.isEmpty {
            let parts = name.lowercased().split(separator: ":")
            switch parts.first {
            case "highcontrastinverse": return .dark
            case "highcontrast": return parts.last == "dark" ? .dark : .light
            default: continue
            }
        }
        return gnomeSwitch ? (isDark ? .dark : .light) : nil
    }
}
