import CGtk
import Glibc
import SnackbarCore
import SnackbarGlue

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

    /// The high-contrast variant in force, nil when high contrast is off. `isDark`: the desktop's variant;
    /// `gnomeSwitch`: GNOME's switch as it is now (`DesktopSwitch.highContrast`).
    @MainActor
    static func variant(isDark: Bool, gnomeSwitch: Bool) -> ThemeVariant? {
        DesktopHighContrast.variant(themeNames: [desktopTheme, settingsThemeName() ?? ""], isDark: isDark, gnomeSwitch: gnomeSwitch)
    }

    /// `GTK_THEME` as the desktop set it (`Adwaita:dark`, `HighContrast`), also in a snacks-only process.
    static var desktopTheme: String {
        desktopThemeVariable ?? getenv("GTK_THEME").map { String(cString: $0) } ?? ""
    }

    /// GTK's `gtk-theme-name` setting.
    @MainActor
    static func settingsThemeName() -> String? {
        guard let settings = gtk_settings_get_default(),
            let name = snack_object_get_string(asGPointer(settings), "gtk-theme-name")
        else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
