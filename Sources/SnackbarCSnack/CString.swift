import SnackbarGlue

/// Turning the C ABI's `const char *` arguments into Swift strings, with the check that failed.
package enum CString {
    package enum Problem: Error {
        case null
        case invalidUTF8
    }

    /// The string at `pointer`, which must be valid UTF-8 and not NULL.
    package static func required(_ pointer: UnsafePointer<CChar>?) throws(Problem) -> String {
        guard let pointer else { throw .null }
        guard let text = String(validatingCString: pointer) else { throw .invalidUTF8 }
        return text
    }

    /// nil for NULL, otherwise the string, which must be valid UTF-8.
    package static func optional(_ pointer: UnsafePointer<CChar>?) throws(Problem) -> String? {
        guard pointer != nil else { return nil }
        return try required(pointer)
    }

    /// Runs `body` with the converted argument `name`, or warns and returns the matching status.
    package static func with<Value>(
        _ convert: () throws(Problem) -> Value, name: String, function: String,
        _ body: (Value) -> Int32
    ) -> Int32 {
        do {
            return body(try convert())
        } catch .null {
            return CLog.fail(.nullArgument, function, "\(name) is NULL")
        } catch {
            return CLog.fail(.invalidUTF8, function, "\(name) is not valid UTF-8")
        }
    }
}
