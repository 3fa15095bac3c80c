import CSnackbarGLib

/// One property of a GObject read by name (`g_object_get` is variadic, which Swift cannot call), for
/// both renderers: GTK 3's and GTK 4's settings objects name their properties alike.
package enum GObjectProperty {
    /// The boolean property `name` of `object`.
    package static func bool(_ object: gpointer, _ name: String) -> Bool {
        snack_glib_get_bool(object, name) != 0
    }

    /// The integer property `name` of `object`.
    package static func int(_ object: gpointer, _ name: String) -> Int {
        Int(snack_glib_get_int(object, name))
    }

    /// The string property `name` of `object`, nil when it is unset.
    package static func string(_ object: gpointer, _ name: String) -> String? {
        guard let value = snack_glib_get_string(object, name) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }
}
