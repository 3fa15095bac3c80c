import CSnackbarGLib
import Glibc
import SnackbarCore

/// The dark and high-contrast inputs both renderers style snacks by, read and followed in one place:
/// GTK's settings object (`gtk-application-prefer-dark-theme`, `gtk-theme-name`; the same properties in
/// GTK 3 and GTK 4), `GTK_THEME` as the desktop set it, GNOME's high-contrast switch, libadwaita's style
/// manager's `high-contrast` in an Adwaita app (`AdwaitaStyleManager`), and a variant the app forces. The decisions are `DesktopColorScheme`'s and `DesktopHighContrast`'s.
///
/// Calls `onChange` whenever one of them changes; owns its switch for its life (the settings handlers
/// hold it weakly).
@MainActor
package final class DesktopAppearance {
    /// `GTK_THEME` as the process got it, kept by a snacks-only process before it points GTK at its own
    /// sheet; nil: the variable is read as it is.
    nonisolated(unsafe) private static var keptThemeVariable: String?

    /// Keeps `GTK_THEME` before a snacks-only process replaces it.
    package static func keepDesktopThemeVariable() {
        keptThemeVariable = getenv("GTK_THEME").map { String(cString: $0) } ?? ""
    }

    /// `GTK_THEME` as the desktop set it (`Adwaita:dark`, `HighContrast`), also in a snacks-only process.
    package static var desktopThemeVariable: String {
        keptThemeVariable ?? getenv("GTK_THEME").map { String(cString: $0) } ?? ""
    }

    /// Light or dark regardless of the desktop; nil follows it.
    package var forcedVariant: ThemeVariant? {
        didSet { if forcedVariant != oldValue { onChange?() } }
    }
    /// Called when an input changed.
    package var onChange: (@MainActor () -> Void)?
    private let settings: gpointer?
    private var highContrastSwitch: DesktopSwitch?
    /// libadwaita's style manager in an Adwaita app, nil elsewhere (it lives as long as the process).
    private let styleManager = AdwaitaStyleManager.lookUp()

    /// Follows `settings` (GTK's default `GtkSettings`, nil without a display) and GNOME's switch.
    package init(settings: gpointer?) {
        self.settings = settings
        if let settings {
            for property in ["gtk-application-prefer-dark-theme", "gtk-theme-name"] {
                ObjectSignal.connectNotify(settings, property: property) { [weak self] in self?.onChange?() }
            }
        }
        highContrastSwitch = DesktopSwitch(DesktopSwitch.highContrast) { [weak self] _ in self?.onChange?() }
        if let styleManager {
            ObjectSignal.connectNotify(styleManager, property: "high-contrast") { [weak self] in self?.onChange?() }
        }
    }

    /// Light or dark, high contrast aside: forced, else as `DesktopColorScheme` decides.
    package var baseVariant: ThemeVariant {
        if let forcedVariant { return forcedVariant }
        let prefersDark = settings.map { GObjectProperty.bool($0, "gtk-application-prefer-dark-theme") } ?? false
        return DesktopColorScheme.variant(prefersDark: prefersDark, themeNames: themeNames)
    }

    /// The high-contrast variant in force, nil when the desktop asks for none.
    package var highContrastVariant: ThemeVariant? {
        let asked = highContrastSwitch?.isOn == true || styleManager.map { GObjectProperty.bool($0, "high-contrast") } == true
        return DesktopHighContrast.variant(themeNames: themeNames, isDark: baseVariant == .dark, gnomeSwitch: asked)
    }

    /// `GTK_THEME` and GTK's theme name, in that order.
    private var themeNames: [String] {
        [Self.desktopThemeVariable, themeName]
    }

    private var themeName: String {
        settings.flatMap { GObjectProperty.string($0, "gtk-theme-name") } ?? ""
    }
}
