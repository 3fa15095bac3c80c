import CGtk
import CSnackbarGLib
import Glibc
import SnackbarCSnack
import SnackbarGlue
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

/// The C entry point `snackbar_add`, documented in include/snackbar.h.
@_cdecl("snackbar_add")
public func snackbar_add(_ snack: OpaquePointer?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> UnsafeMutablePointer<CChar>? {
    guard let value = liveSnack(snack, errorOut) else { return nil }
    do {
        try SnackbarManager.shared.add(value)
    } catch let problem {
        return CError.fail(errorOut, .invalidValue, "\(problem)")
    }
    return strdup(value.id)
}

/// The C entry point `snackbar_add_with_widget`, documented in include/snackbar.h.
@_cdecl("snackbar_add_with_widget")
public func snackbar_add_with_widget(
    _ snack: OpaquePointer?, _ widget: UnsafeMutableRawPointer?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> UnsafeMutablePointer<CChar>? {
    guard let value = liveSnack(snack, errorOut) else { return nil }
    guard let widget else { return CError.fail(errorOut, .nullArgument, "widget is NULL") }
    guard isMainThread() else {
        return CError.fail(errorOut, .wrongThread, "call snackbar_add_with_widget on the thread that runs the GTK main loop")
    }
    // The widget is used on this (the GTK) thread only, which isMainThread checked.
    nonisolated(unsafe) let content = widget
    let refusal = MainActor.assumeIsolated { () -> (CStatus, String)? in
        guard snack_is_widget(content) != 0 else { return (.wrongType, "widget is not a GtkWidget") }
        guard snack_is_window(content) == 0 else { return (.wrongType, "widget is a GtkWindow (give a widget a window can hold)") }
        do {
            try SnackbarPresenter.shared.add(value, content: content)
        } catch {
            return (.invalidValue, "\(error)")
        }
        return nil
    }
    if let (status, message) = refusal { return CError.fail(errorOut, status, message) }
    return strdup(value.id)
}

/// The C entry point `snackbar_snack_dismiss`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_dismiss")
public func snackbar_snack_dismiss(_ snack: OpaquePointer?) -> Int32 {
    HandleRegistry.with(snack, function: "snackbar_snack_dismiss") { handle in
        SnackbarManager.shared.remove(handle.snack())
        return CStatus.ok.rawValue
    }
}

/// The snack a live handle describes, or nil with `error` set.
private func liveSnack(_ pointer: OpaquePointer?, _ errorOut: CError.Out) -> Snack? {
    guard pointer != nil else { return CError.fail(errorOut, .nullArgument, "snack is NULL") }
    guard let handle = HandleRegistry.handle(pointer) else {
        return CError.fail(errorOut, .invalidHandle, "snack is not a live handle (already freed?)")
    }
    return handle.snack()
}

/// The C entry point `snackbar_dismiss`, documented in include/snackbar.h.
@_cdecl("snackbar_dismiss")
public func snackbar_dismiss(_ id: UnsafePointer<CChar>?) -> Int32 {
    CArgument.text(id, name: "id", function: "snackbar_dismiss") { id in
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

/// The C entry point `snackbar_render_png`, documented in include/snackbar.h.
@_cdecl("snackbar_render_png")
public func snackbar_render_png(
    _ snack: OpaquePointer?, _ dark: gboolean, _ width: Int32, _ scale: Double,
    _ path: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard let value = liveSnack(snack, errorOut) else { return 0 }
    guard let path else {
        CError.set(errorOut, .nullArgument, "path is NULL")
        return 0
    }
    do {
        try SnackbarRenderer.renderPNG(
            snack: value, variant: dark != 0 ? .dark : .light, width: width == 0 ? nil : Int(width),
            scale: scale, to: String(cString: path))
    } catch {
        CError.set(errorOut, .invalidValue, error.description)
        return 0
    }
    return 1
}
