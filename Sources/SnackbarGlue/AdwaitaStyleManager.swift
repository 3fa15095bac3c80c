import CSnackbarGLib
import Glibc

/// libadwaita's style manager, when the process is an Adwaita app: found at run time (its type registered,
/// `adw_is_initialized()` true) and called through the process's own symbols, never linked, so an app without
/// libadwaita loads none. libadwaita 1.2 sets GTK's dark preference from it, but its `high-contrast` (read from
/// the settings portal, GNOME's switch or `ADW_DEBUG_HIGH_CONTRAST`) reaches GTK nowhere: snacks read it here.
package enum AdwaitaStyleManager {
    /// The default `AdwStyleManager`, nil when libadwaita is not loaded or not initialized (asking before
    /// `adw_init` would make the manager, and load Adwaita's style sheet, in an app that did not ask for it).
    package static func lookUp() -> gpointer? {
        guard g_type_from_name("AdwStyleManager") != 0, let process = dlopen(nil, RTLD_LAZY) else { return nil }
        defer { dlclose(process) }
        typealias IsInitialized = @convention(c) () -> gboolean
        typealias GetDefault = @convention(c) () -> gpointer?
        guard let isInitialized = dlsym(process, "adw_is_initialized"), let getDefault = dlsym(process, "adw_style_manager_get_default"),
            unsafeBitCast(isInitialized, to: IsInitialized.self)() != 0
        else { return nil }
        return unsafeBitCast(getDefault, to: GetDefault.self)()
    }
}
