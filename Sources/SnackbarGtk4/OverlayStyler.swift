import CSnackbarGtk4
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
        get { appearance.forcedVariant }
        set { appearance.forcedVariant = newValue }
    }
    /// The dark and high-contrast inputs, followed live.
    private let appearance = DesktopAppearance(settings: gtk_settings_get_default().map { object($0) })
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
            // 1-based, as GTK 3's renderer and editors count (GTK 4's location counts from 0).
            let place = start.map { "\($0.lines + 1):\($0.line_chars + 1): " } ?? ""
            self?.userProblems.append(place + (error.map { String(cString: $0.pointee.message) } ?? "parse error"))
        }
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            gtk_style_context_add_provider_for_display(display, OpaquePointer(userProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
        }
        appearance.onChange = { [weak self] in self?.reload() }
        reload()
    }

    /// Light or dark, and the high-contrast variant in force if any.
    var look: (variant: ThemeVariant, highContrast: ThemeVariant?) { (appearance.baseVariant, appearance.highContrastVariant) }

    /// The theme's GTK 4 CSS for the variant in force, with the theme's shadow.
    var css: String {
        let highContrast = appearance.highContrastVariant
        let sheet = theme.css(variant: highContrast ?? appearance.baseVariant, highContrast: highContrast != nil, dialect: .gtk4)
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
