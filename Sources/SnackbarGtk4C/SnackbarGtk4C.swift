import CSnackbarGtk4
import SnackbarCSnack
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

// The C API of libsnackbar-gtk4, documented in include/snackbar-gtk4.h. Every call is for the GTK thread.

/// `snackbar_gtk4_overlay_new`: an overlay showing `child` (or nothing yet), for the app's widget tree.
@_cdecl("snackbar_gtk4_overlay_new")
public func snackbar_gtk4_overlay_new(_ child: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    newOverlay(child, function: "snackbar_gtk4_overlay_new", untilReleased: false)
}

/// An overlay the library keeps, wherever it moves, until `_snackbar_gtk4_overlay_release`: for `SnackbarOverlay`,
/// which holds the widget and lets it go in its own dispose or when its window is closed. Not part of the C API:
/// the leading underscore keeps it out of the library's exports (Resources/libsnackbar-gtk4.map), and the GObject
/// layer declares it.
@_cdecl("_snackbar_gtk4_overlay_new_kept")
public func _snackbar_gtk4_overlay_new_kept() -> UnsafeMutableRawPointer? {
    newOverlay(nil, function: "snackbar_overlay_new", untilReleased: true)
}

/// Ends the snacks of an overlay from `_snackbar_gtk4_overlay_new_kept` still up or waiting (`programmatic`) and lets
/// it go. GTK thread; not part of the C API.
@_cdecl("_snackbar_gtk4_overlay_release")
public func _snackbar_gtk4_overlay_release(_ overlayWidget: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let overlayWidget = overlayWidget
    _ = onGtkThread("snackbar_overlay_dispose") {
        if let overlayWidget { OverlayRegistry.release(overlayWidget) }
        return CStatus.ok.rawValue
    }
}

/// Ends the snacks of an overlay from `_snackbar_gtk4_overlay_new_kept` with `shutdown`, its window closed, and
/// keeps it, with the app's widget, for the next window. GTK thread; not part of the C API.
@_cdecl("_snackbar_gtk4_overlay_window_closed")
public func _snackbar_gtk4_overlay_window_closed(_ overlayWidget: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let overlayWidget = overlayWidget
    _ = onGtkThread("snackbar_overlay_window_closed") {
        OverlayRegistry.overlay(overlayWidget)?.windowClosed()
        return CStatus.ok.rawValue
    }
}

/// A new overlay showing `child`, kept in the registry, as an address for C; nil with a warning when `child` is not
/// a widget an overlay can hold or off the GTK thread.
private func newOverlay(_ child: UnsafeMutableRawPointer?, function: String, untilReleased: Bool) -> UnsafeMutableRawPointer? {
    nonisolated(unsafe) let child = child
    // The address crosses onto the main actor as a number: a raw pointer is not Sendable.
    var made: UInt = 0
    _ = onGtkThread(function) {
        if let child {
            guard snack4_is_widget(child) != 0 else { return CLog.fail(.wrongType, function, "child is not a GtkWidget") }
            // GTK aborts on a toplevel inside another widget, and gives a parented child no second parent.
            guard !isToplevel(child) else {
                return CLog.fail(.wrongType, function, "child is a toplevel window, which no widget can hold (give the widget it shows)")
            }
            guard gtk_widget_get_parent(child.assumingMemoryBound(to: GtkWidget.self)) == nil else {
                return CLog.fail(.invalidValue, function, "child is in a widget tree already (give one without a parent)")
            }
        }
        let overlay = SnackOverlay(child: child?.assumingMemoryBound(to: GtkWidget.self))
        OverlayRegistry.keep(overlay, untilReleased: untilReleased)
        made = UInt(bitPattern: overlay.widget)
        return CStatus.ok.rawValue
    }
    return UnsafeMutableRawPointer(bitPattern: made)
}

/// Whether `widget` is a toplevel (a `GtkRoot`: a window), which GTK aborts on inside another widget.
private func isToplevel(_ widget: UnsafeMutableRawPointer) -> Bool {
    g_type_check_instance_is_a(widget.assumingMemoryBound(to: GTypeInstance.self), gtk_root_get_type()) != 0
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

/// `snackbar_gtk4_overlay_add`: shows the snack a C handle describes, or updates the one with its id in place.
@_cdecl("snackbar_gtk4_overlay_add")
public func snackbar_gtk4_overlay_add(_ overlayWidget: UnsafeMutableRawPointer?, _ handle: OpaquePointer?) -> Int32 {
    let function = "snackbar_gtk4_overlay_add"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    return HandleRegistry.with(handle, function: function) { handle in
        onGtkThread(function) {
            withOverlay(overlayWidget, function) { overlay in
                do {
                    try overlay.add(handle.snack())
                } catch {
                    return CLog.fail(.invalidValue, function, "\(error)")
                }
                return CStatus.ok.rawValue
            }
        }
    }
}

/// `snackbar_gtk4_overlay_add_with_widget`: as `snackbar_gtk4_overlay_add`, with the app's widget in the snack.
@_cdecl("snackbar_gtk4_overlay_add_with_widget")
public func snackbar_gtk4_overlay_add_with_widget(
    _ overlayWidget: UnsafeMutableRawPointer?, _ handle: OpaquePointer?, _ widget: UnsafeMutableRawPointer?
) -> Int32 {
    let function = "snackbar_gtk4_overlay_add_with_widget"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    nonisolated(unsafe) let widget = widget
    return HandleRegistry.with(handle, function: function) { handle in
        onGtkThread(function) {
            withOverlay(overlayWidget, function) { overlay in
                guard let widget else { return CLog.fail(.nullArgument, function, "widget is NULL") }
                guard snack4_is_widget(widget) != 0 else { return CLog.fail(.wrongType, function, "widget is not a GtkWidget") }
                guard !isToplevel(widget) else {
                    return CLog.fail(.wrongType, function, "widget is a toplevel window, which no snack can hold (give the widget it shows)")
                }
                let content = widget.assumingMemoryBound(to: GtkWidget.self)
                guard SnackOverlay.canShow(content) else {
                    return CLog.fail(.invalidValue, function, "widget is in a widget tree already (give one without a parent)")
                }
                do {
                    try overlay.add(handle.snack(), content: content)
                } catch {
                    return CLog.fail(.invalidValue, function, "\(error)")
                }
                return CStatus.ok.rawValue
            }
        }
    }
}

/// `snackbar_gtk4_overlay_focus_newest`: the keyboard focus to the newest snack.
@_cdecl("snackbar_gtk4_overlay_focus_newest")
public func snackbar_gtk4_overlay_focus_newest(_ overlayWidget: UnsafeMutableRawPointer?) -> Int32 {
    let function = "snackbar_gtk4_overlay_focus_newest"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    return onGtkThread(function) {
        withOverlay(overlayWidget, function) { overlay in
            // No snack shown is an answer, not a programming error: a shortcut pressed with none up logs nothing.
            (overlay.focusNewest() ? CStatus.ok : CStatus.invalidValue).rawValue
        }
    }
}

/// `snackbar_gtk4_overlay_dismiss`: dismisses the snack with this id (reason PROGRAMMATIC).
@_cdecl("snackbar_gtk4_overlay_dismiss")
public func snackbar_gtk4_overlay_dismiss(_ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    withSnack(overlayWidget, id, "snackbar_gtk4_overlay_dismiss") { overlay, id in
        overlay.remove(id: id)
        return CStatus.ok.rawValue
    }
}

/// `snackbar_gtk4_overlay_set_progress`: a bar (0…1), a spinner (negative), in place.
@_cdecl("snackbar_gtk4_overlay_set_progress")
public func snackbar_gtk4_overlay_set_progress(
    _ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?, _ fraction: Double
) -> Int32 {
    let function = "snackbar_gtk4_overlay_set_progress"
    return CArgument.progress(fraction, function: function) { progress in
        withSnack(overlayWidget, id, function) { overlay, id in showProgress(progress, of: id, on: overlay, function) }
    }
}

/// The snack's progress set in place, or `invalidValue` with a warning when no snack has the id.
@MainActor
private func showProgress(_ progress: SnackProgress?, of id: String, on overlay: SnackOverlay, _ function: String) -> Int32 {
    guard overlay.setProgress(progress, id: id) else { return CLog.fail(.invalidValue, function, "no snack has the id '\(id)'") }
    return CStatus.ok.rawValue
}

/// Runs `body` with the overlay and the snack id a call names, on the GTK thread; a wrong argument is refused
/// with its status and warning.
private func withSnack(
    _ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?, _ function: String,
    _ body: @MainActor (SnackOverlay, String) -> Int32
) -> Int32 {
    nonisolated(unsafe) let overlayWidget = overlayWidget
    return CArgument.text(id, name: "id", function: function) { id in
        onGtkThread(function) { withOverlay(overlayWidget, function) { overlay in body(overlay, id) } }
    }
}

/// `snackbar_gtk4_overlay_dismiss_all`: dismisses every shown and queued snack (reason PROGRAMMATIC).
@_cdecl("snackbar_gtk4_overlay_dismiss_all")
public func snackbar_gtk4_overlay_dismiss_all(_ overlayWidget: UnsafeMutableRawPointer?) -> Int32 {
    let function = "snackbar_gtk4_overlay_dismiss_all"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    return onGtkThread(function) {
        withOverlay(overlayWidget, function) { overlay in
            overlay.removeAll()
            return CStatus.ok.rawValue
        }
    }
}

/// `snackbar_gtk4_overlay_get_time_left`: the seconds a snack has left; -1 when infinite, unknown or refused.
@_cdecl("snackbar_gtk4_overlay_get_time_left")
public func snackbar_gtk4_overlay_get_time_left(_ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?) -> Double {
    readSnack(overlayWidget, id, "snackbar_gtk4_overlay_get_time_left", refused: -1) { overlay, id in overlay.timeLeft(id: id) ?? -1 }
}

/// `snackbar_gtk4_overlay_is_paused`: whether something holds a snack's time; FALSE when unknown or refused.
@_cdecl("snackbar_gtk4_overlay_is_paused")
public func snackbar_gtk4_overlay_is_paused(_ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    readSnack(overlayWidget, id, "snackbar_gtk4_overlay_is_paused", refused: 0) { overlay, id in overlay.isPaused(id: id) ? 1 : 0 }
}

/// What `read` says of the snack `id` of an overlay, on the GTK thread; `refused` (with the warning) for a wrong
/// argument. The answer goes apart from the status: a status's code may be a valid answer too.
private func readSnack<Value: Sendable>(
    _ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?, _ function: String, refused: Value,
    _ read: @MainActor (SnackOverlay, String) -> Value
) -> Value {
    var value = refused
    _ = withSnack(overlayWidget, id, function) { overlay, id in
        value = read(overlay, id)
        return CStatus.ok.rawValue
    }
    return value
}

/// `snackbar_gtk4_overlay_clear_progress`: the snack's bar or spinner removed, in place.
@_cdecl("snackbar_gtk4_overlay_clear_progress")
public func snackbar_gtk4_overlay_clear_progress(_ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_gtk4_overlay_clear_progress"
    return withSnack(overlayWidget, id, function) { overlay, id in showProgress(nil, of: id, on: overlay, function) }
}

/// `snackbar_gtk4_overlay_set_route_to_desktop_when_inactive`: snacks added while the window is not active go
/// to the popup service, or stay.
@_cdecl("snackbar_gtk4_overlay_set_route_to_desktop_when_inactive")
public func snackbar_gtk4_overlay_set_route_to_desktop_when_inactive(_ overlayWidget: UnsafeMutableRawPointer?, _ route: Int32) -> Int32 {
    let function = "snackbar_gtk4_overlay_set_route_to_desktop_when_inactive"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    return onGtkThread(function) {
        withOverlay(overlayWidget, function) { overlay in
            overlay.routesToDesktopWhenInactive = route != 0
            return CStatus.ok.rawValue
        }
    }
}

/// `snackbar_gtk4_overlay_get_route_to_desktop_when_inactive`: whether that route is on.
@_cdecl("snackbar_gtk4_overlay_get_route_to_desktop_when_inactive")
public func snackbar_gtk4_overlay_get_route_to_desktop_when_inactive(_ overlayWidget: UnsafeMutableRawPointer?) -> Int32 {
    let function = "snackbar_gtk4_overlay_get_route_to_desktop_when_inactive"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    // The answer goes apart from the status: a status's code may be 1 too.
    var routes: Int32 = 0
    _ = onGtkThread(function) {
        withOverlay(overlayWidget, function) { overlay in
            routes = overlay.routesToDesktopWhenInactive ? 1 : 0
            return CStatus.ok.rawValue
        }
    }
    return routes
}

/// `snackbar_gtk4_overlay_set_hold_while_unseen`: whether the snacks wait while the window is out of sight.
@_cdecl("snackbar_gtk4_overlay_set_hold_while_unseen")
public func snackbar_gtk4_overlay_set_hold_while_unseen(_ overlayWidget: UnsafeMutableRawPointer?, _ hold: Int32) -> Int32 {
    let function = "snackbar_gtk4_overlay_set_hold_while_unseen"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    return onGtkThread(function) {
        withOverlay(overlayWidget, function) { overlay in
            overlay.configuration.holdsWhileUnseen = hold != 0
            return CStatus.ok.rawValue
        }
    }
}

/// `snackbar_gtk4_overlay_get_hold_while_unseen`: TRUE or FALSE; FALSE for a pointer that is no overlay.
@_cdecl("snackbar_gtk4_overlay_get_hold_while_unseen")
public func snackbar_gtk4_overlay_get_hold_while_unseen(_ overlayWidget: UnsafeMutableRawPointer?) -> Int32 {
    let function = "snackbar_gtk4_overlay_get_hold_while_unseen"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    var holds: Int32 = 0
    _ = onGtkThread(function) {
        withOverlay(overlayWidget, function) { overlay in
            holds = overlay.configuration.holdsWhileUnseen ? 1 : 0
            return CStatus.ok.rawValue
        }
    }
    return holds
}

/// `snackbar_gtk4_set_theme_css`: a style sheet over the theme, for every overlay of the process.
@_cdecl("snackbar_gtk4_set_theme_css")
public func snackbar_gtk4_set_theme_css(_ css: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_gtk4_set_theme_css"
    return CArgument.text(css, name: "css", function: function) { css in loadStyleSheet(css, named: "<css>", function: function) }
}

/// `snackbar_gtk4_set_theme_file`: the same from a file (a regular file of at most 1 MiB).
@_cdecl("snackbar_gtk4_set_theme_file")
public func snackbar_gtk4_set_theme_file(_ path: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_gtk4_set_theme_file"
    return CArgument.text(path, name: "path", function: function) { name in
        let bytes: [UInt8]
        switch BoundedFile.read(name, limit: FileRefusal.styleSheetBytes) {
        case .success(let read): bytes = read
        case .failure(let refusal): return CLog.fail(.invalidValue, function, "\(name): \(refusal)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return CLog.fail(.invalidUTF8, function, "\(name) is not UTF-8 text") }
        return loadStyleSheet(text, named: name, function: function)
    }
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
    return CArgument.palette(mode, function: function) { variant in
        onGtkThread(function) {
            SnackOverlay.forcedVariantForAllOverlays = variant
            return CStatus.ok.rawValue
        }
    }
}
