import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

// The C API of libsnackbar-gtk4, documented in include/snackbar-gtk4.h. Every call is for the GTK thread.

/// `snackbar_gtk4_overlay_new`: an overlay showing `child` (or nothing yet), for the app's widget tree.
@_cdecl("snackbar_gtk4_overlay_new")
public func snackbar_gtk4_overlay_new(_ child: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    nonisolated(unsafe) let child = child
    // The address crosses onto the main actor as a number: a raw pointer is not Sendable.
    var made: UInt = 0
    _ = onGtkThread("snackbar_gtk4_overlay_new") {
        if let child, snack4_is_widget(child) == 0 {
            return CLog.fail(.wrongType, "snackbar_gtk4_overlay_new", "child is not a GtkWidget")
        }
        let overlay = SnackOverlay(child: child?.assumingMemoryBound(to: GtkWidget.self))
        OverlayRegistry.keep(overlay)
        made = UInt(bitPattern: overlay.widget)
        return CStatus.ok.rawValue
    }
    return UnsafeMutableRawPointer(bitPattern: made)
}

/// `snackbar_gtk4_overlay_new_for_window`: an overlay over the window's whole content.
@_cdecl("snackbar_gtk4_overlay_new_for_window")
public func snackbar_gtk4_overlay_new_for_window(_ window: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    nonisolated(unsafe) let window = window
    // The address crosses onto the main actor as a number: a raw pointer is not Sendable.
    var made: UInt = 0
    _ = onGtkThread("snackbar_gtk4_overlay_new_for_window") {
        guard let window, let overlay = SnackOverlay(window: window.assumingMemoryBound(to: GtkWindow.self)) else {
            return CLog.fail(.wrongType, "snackbar_gtk4_overlay_new_for_window", "window is not a GtkWindow")
        }
        OverlayRegistry.keep(overlay)
        made = UInt(bitPattern: overlay.widget)
        return CStatus.ok.rawValue
    }
    return UnsafeMutableRawPointer(bitPattern: made)
}

/// `snackbar_gtk4_overlay_show`: shows a snack, or updates the one with the same id.
@_cdecl("snackbar_gtk4_overlay_show")
public func snackbar_gtk4_overlay_show(
    _ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?,
    _ message: UnsafePointer<CChar>?, _ kind: Int32, _ priority: Int32, _ durationMilliseconds: Int32,
    _ actionID: UnsafePointer<CChar>?, _ actionLabel: UnsafePointer<CChar>?,
    _ secondActionID: UnsafePointer<CChar>?, _ secondActionLabel: UnsafePointer<CChar>?,
    _ onAction: CActionCallback?, _ actionData: UnsafeMutableRawPointer?, _ actionDestroy: CDestroyNotify?,
    _ onDismissed: CDismissedCallback?, _ dismissedData: UnsafeMutableRawPointer?, _ dismissedDestroy: CDestroyNotify?
) -> Int32 {
    let function = "snackbar_gtk4_overlay_show"
    // Taken first, so that each destroy notify runs exactly once whatever the outcome.
    let actionUserData = CUserData(actionData, destroy: actionDestroy)
    let dismissedUserData = CUserData(dismissedData, destroy: dismissedDestroy)
    nonisolated(unsafe) let overlayWidget = overlayWidget
    let request: ShowRequest
    do {
        request = try ShowRequest(
            id: id, title: title, message: message, kind: kind, priority: priority, durationMilliseconds: durationMilliseconds,
            actions: [(actionID, actionLabel), (secondActionID, secondActionLabel)])
    } catch {
        return CLog.fail(error.status, function, error.problem)
    }
    return onGtkThread(function) {
        guard let overlay = OverlayRegistry.overlay(overlayWidget) else {
            return CLog.fail(
                overlayWidget == nil ? .nullArgument : .wrongType, function, "overlay is not a live overlay from snackbar_gtk4_overlay_new")
        }
        var snack = request.snack
        let snackID = snack.id
        let action = Gtk4CAction(callback: onAction, userData: actionUserData)
        let buttons = request.actions.map { action.snackAction(snackID: snackID, id: $0.id, label: $0.label) }
        snack.action = buttons.first
        snack.secondaryAction = buttons.dropFirst().first
        if let onDismissed {
            let dismissed = Gtk4CDismissed(callback: onDismissed, userData: dismissedUserData)
            snack.onDismiss = { reason in dismissed.call(snackID: snackID, reason: reason) }
        }
        do {
            try overlay.add(snack)
        } catch {
            return CLog.fail(.invalidValue, function, "\(error)")
        }
        return CStatus.ok.rawValue
    }
}

/// `snackbar_gtk4_overlay_dismiss`: dismisses the snack with this id (reason PROGRAMMATIC).
@_cdecl("snackbar_gtk4_overlay_dismiss")
public func snackbar_gtk4_overlay_dismiss(_ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_gtk4_overlay_dismiss"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    guard let id else { return CLog.fail(.nullArgument, function, "id is NULL") }
    guard let text = String(validatingCString: id) else { return CLog.fail(.invalidUTF8, function, "id is not valid UTF-8") }
    return onGtkThread(function) {
        guard let overlay = OverlayRegistry.overlay(overlayWidget) else {
            return CLog.fail(
                overlayWidget == nil ? .nullArgument : .wrongType, function, "overlay is not a live overlay from snackbar_gtk4_overlay_new")
        }
        overlay.remove(id: text)
        return CStatus.ok.rawValue
    }
}

/// `snackbar_gtk4_status_message`: the text of a status code (static storage).
@_cdecl("snackbar_gtk4_status_message")
public func snackbar_gtk4_status_message(_ status: Int32) -> UnsafePointer<CChar> {
    let message = CStatus(rawValue: status)?.message ?? "unknown status"
    return UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// `snackbar_gtk4_overlay_set_progress`: a bar (0…1), a spinner (negative), in place.
@_cdecl("snackbar_gtk4_overlay_set_progress")
public func snackbar_gtk4_overlay_set_progress(
    _ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?, _ fraction: Double
) -> Int32 {
    let function = "snackbar_gtk4_overlay_set_progress"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    guard let id else { return CLog.fail(.nullArgument, function, "id is NULL") }
    guard let text = String(validatingCString: id) else { return CLog.fail(.invalidUTF8, function, "id is not valid UTF-8") }
    guard !fraction.isNaN else { return CLog.fail(.invalidValue, function, "fraction is NaN: use 0 to 1, or a negative value for a spinner") }
    let progress: SnackProgress = fraction < 0 ? .indeterminate : .fraction(min(fraction, 1))
    return onGtkThread(function) {
        guard let overlay = OverlayRegistry.overlay(overlayWidget) else {
            return CLog.fail(
                overlayWidget == nil ? .nullArgument : .wrongType, function, "overlay is not a live overlay from snackbar_gtk4_overlay_new")
        }
        guard overlay.setProgress(progress, id: text) else { return CLog.fail(.invalidValue, function, "no snack has the id '\(text)'") }
        return CStatus.ok.rawValue
    }
}

/// `snackbar_gtk4_set_theme_css`: a style sheet over the theme, for every overlay of the process.
@_cdecl("snackbar_gtk4_set_theme_css")
public func snackbar_gtk4_set_theme_css(_ css: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_gtk4_set_theme_css"
    guard let css else { return CLog.fail(.nullArgument, function, "css is NULL") }
    guard let text = String(validatingCString: css) else { return CLog.fail(.invalidUTF8, function, "css is not valid UTF-8") }
    return loadStyleSheet(text, named: "<css>", function: function)
}

/// `snackbar_gtk4_set_theme_file`: the same from a file (a regular file of at most 1 MiB).
@_cdecl("snackbar_gtk4_set_theme_file")
public func snackbar_gtk4_set_theme_file(_ path: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_gtk4_set_theme_file"
    guard let path else { return CLog.fail(.nullArgument, function, "path is NULL") }
    guard let name = String(validatingCString: path) else { return CLog.fail(.invalidUTF8, function, "path is not valid UTF-8") }
    let bytes: [UInt8]
    switch BoundedFile.read(name, limit: FileRefusal.styleSheetBytes) {
    case .success(let read): bytes = read
    case .failure(let refusal): return CLog.fail(.invalidValue, function, "\(name): \(refusal)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { return CLog.fail(.invalidUTF8, function, "\(name) is not UTF-8 text") }
    return loadStyleSheet(text, named: name, function: function)
}

/// Loads `css` on the GTK thread; each problem is warned as `name:line:column: message`.
private func loadStyleSheet(_ css: String, named name: String, function: String) -> Int32 {
    onGtkThread(function) {
        let problems = SnackOverlay.loadStyleSheet(css)
        for problem in problems { CLog.warn(function, name + ":" + problem) }
        return (problems.isEmpty ? CStatus.ok : .cssProblems).rawValue
    }
}

/// `snackbar_gtk4_set_dark`: the palette, light, dark or following GTK's settings.
@_cdecl("snackbar_gtk4_set_dark")
public func snackbar_gtk4_set_dark(_ mode: Int32) -> Int32 {
    let function = "snackbar_gtk4_set_dark"
    let variants: [Int32: ThemeVariant?] = [-1: nil, 0: .light, 1: .dark]
    guard let variant = variants[mode] else { return CLog.fail(.invalidValue, function, "mode \(mode): use -1, 0 or 1") }
    return onGtkThread(function) {
        SnackOverlay.forcedVariantForAllOverlays = variant
        return CStatus.ok.rawValue
    }
}
