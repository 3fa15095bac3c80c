import Glibc
import SnackbarGtk

// Showing and dismissing from C. Any thread: the manager hops to the GTK thread.

@_cdecl("snackbar_snack_show")
func snackbar_snack_show(_ snack: OpaquePointer?, _ outID: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
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

@_cdecl("snackbar_dismiss")
func snackbar_dismiss(_ id: UnsafePointer<CChar>?) -> Int32 {
    CString.with({ () throws(CString.Problem) in try CString.required(id) }, name: "id", function: "snackbar_dismiss") { id in
        SnackbarManager.shared.remove(id: id)
        return CStatus.ok.rawValue
    }
}

@_cdecl("snackbar_dismiss_all")
func snackbar_dismiss_all() -> Int32 {
    SnackbarManager.shared.removeAll()
    return CStatus.ok.rawValue
}

@_cdecl("snackbar_string_free")
func snackbar_string_free(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}

@_cdecl("snackbar_status_message")
func snackbar_status_message(_ status: Int32) -> UnsafePointer<CChar> {
    let message: StaticString = CStatus(rawValue: status)?.message ?? "unknown status"
    return UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
}
