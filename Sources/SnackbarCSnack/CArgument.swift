import SnackbarCore
import SnackbarGlue

// The checks of the C libraries' plain arguments (strings, fractions, modes, the calling thread), written once so
// that libsnackbar and libsnackbar-gtk4 refuse alike, with the same status and the same words.

/// Runs `body` on the main actor when called on the GTK thread, else warns and returns WRONG_THREAD.
package func onGtkThread(_ function: String, _ body: @MainActor () -> Int32) -> Int32 {
    guard isMainThread() else { return CLog.fail(.wrongThread, function, "call it on the thread that runs the GTK main loop") }
    return MainActor.assumeIsolated { body() }
}

package enum CArgument {
    /// Runs `body` with the string argument `name`, which must be valid UTF-8 and not NULL; else warns and
    /// returns NULL_ARGUMENT or INVALID_UTF8.
    package static func text(_ pointer: UnsafePointer<CChar>?, name: String, function: String, _ body: (String) -> Int32) -> Int32 {
        CString.with({ () throws(CString.Problem) in try CString.required(pointer) }, name: name, function: function, body)
    }

    /// Runs `body` with the progress a C `fraction` asks for: a bar filled that far (clamped to 1), a spinner for
    /// a negative value; NaN is refused (INVALID_VALUE).
    package static func progress(_ fraction: Double, function: String, _ body: (SnackProgress) -> Int32) -> Int32 {
        guard !fraction.isNaN else {
            return CLog.fail(.invalidValue, function, "fraction is NaN: use 0…1 for a bar, a negative value for a spinner")
        }
        return body(fraction < 0 ? .indeterminate : .fraction(min(fraction, 1)))
    }

    /// Runs `body` with the palette a C `mode` asks for: -1 follows GTK's settings (nil), 0 light, 1 dark; another
    /// mode is refused (UNKNOWN_ENUM).
    package static func palette(_ mode: Int32, function: String, _ body: (ThemeVariant?) -> Int32) -> Int32 {
        guard (-1...1).contains(mode) else {
            return CLog.fail(.unknownEnumValue, function, "unknown mode \(mode): use -1 (follow GTK), 0 (light) or 1 (dark)")
        }
        return body(mode < 0 ? nil : mode == 1 ? .dark : .light)
    }
}
