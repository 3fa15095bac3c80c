import CSnackbarGtk4
import Glibc
import SnackbarCore
import SnackbarGlue

/// The snack CSS on the default GDK display for every `SnackOverlay` of the process: the theme written
/// out as GTK 4 CSS at APPLICATION priority (a user's `~/.config/gtk-4.0/gtk.css` at USER priority beats
/// it), light or dark following GTK's settings unless forced, the high-contrast palette under a
/// high-contrast desktop. In-window snacks live in the app's own surface, so corners are always rounded and
/// the shadow always drawn.
///
/// Owns its provider and its settings handlers for the process's life.
@MainActor
final class OverlayStyler {
    /// The process's styler, made by the first overlay.
    static let shared = OverlayStyler()

    /// The theme whose CSS is loaded.
    var theme = Theme.standard {
        didSet { if theme != oldValue { reload() } }
    }
    /// Light or dark regardless of GTK's settings; nil follows them.
    var forcedVariant: ThemeVariant? {
        didSet { if forcedVariant != oldValue { reload() } }
    }
    private let provider = gtk_css_provider_new()!
    /// The app's style sheet over the theme (`loadUserCSS`), and the problems of its last load.
    private let userProvider = gtk_css_provider_new()!
    private var userProblems: [String] = []

    private init() {
        ObjectSignal.connectParsingError(object(provider)) { _, error in
            GLibLog.warning("snack theme CSS: " + (error.map { String(cString: $0.pointee.message) } ?? "parse error"))
        }
        ObjectSignal.connectParsingError(object(userProvider)) { [weak self] section, error in
            let start = section.flatMap { gtk_css_section_get_start_location($0)?.pointee }
            let place = start.map { "\($0.lines + 1):\($0.line_chars): " } ?? ""
            self?.userProblems.append(place + (error.map { String(cString: $0.pointee.message) } ?? "parse error"))
        }
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            gtk_style_context_add_provider_for_display(display, OpaquePointer(userProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
        }
        if let settings = gtk_settings_get_default() {
            for property in ["gtk-application-prefer-dark-theme", "gtk-theme-name"] {
                connectNotify(object(settings), property: property) { [weak self] in self?.reload() }
            }
        }
        reload()
    }

    /// The variant snacks use now, high contrast or not.
    var variant: ThemeVariant { highContrastVariant ?? baseVariant }

    /// The high-contrast variant in force, nil when the desktop asks for none.
    var highContrastVariant: ThemeVariant? {
        let variable = getenv("GTK_THEME").map { String(cString: $0) } ?? ""
        return DesktopHighContrast.variant(themeNames: [variable, themeName], isDark: baseVariant == .dark)
    }

    /// Light or dark: forced, else GTK's dark preference, else a dark theme named by `GTK_THEME` (as
    /// `Adwaita:dark`) or by GTK's setting.
    private var baseVariant: ThemeVariant {
        if let forcedVariant { return forcedVariant }
        let prefersDark = gtk_settings_get_default().map { snack4_object_get_bool(object($0), "gtk-application-prefer-dark-theme") != 0 } ?? false
        let variable = getenv("GTK_THEME").map { String(cString: $0) } ?? ""
        return DesktopColorScheme.variant(prefersDark: prefersDark, themeNames: [variable, themeName])
    }

    private var themeName: String {
        guard let settings = gtk_settings_get_default(), let name = snack4_object_get_string(object(settings), "gtk-theme-name") else {
            return ""
        }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// The theme's GTK 4 CSS for the variant in force, with the theme's shadow.
    var css: String {
        let highContrast = highContrastVariant
        let sheet = theme.css(variant: highContrast ?? baseVariant, highContrast: highContrast != nil, dialect: .gtk4)
        return sheet + "\n.\(SnackbarCSSClass.snackbar) { box-shadow: \(theme.elevation.cssBoxShadow); }\n"
    }

    /// Loads `css` as the app's style sheet at USER priority; returns GTK's problems with it.
    func loadUserCSS(_ css: String) -> [String] {
        userProblems = []
        gtk_css_provider_load_from_data(userProvider, css, -1)
        return userProblems
    }

    private func reload() {
        gtk_css_provider_load_from_data(provider, css, -1)
    }
}
