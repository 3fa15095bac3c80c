import CGtk
import Glibc
import SnackbarCore
import SnackbarGlue

/// The snack CSS on the default screen: the theme at APPLICATION priority, an optional user file at
/// USER priority (beating the theme), light or dark following GTK's settings unless forced, the
/// high-contrast palette under a high-contrast desktop (`DesktopAppearance`) whatever the rest, a
/// snack's own light or dark palette included. Corner radius and the theme's shadow in CSS only while a
/// compositor runs (else the windows get a shape mask). Each follows its setting as it changes: the
/// windows on screen are restyled with the next popup.
///
/// Owns its providers (one reference each, for the process's life) and the settings handlers.
@MainActor
final class SnackStyler {
    /// The theme whose CSS is loaded.
    var theme: Theme {
        didSet { reload() }
    }
    /// Light or dark regardless of GTK's settings; nil follows them.
    var forcedVariant: ThemeVariant? {
        get { appearance.forcedVariant }
        set { appearance.forcedVariant = newValue }
    }
    private let themeProvider = gtk_css_provider_new()!
    /// The high-contrast palette while the desktop asks for it (else empty): above a snack's own light
    /// or dark palette (APPLICATION + 1), below the user's CSS (USER).
    private let highContrastProvider = gtk_css_provider_new()!
    private var userProvider: UnsafeMutablePointer<GtkCssProvider>?
    /// The dark and high-contrast inputs, followed live.
    private let appearance = DesktopAppearance(settings: gtk_settings_get_default().map { asGPointer($0) })

    /// Installs the providers on the default screen and follows GTK's light/dark settings.
    init(theme: Theme) {
        self.theme = theme
        connectParsingError(asGPointer(themeProvider)) { section, error in
            let line = section.map { gtk_css_section_get_start_line($0) + 1 } ?? 0
            SnackLog.warn("snack theme CSS line \(line): " + (error.map { String(cString: $0.pointee.message) } ?? "parse error"))
        }
        if let screen = gdk_screen_get_default() {
            gtk_style_context_add_provider_for_screen(screen, asStyleProvider(themeProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            gtk_style_context_add_provider_for_screen(
                screen, asStyleProvider(highContrastProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 2)
            connectPlain(asGPointer(screen), "composited-changed") { [weak self] in self?.reload() }
        }
        appearance.onChange = { [weak self] in self?.reload() }
        reload()
    }

    /// The variant snacks use now, high contrast aside (its palette goes on top, `highContrastProvider`).
    var variant: ThemeVariant { appearance.baseVariant }

    /// The high-contrast variant on top of `variant`, nil when the desktop asks for none.
    var highContrastVariant: ThemeVariant? { appearance.highContrastVariant }

    private func reload() {
        gtk_css_provider_load_from_data(themeProvider, css(for: variant), -1, nil)
        let highContrast = appearance.highContrastVariant
        gtk_css_provider_load_from_data(highContrastProvider, highContrast.map { css(for: $0, highContrast: true) } ?? "", -1, nil)
    }

    /// The theme's CSS for `variant` (its high-contrast palette if `highContrast`) as this screen needs
    /// it: rounded with a shadow only where a compositor blends them; without one light cards take borders
    /// that show without the shadow, drawn along the window's rounded shape.
    func css(for variant: ThemeVariant, highContrast: Bool = false) -> String {
        let composited = gdk_screen_get_default().map { gdk_screen_is_composited($0) != 0 } ?? false
        // The theme's CSS leaves the shadow out; it shows only where a compositor blends it.
        let shadow = composited ? "\n.\(SnackbarCSSClass.snackbar) { box-shadow: \(theme.elevation.cssBoxShadow); }\n" : ""
        // Without a compositor the window's shape mask rounds the corners; a light card's strong border follows
        // the same curve there (what GTK paints black outside it, the mask cuts away).
        let rounded = composited || Theme.strengthensBorderWithoutShadow(variant: variant, highContrast: highContrast)
        return theme.css(variant: variant, rounded: rounded, highContrast: highContrast, shadowed: composited) + shadow
    }

    /// Loads a user CSS file at USER priority, replacing an earlier one. Bad rules are reported as
    /// `file:line:column: message` (also printed as warnings) and the rest still applies.
    func loadUserCSS(file path: String) -> [String] {
        unloadUserCSS()
        let parsed = ParsedCSS.load(file: path)
        userProvider = parsed.provider
        if let screen = gdk_screen_get_default() {
            gtk_style_context_add_provider_for_screen(screen, asStyleProvider(parsed.provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
        }
        for problem in parsed.problems { SnackLog.warn("user CSS: " + problem) }
        return parsed.problems
    }

    /// Takes the user CSS file off the screen, if one is loaded.
    func unloadUserCSS() {
        guard let old = userProvider else { return }
        if let screen = gdk_screen_get_default() { gtk_style_context_remove_provider_for_screen(screen, asStyleProvider(old)) }
        g_object_unref(asGPointer(old))
        userProvider = nil
    }
}
