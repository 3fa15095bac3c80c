import CSnackbarGLib

/// GVariant and GError helpers the client and the service share.
package enum GLibHelpers {
    /// A new floating tuple variant of `children`.
    package static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer {
        var items = children
        return g_variant_new_tuple(&items, gsize(items.count))
    }

    /// The message of `error` (and frees it), or `fallback` when there is none. A remote peer's error
    /// loses GDBus's "GDBus.Error:NAME: " prefix: users read the service's own words.
    package static func take(_ error: UnsafeMutablePointer<GError>?, fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        g_dbus_error_strip_remote_error(error)
        return String(cString: error.pointee.message)
    }

    /// The D-Bus error name carried by `error`, if it came from a remote peer.
    package static func remoteErrorName(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error, let name = g_dbus_error_get_remote_error(error) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
