import CGtk
import SnackbarCore

/// The keyboard focus, only on request (`SnackbarPresenter.focusNewest()`, `snack-notify --focus`): the
/// window takes the keyboard, its timer holds while it has it, and the window that had the keyboard before
/// gets it back when the snack closes. The pointer never brings it: a pointer crossing a snack while the
/// user types elsewhere must not take the keys.
///
/// On X11 a snack window never takes focus on map (type NOTIFICATION, input hint false), so taking it
/// first lets the window accept focus, then asks for it with the X server's time: through the window
/// manager's `_NET_ACTIVE_WINDOW` as a user's request when one runs (openbox, click-to-focus, honours
/// that), else with `XSetInputFocus`. A Wayland layer surface turns its keyboard mode to on-demand, which
/// sway answers with the focus at once (see `LayerShellPlacement.setKeyboard`), or to exclusive where the
/// layer shell has no on-demand mode (KWin 5.27); the compositor gives the keyboard back when the surface
/// closes. A seat with no keyboard plugged (see `SeatKeyboard`) does not move the focus the snack took.
///
/// Under Xwayland on a Wayland desktop a snack never takes the keyboard: an X11 window there cannot give
/// it back to the Wayland window that had it (`WaylandSession.isXwayland`).
extension SnackWindow {
    /// Where the keyboard is and where it goes back to.
    struct FocusState {
        /// The window has the keyboard (between its focus-in and focus-out).
        var isFocused = false
        /// The X window (or PointerRoot) that had the keyboard before the snack took it; nil when the
        /// snack did not take it, or the user moved the focus on since.
        var returnTo: Window?
        /// The app or `--focus` asked for the keyboard (`takeFocus`): only then does having it hold the timer,
        /// and only then do keys act on the snack. A window under a resting pointer gets the keyboard unasked
        /// where it follows the pointer (PointerRoot, X11 without a window manager), and KWin gives it to a
        /// clicked layer surface: neither is the user's choice of the snack.
        var wasAsked = false
        /// The app window that had the keyboard when the pointer came in, on a layer shell that gives a
        /// clicked surface the keyboard (see `noteKeyboardOwner`).
        var keyboardOwner: UnsafeMutablePointer<GtkWidget>?
        /// The snack's own menu is open: where the window manager puts the X focus meanwhile (openbox: on
        /// the menu) is the menu's doing, not the user's, and the asked focus stays.
        var menuIsOpen = false
    }

    func connectFocus() {
        gtk_widget_add_events(window, Int32(GDK_FOCUS_CHANGE_MASK.rawValue))
        let target = asGPointer(window)
        connectEvent(target, "focus-in-event") { [weak self] _ in self?.focusMoved(in: true) ?? false }
        connectEvent(target, "focus-out-event") { [weak self] _ in self?.focusMoved(in: false) ?? false }
        // GTK focuses a window's first button as it shows it: a snack's stays unfocused until the keyboard is
        // asked for, so that a keyboard it gets unasked (PointerRoot) finds no button to press or announce.
        connectEvent(target, "map-event") { [weak self] _ in
            if let self, !focus.wasAsked { gtk_window_set_focus(asWindow(window), nil) }
            return false
        }
    }

    /// Gives the window the keyboard, its first control focused (an action, the cut text, the close
    /// button). False when it cannot take it: closing, not on screen yet, a surface without focus
    /// (an app's subsurface on Wayland), or an X11 window under Xwayland on a Wayland desktop.
    func takeFocus() -> Bool {
        guard !isClosing, isMapped, let display = gtk_widget_get_display(window) else { return false }
        if case .toplevel = placement, snack_is_x11_display(display) == 0 || WaylandSession.isXwayland { return false }
        gtk_window_set_accept_focus(asWindow(window), 1)
        // Focused so far only because the keyboard follows the pointer (PointerRoot): asked now, it is pinned,
        // and holds the time from now on (a window that has the keyboard may get no focus-in again).
        let pins = !focus.wasAsked
        focus.wasAsked = true
        if pins, focus.isFocused { send(.pause(id: id, .focus)) }
        if let first = content.firstFocusTarget() { gtk_widget_grab_focus(first) }
        gtk_window_set_focus_visible(asWindow(window), 1)
        switch placement {
        case .layer(let layer, _, _):
            layer.setKeyboard(taken: true)
            gtk_window_present(asWindow(window))
            // The compositor gives the surface the seat's focus now; with no keyboard plugged nothing tells GTK,
            // which would show no focused control.
            if !focus.isFocused, !SeatKeyboard.isPlugged(display) { SeatKeyboard.tellFocusIn(window) }
        case .toplevel:
            guard !focus.isFocused || pins, let gdkWindow = gtk_widget_get_window(window) else { return true }
            if focus.returnTo == nil { focus.returnTo = snack_x11_focused_window(display) }
            snack_x11_focus(display, gdk_x11_window_get_xid(gdkWindow), gdk_x11_get_server_time(gdkWindow))
        }
        return true
    }

    var hasAskedFocus: Bool { focus.wasAsked && focus.isFocused && !isClosing }

    /// Hands the keyboard to `next` with the window it goes back to. On a layer surface this one's mode
    /// returns to none, so that the compositor leaves the keyboard with `next` and, once `next` closes,
    /// gives it to the window that had it before; an X11 window loses it with the server's focus.
    func passFocus(to next: SnackSurface) -> Bool {
        guard let next = next as? SnackWindow else { return next.takeFocus() }
        next.focus.returnTo = next.focus.returnTo ?? focus.returnTo
        guard next.takeFocus() else { return false }
        focus.returnTo = nil
        if case .layer(let layer, _, _) = placement {
            layer.setKeyboard(taken: false)
            // The compositor's leave may never come here as a focus-out (a seat whose only keyboard is a virtual
            // one between its keys, see `focusMoved`): the ring and the held time go now.
            gtk_window_set_focus(asWindow(window), nil)
            if focus.isFocused { send(.resume(id: id, .focus)) }
            focus = FocusState()
        }
        return true
    }

    /// Gives the keyboard back to the window that had it before the snack took it, if the snack still has it:
    /// its focus-in, or the X server's input focus while its own menu holds the keyboard (an item picked
    /// from the keyboard ends the snack before GDK says the focus came back).
    func giveFocusBack() {
        guard let previous = focus.returnTo else { return }
        focus.returnTo = nil
        guard focus.isFocused || hasX11InputFocus, let display = gtk_widget_get_display(window),
            let gdkWindow = gtk_widget_get_window(window)
        else { return }
        snack_x11_focus(display, previous, gdk_x11_get_server_time(gdkWindow))
    }

    /// Notes the app window that has the keyboard as the pointer comes in. KWin 5.27 gives a clicked layer
    /// surface the keyboard although it asked for none, and keeps it there until the surface closes; the
    /// window noted takes it back at once (`gtk_window_present`, through xdg-activation, which KWin grants
    /// to the client that has the keyboard). The popup service has no such window.
    func noteKeyboardOwner() {
        guard case .layer = placement, !LayerShellPlacement.givesKeyboardBack else { return }
        focus.keyboardOwner = ActiveWindowHost.appWindows().first { gtk_window_is_active(asWindow($0)) != 0 }
    }

    private func focusMoved(in focused: Bool) -> Bool {
        guard !isClosing, focused != focus.isFocused else { return false }
        // The seat's last keyboard went (a virtual keyboard that typed its keys and ended), not the focus: the
        // next keyboard's keys come here again. Stopped before GTK's handler, so the focused control keeps its
        // ring and the time stays held.
        if !focused, placement.isLayerSurface, focus.wasAsked, let display = gtk_widget_get_display(window),
            !SeatKeyboard.isPlugged(display)
        {
            return true
        }
        focus.isFocused = focused
        if focused, !focus.wasAsked, let owner = focus.keyboardOwner {
            focus.keyboardOwner = nil
            // Only while it is still one of the app's windows: the pointer may have rested long.
            if ActiveWindowHost.appWindows().contains(owner) { gtk_window_present(asWindow(owner)) }
        }
        if focused {
            if focus.wasAsked { send(.pause(id: id, .focus)) }
        } else if placement.isLayerSurface {
            // A layer surface keeps the keyboard mode it asked for until it closes: a keyboard the compositor
            // hands it again (sway after showing it anew, on a click) is still the asked one.
            send(.resume(id: id, .focus))
        } else if !hasX11InputFocus, !focus.menuIsOpen {
            // The user took the keyboard elsewhere: it stays there.
            focus = FocusState()
            send(.resume(id: id, .focus))
        }
        return false
    }

    /// Whether the X server still sends keys to this window. GDK reports a focus-out that moves no keys too:
    /// the snack's own menu grabbing the keyboard, and the server moving the focus that followed the pointer
    /// (PointerRoot) onto the window itself when the snack asks for it. The snack keeps what was asked then.
    private var hasX11InputFocus: Bool {
        guard case .toplevel = placement, let display = gtk_widget_get_display(window), snack_is_x11_display(display) != 0,
            let gdkWindow = gtk_widget_get_window(window)
        else { return false }
        return snack_x11_input_focus(display) == gdk_x11_window_get_xid(gdkWindow)
    }
}
