import CSnackbarGLib

/// Follows one of the desktop's boolean GSettings keys as it changes (GNOME's screen-reader and
/// high-contrast switches).
///
/// The schema is looked up first: on a desktop without it the switch reads "off" and never changes,
/// instead of GLib aborting on an unknown schema. Owns one GSettings reference for its life.
@MainActor
package final class DesktopSwitch {
    /// `org.gnome.desktop.a11y.applications` `screen-reader-enabled`, the key GNOME and Orca set.
    package static let screenReader = (schema: "org.gnome.desktop.a11y.applications", key: "screen-reader-enabled")
    /// `org.gnome.desktop.a11y.interface` `high-contrast`, GNOME's high-contrast switch.
    package static let highContrast = (schema: "org.gnome.desktop.a11y.interface", key: "high-contrast")

    package let key: String
    nonisolated(unsafe) private let settings: UnsafeMutablePointer<GSettings>?

    /// Starts following `key` of `schema`; `onChange` gets the new state whenever the desktop switches it.
    package init(_ name: (schema: String, key: String), onChange: @escaping @MainActor (Bool) -> Void) {
        key = name.key
        settings = Self.makeSettings(name.schema, name.key)
        guard let settings else { return }
        ObjectSignal.connectIgnoringArgument(settings, "changed::" + name.key) { [weak self] in
            guard let self else { return }
            onChange(isOn)
        }
        // GSettings reports changes of a key only once it was read with a handler connected.
        _ = isOn
    }

    /// Whether the switch is on (false without the schema).
    package var isOn: Bool {
        guard let settings else { return false }
        return g_settings_get_boolean(settings, key) != 0
    }

    /// Loads GSettings' compiled schemas and its backend (GIO's modules: the module cache, dconf's module
    /// opened, its engine made) on a worker thread, started early in a process's life: the first switch,
    /// made on the main thread as GTK starts, then finds them loaded instead of loading them itself
    /// (0.85 ms of main-thread CPU in a cold call, by perf samples). Both are made once per process, under
    /// GLib's locks.
    nonisolated package static func loadInBackground() {
        WorkQueue.global.async {
            // Without schemas no switch is ever made, and the backend is not needed.
            guard g_settings_schema_source_get_default() != nil else { return }
            if let backend = g_settings_backend_get_default() { g_object_unref(UnsafeMutableRawPointer(backend)) }
        }
    }

    private static func makeSettings(_ schemaName: String, _ key: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaName, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0 else { return nil }
        return g_settings_new_full(schema, nil, nil)
    }

    deinit {
        if let settings { g_object_unref(settings) }
    }
}
