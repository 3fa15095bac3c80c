import CSnackbarGLib
import Glibc
import SnackbarCSnack
import SnackbarGlue
import SnackbarGtk

// What the presenter offers on the GTK thread, from C: a snack with its own stylesheets, the window
// events, the user's time scale, the display and its monitors.

/// The C entry point `snackbar_add_with_style_sheets`, documented in include/snackbar.h.
@_cdecl("snackbar_add_with_style_sheets")
public func snackbar_add_with_style_sheets(
    _ snack: OpaquePointer?, _ paths: UnsafePointer<UnsafePointer<CChar>?>?, _ dark: Int32,
    _ outProblems: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> UnsafeMutablePointer<CChar>? {
    outProblems?.pointee = nil
    guard snack != nil else { return CError.fail(errorOut, .nullArgument, "snack is NULL") }
    guard let handle = HandleRegistry.handle(snack) else {
        return CError.fail(errorOut, .invalidHandle, "snack is not a live handle (already freed?)")
    }
    guard (-1...1).contains(dark) else {
        return CError.fail(errorOut, .invalidValue, "dark \(dark): use -1 (follow the theme), 0 (light) or 1 (dark)")
    }
    guard isMainThread() else {
        return CError.fail(errorOut, .wrongThread, "call snackbar_add_with_style_sheets on the thread that runs the GTK main loop")
    }
    var sheets: [String] = []
    var index = 0
    while let path = paths?[index] {
        guard let sheet = String(validatingCString: path) else {
            return CError.fail(errorOut, .invalidUTF8, "paths[\(index)] is not valid UTF-8")
        }
        sheets.append(sheet)
        index += 1
    }
    let value = handle.snack()
    let variant: ThemeVariant? = dark < 0 ? nil : dark == 1 ? .dark : .light
    let outcome = MainActor.assumeIsolated { () -> Result<[String], SnackError> in
        Result { () throws(SnackError) in try SnackbarPresenter.shared.add(value, styleSheets: sheets, variant: variant) }
    }
    switch outcome {
    case .failure(let problem):
        return CError.fail(errorOut, .invalidValue, "\(problem)")
    case .success(let problems):
        if let outProblems, !problems.isEmpty { outProblems.pointee = newStringArray(problems) }
        return strdup(value.id)
    }
}

/// The C entry point `snackbar_set_event_callback`, documented in include/snackbar.h.
@_cdecl("snackbar_set_event_callback")
public func snackbar_set_event_callback(
    _ callback: CEventCallback?, _ userData: UnsafeMutableRawPointer?, _ destroy: CDestroyNotify?
) -> Int32 {
    let function = "snackbar_set_event_callback"
    guard isMainThread() else {
        destroy?(userData)
        return CLog.fail(.wrongThread, function, "call it on the thread that runs the GTK main loop")
    }
    // The data goes back to the app on this (the GTK) thread only.
    let data = CUserData(userData, destroy: destroy)
    return MainActor.assumeIsolated {
        guard SnackbarPresenter.displayName != nil else {
            return CLog.fail(.noDisplay, function, "GTK does not run yet: call gtk_init() first")
        }
        guard let callback else {
            SnackbarPresenter.shared.observer = nil
            return CStatus.ok.rawValue
        }
        SnackbarPresenter.shared.observer = { event in CEvent(event).call(callback, data.pointer) }
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_get_time_scale`, documented in include/snackbar.h.
@_cdecl("snackbar_get_time_scale")
public func snackbar_get_time_scale() -> Double {
    guard isMainThread() else {
        CLog.warn("snackbar_get_time_scale", "call it on the thread that runs the GTK main loop")
        return 1
    }
    return MainActor.assumeIsolated { SnackbarPresenter.shared.userPreferences.timeScale }
}

/// The C entry point `snackbar_get_monitor_count`, documented in include/snackbar.h.
@_cdecl("snackbar_get_monitor_count")
public func snackbar_get_monitor_count() -> Int32 {
    guard isMainThread() else {
        CLog.warn("snackbar_get_monitor_count", "call it on the thread that runs the GTK main loop")
        return 0
    }
    return MainActor.assumeIsolated { Int32(SnackbarPresenter.monitorCount) }
}

/// The C entry point `snackbar_get_display_name`, documented in include/snackbar.h.
@_cdecl("snackbar_get_display_name")
public func snackbar_get_display_name() -> UnsafeMutablePointer<CChar>? {
    guard isMainThread() else {
        CLog.warn("snackbar_get_display_name", "call it on the thread that runs the GTK main loop")
        return nil
    }
    let name = MainActor.assumeIsolated { SnackbarPresenter.displayName }
    return name.flatMap { g_strdup($0) }
}

/// A NULL-terminated array of g_strdup'ed strings, for g_strfreev().
private func newStringArray(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    let array = g_malloc0_n(gsize(strings.count + 1), gsize(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride))!
        .assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    for (index, string) in strings.enumerated() { array[index] = g_strdup(string) }
    return array
}

/// A window event in the shape of `SnackbarEventCallback`'s arguments.
private struct CEvent {
    var id: String
    var code: Int32
    var reason: Int32 = 0
    var frame = SnackRect(x: 0, y: 0, width: 0, height: 0)

    init(_ event: SnackWindowEvent) {
        switch event {
        case .mapped(let id): (self.id, code) = (id, CEnums.event.number(of: .mapped))
        case .placed(let id, let frame): (self.id, code, self.frame) = (id, CEnums.event.number(of: .placed), frame)
        case .dismissed(let id, let reason): (self.id, code, self.reason) = (id, CEnums.event.number(of: .dismissed), CDismissed.code(reason))
        case .closed(let id): (self.id, code) = (id, CEnums.event.number(of: .closed))
        }
    }

    func call(_ callback: CEventCallback, _ userData: UnsafeMutableRawPointer?) {
        id.withCString { id in
            callback(id, code, reason, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), userData)
        }
    }
}
