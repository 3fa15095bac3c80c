/// The status codes of both C libraries (`SnackbarStatus` of snackbar-types.h, which snackbar.h and
/// snackbar-gtk4.h include): 0 is success.
public enum CStatus: Int32, Sendable {
    case ok = 0
    case nullArgument = 1
    case invalidUTF8 = 2
    case unknownEnumValue = 3
    case invalidValue = 4
    case invalidHandle = 5
    case wrongThread = 6
    case noDisplay = 7
    case cssProblems = 8
    case wrongType = 9

    /// The text `snackbar_status_message` returns; static storage, never freed.
    public var message: StaticString {
        switch self {
        case .ok: "ok"
        case .nullArgument: "a required pointer argument was NULL"
        case .invalidUTF8: "a string argument was not valid UTF-8"
        case .unknownEnumValue: "an enum argument had an unknown value"
        case .invalidValue: "an argument had a value the snack cannot use"
        case .invalidHandle: "the snack handle is not a live handle from snackbar_snack_new"
        case .wrongThread: "the function must be called on the GTK (main) thread"
        case .noDisplay: "GTK could not open a display"
        case .cssProblems: "the CSS had errors; the valid rules still apply"
        case .wrongType: "a GTK object argument was not of the type the function needs"
        }
    }
}

/// Warnings of both C libraries, `<function>: <problem>` through GLib's log (domain "Snackbar", see
/// `GLibLog`). Any thread.
public enum CLog {
    public static func warn(_ function: String, _ problem: String) {
        GLibLog.warning("\(function): \(problem)")
    }

    /// Warns and returns `status`, for `return CLog.fail(...)`.
    public static func fail(_ status: CStatus, _ function: String, _ problem: String) -> Int32 {
        warn(function, problem)
        return status.rawValue
    }
}
