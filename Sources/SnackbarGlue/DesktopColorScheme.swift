import SnackbarCore

/// Light or dark as the desktop asks, for both renderers: GTK's dark preference
/// (`gtk-application-prefer-dark-theme`, which libadwaita and GNOME's colour scheme set), else a theme named
/// with a dark variant, by `GTK_THEME` (`Adwaita:dark`) or by GTK's `gtk-theme-name` (`Adwaita-dark`).
package enum DesktopColorScheme {
    /// The variant for these inputs.
    /// - Parameters:
    ///   - prefersDark: GTK's dark preference.
    ///   - themeNames: `GTK_THEME` as the desktop set it and GTK's `gtk-theme-name` (empty ones are skipped).
    package static func variant(prefersDark: Bool, themeNames: [String]) -> ThemeVariant {
        if prefersDark { return .dark }
        let isDarkTheme = themeNames.contains { name in
            let lowered = name.lowercased()
            return lowered.hasSuffix("-dark") || lowered.hasSuffix(":dark")
        }
        return isDarkTheme ? .dark : .light
    }
}
