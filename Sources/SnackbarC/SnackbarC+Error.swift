import CSnackbarGLib
import SnackbarGlue

// libsnackbar's error domain: the calls taking a `GError **` (libsnackbar-gtk4 has none).

/// The C entry point `snackbar_error_quark`, documented in include/snackbar.h.
@_cdecl("snackbar_error_quark")
public func snackbar_error_quark() -> GQuark {
    // from_string, not from_static_string: a Swift literal passed to C is a temporary copy.
    g_quark_from_string("snackbar-error-quark")
}

/// Reports a failure through a C `GError **` in the SNACKBAR_ERROR domain, the status as its code.
enum CError {
    typealias Out = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?

    static func set(_ error: Out, _ status: CStatus, _ message: String) {
        g_set_error_literal(error, snackbar_error_quark(), gint(status.rawValue), message)
    }

    /// Sets `error` and returns nil, for `return CError.fail(...)`.
    static func fail<Value>(_ error: Out, _ status: CStatus, _ message: String) -> Value? {
        set(error, status, message)
        return nil
    }
}
