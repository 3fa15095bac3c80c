import Glibc
import SnackbarGtk

// Showing and dismissing from C. Any thread: the manager hops to the GTK thread.

/// The C entry point `snackbar_snack_show`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_show")
public func snackbar_snack_show(_ snack: OpaquePointer?, _ outID: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    let function = "snackbar_snack_show"
    outID?.pointee = nil
    return HandleRegistry.with(snack, function: function) { handle in
        let value = handle.snack()
        do {
            try SnackbarManager.shared.add(value)
        } catch {
            return CLog.fail(.invalidValue, function, "\(error)")
        }
        outID?.pointee = strdup(value.id)
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_dismiss`, documented in include/snackbar.h.
@_cdecl("snackbar_dismiss")
public func snackbar_dismiss(_ id: UnsafePointer<CChar>?) -> Int32 {
    CString.with({ () throws(CString.Problem) in try CString.required(id) }, name: "id", function: "snackbar_dismiss") { id in
        SnackbarManager.shared.remove(id: id)
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_dismiss_all`, documented in include/snackbar.h.
@_cdecl("snackbar_dismiss_all")
public func snackbar_dismiss_all() -> Int32 {
    SnackbarManager.shared.removeAll()
    return CStatus.ok.rawValue
}

/// The C entry point `snackbar_focus_newest`, documented in include/snackbar.h.
@_cdecl("snackbar_focus_newest")
public func snackbar_focus_newest() -> Int32 {
    SnackbarManager.shared.focusNewest()
    return CStatus.ok.rawValue
}

/// The C entry point `snackbar_string_free`, documented in include/snackbar.h.
@_cdecl("snackbar_string_free")
public func snackbar_string_free(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}

/// The C entry point `snackbar_status_message`, documented in include/snackbar.h.
@_cdecl("snackbar_status_message")
public func snackbar_status_message(_ status: Int32) -> UnsafePointer<CChar> {
    let message: StaticString = CStatus(rawValue: status)?.message ?? "unknown status"
    return UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
}
