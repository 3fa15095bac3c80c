import CGtk

/// Follows the desktop's screen-reader switch: GSettings `org.gnome.desktop.a11y.applications`
/// `screen-reader-enabled`, the key GNOME and Orca set.
///
/// The schema is looked up first: on a desktop without it the watch reports "off" and never changes,
/// instead of GLib aborting on an unknown schema. Owns one GSettings reference for its life.
@MainActor
final class ScreenReaderWatch {
    static let schema = "org.gnome.desktop.a11y.applications"
    static let key = "screen-reader-enabled"
    nonisolated(unsafe) private let settings: UnsafeMutablePointer<GSettings>?

    /// Starts watching; `onChange` gets the new state whenever the desktop switches it.
    init(onChange: @escaping @MainActor (Bool) -> Void) {
        settings = Self.makeSettings()
        guard let settings else { return }
        connectIgnoringArgument(asGPointer(settings), "changed::" + Self.key) { [weak self] in
            guard let self else { return }
            onChange(isEnabled)
        }
    }

    /// Whether the desktop says a screen reader runs (false without the schema).
    var isEnabled: Bool {
        guard let settings else { return false }
        return g_settings_get_boolean(settings, Self.key) != 0
    }

    private static func makeSettings() -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, Self.schema, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, Self.key) != 0 else { return nil }
        return g_settings_new_full(schema, nil, nil)
    }

    deinit {
        if let settings { g_object_unref(asGPointer(settings)) }
    }
}
