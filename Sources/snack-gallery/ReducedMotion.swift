import CGtk
import SnackbarGlue

/// GTK's own "reduce motion" switch (`gtk-enable-animations`), which the renderer follows: with it off
/// snacks appear and leave without sliding.
@MainActor
enum ReducedMotion {
    /// Whether animations are off for this process.
    static var isOn: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            return !GObjectProperty.bool(Casts.object(settings), "gtk-enable-animations")
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            snack_object_set_bool(Casts.object(settings), "gtk-enable-animations", newValue ? 0 : 1)
        }
    }
}
