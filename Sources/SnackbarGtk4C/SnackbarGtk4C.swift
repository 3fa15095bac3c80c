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
            return Gtk4CStatus.fail(.wrongType, "snackbar_gtk4_overlay_new", "child is not a GtkWidget")
        }
        let overlay = SnackOverlay(child: child?.assumingMemoryBound(to: GtkWidget.self))
        OverlayRegistry.keep(overlay)
        made = UInt(bitPattern: overlay.widget)
        return Gtk4CStatus.ok.rawValue
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
            return Gtk4CStatus.fail(.wrongType, "snackbar_gtk4_overlay_new_for_window", "window is not a GtkWindow")
        }
        OverlayRegistry.keep(overlay)
        made = UInt(bitPattern: overlay.widget)
        return Gtk4CStatus.ok.rawValue
    }
    return UnsafeMutableRawPointer(bitPattern: made)
}

/// `snackbar_gtk4_overlay_show`: shows a snack, or updates the one with the same id.
@_cdecl("snackbar_gtk4_overlay_show")
public func snackbar_gtk4_overlay_show(
    _ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?,
    _ message: UnsafePointer<CChar>?, _ kind: Int32, _ durationMilliseconds: Int32,
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
            id: id, title: title, message: message, kind: kind, durationMilliseconds: durationMilliseconds,
            actions: [(actionID, actionLabel), (secondActionID, secondActionLabel)])
    } catch {
        return Gtk4CStatus.fail(error.status, function, error.problem)
    }
    return onGtkThread(function) {
        guard let overlay = OverlayRegistry.overlay(overlayWidget) else {
            return Gtk4CStatus.fail(
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
            return Gtk4CStatus.fail(.invalidValue, function, "\(error)")
        }
        return Gtk4CStatus.ok.rawValue
    }
}

/// `snackbar_gtk4_overlay_dismiss`: dismisses the snack with this id (reason PROGRAMMATIC).
@_cdecl("snackbar_gtk4_overlay_dismiss")
public func snackbar_gtk4_overlay_dismiss(_ overlayWidget: UnsafeMutableRawPointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_gtk4_overlay_dismiss"
    nonisolated(unsafe) let overlayWidget = overlayWidget
    guard let id else { return Gtk4CStatus.fail(.nullArgument, function, "id is NULL") }
    guard let text = String(validatingCString: id) else { return Gtk4CStatus.fail(.invalidUTF8, function, "id is not valid UTF-8") }
    return onGtkThread(function) {
        guard let overlay = OverlayRegistry.overlay(overlayWidget) else {
            return Gtk4CStatus.fail(
                overlayWidget == nil ? .nullArgument : .wrongType, function, "overlay is not a live overlay from snackbar_gtk4_overlay_new")
        }
        overlay.remove(id: text)
        return Gtk4CStatus.ok.rawValue
    }
}

/// `snackbar_gtk4_status_message`: the text of a status code (static storage).
@_cdecl("snackbar_gtk4_status_message")
public func snackbar_gtk4_status_message(_ status: Int32) -> UnsafePointer<CChar> {
    let message = Gtk4CStatus(rawValue: status)?.message ?? "unknown status"
    return UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
}
