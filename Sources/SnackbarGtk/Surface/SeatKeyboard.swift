import CGtk

/// The seat's keyboard as a Wayland client sees it. A seat may have no keyboard plugged while a surface holds
/// its keyboard focus: its only keyboards are virtual ones that live for the keys they type (`wtype`, voice
/// control, scripts). wlroots tells no surface about its focus then, and sends a leave when the last keyboard
/// goes, which GDK reports as a focus-out; the next keyboard's keys still go to that surface.
@MainActor
enum SeatKeyboard {
    /// Whether the display's default seat has a keyboard now (GDK's keyboard device for it; the seat's
    /// master keyboard always exists).
    static func isPlugged(_ display: OpaquePointer) -> Bool {
        guard let seat = gdk_display_get_default_seat(display) else { return false }
        let keyboards = gdk_seat_get_slaves(seat, GDK_SEAT_CAPABILITY_KEYBOARD)
        defer { g_list_free(keyboards) }
        return keyboards != nil
    }

    /// Tells `window` it has the keyboard focus, as GDK does on a keyboard's enter: GTK marks the window's
    /// focused control as focused, and draws its ring while the window shows focus.
    static func tellFocusIn(_ window: UnsafeMutablePointer<GtkWidget>) {
        guard let gdkWindow = gtk_widget_get_window(window), let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
        // The event owns a reference to its window (gdk_event_free drops it).
        event.pointee.focus_change.window = gdkWindow
        g_object_ref(UnsafeMutableRawPointer(gdkWindow))
        event.pointee.focus_change.send_event = 1
        event.pointee.focus_change.in = 1
        gtk_widget_event(window, event)
        gdk_event_free(event)
    }
}
