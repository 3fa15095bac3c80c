import CGtk

/// Pointer and keyboard input turned into board events: click, hover, drag to swipe, Escape; a click on
/// a cut text (or Space or Enter on it) opens it.
extension SnackWindow {
    /// A press of the first button on the window's body.
    struct PressState {
        /// Pointer x (root coordinates) at the press.
        var startX: Double
        /// Window x at the press.
        var windowX: Double
        /// Whether the pointer moved far enough for a drag rather than a click.
        var isDragging = false
        /// -1 or +1 once a release past the threshold dismissed the snack by swiping.
        var flingDirection: Int?
    }

    func connectInput() {
        let masks: [GdkEventMask] = [
            GDK_BUTTON_PRESS_MASK, GDK_BUTTON_RELEASE_MASK, GDK_POINTER_MOTION_MASK,
            GDK_ENTER_NOTIFY_MASK, GDK_LEAVE_NOTIFY_MASK, GDK_KEY_PRESS_MASK
        ]
        gtk_widget_add_events(window, Int32(masks.reduce(0) { $0 | $1.rawValue }))
        let target = asGPointer(window)
        connectEvent(target, "button-press-event") { [weak self] event in self?.pressed(event.pointee.button) ?? false }
        connectEvent(target, "motion-notify-event") { [weak self] event in self?.moved(event.pointee.motion) ?? false }
        connectEvent(target, "button-release-event") { [weak self] event in self?.released(event.pointee.button) ?? false }
        connectEvent(target, "enter-notify-event") { [weak self] event in self?.crossed(event.pointee.crossing, entering: true) ?? false }
        connectEvent(target, "leave-notify-event") { [weak self] event in self?.crossed(event.pointee.crossing, entering: false) ?? false }
        connectEvent(target, "key-press-event") { [weak self] event in self?.keyPressed(event.pointee.key) ?? false }
    }

    private func pressed(_ event: GdkEventButton) -> Bool {
        guard !isClosing, event.type == GDK_BUTTON_PRESS else { return false }
        if event.button == 3 { return popUpContextMenu(atPointer: true) }
        guard event.button == 1 else { return false }
        press = PressState(startX: event.x_root, windowX: motion.pose.x)
        send(.pause(id: id, .press))
        return true
    }

    private func moved(_ event: GdkEventMotion) -> Bool {
        guard !isClosing else { return false }
        pointerMovedAt = g_get_monotonic_time()
        // Under Xwayland a pointer counted gone while still (see `watchPointer`) comes back by moving.
        if !isPointerInside, WaylandSession.isXwayland { pointerCrossed(entering: true) }
        // On X11 motion comes from the pointer alone; a Wayland compositor also reports the surface moving
        // under a resting pointer (a slide), so there only motion over a settled window counts.
        if isPointerInside, isSettled || !placement.isLayerSurface { hold() }
        guard var current = press else { return false }
        let dx = event.x_root - current.startX
        if abs(dx) > style.clickSlop { current.isDragging = true }
        press = current
        if current.isDragging {
            let opacity = SwipeGesture.opacity(offset: dx, width: Double(slot?.width ?? 1))
            motion.jump(to: .init(x: current.windowX + dx, y: motion.pose.y, opacity: opacity))
        }
        return true
    }

    private func released(_ event: GdkEventButton) -> Bool {
        guard !isClosing, event.button == 1, var current = press else { return false }
        let dx = event.x_root - current.startX
        if current.isDragging, SwipeGesture.dismisses(after: dx) {
            current.flingDirection = dx < 0 ? -1 : 1
            press = current
            send(.resume(id: id, .press))
            send(.swipe(id: id))
            return true
        }
        press = nil
        send(.resume(id: id, .press))
        if current.isDragging, let slot {
            motion.animate(to: .init(x: Double(slot.x), y: Double(slot.y), opacity: 1), seconds: style.snapBack.seconds, curve: style.snapBack.curve)
        } else if !current.isDragging {
            if !toggleExpansion(at: (event.x, event.y)) { send(.tap(id: id)) }
        }
        return true
    }

    private func crossed(_ event: GdkEventCrossing, entering: Bool) -> Bool {
        // Moving onto a child button is a crossing too; only the window's own border counts.
        guard !isClosing, event.detail != GDK_NOTIFY_INFERIOR else { return false }
        pointerCrossed(entering: entering)
        return false
    }

    /// The hover hold: the pointer is on the snack. It holds the time and leaves the keyboard where it is:
    /// keys the user types while the pointer crosses a snack belong to the window they type in.
    private func hold() {
        guard !isHovered else { return }
        isHovered = true
        send(.pause(id: id, .hover))
    }

    /// Whether the window has stood still on screen for `settleMicroseconds`: a crossing then comes
    /// from the pointer moving, not from the window appearing or sliding under a resting pointer (whose
    /// crossing follows the map or the move by a round trip to the compositor).
    private var isSettled: Bool {
        isMapped && !motion.isMoving && g_get_monotonic_time() - max(motion.lastMoved, mappedAt) > Self.settleMicroseconds
    }

    /// How long a window stands still before a pointer crossing onto it counts as the user's.
    static let settleMicroseconds = 150_000

    /// The pointer came in or went (a crossing event, or `watchPointer` finding it gone).
    func pointerCrossed(entering: Bool) {
        isPointerInside = entering
        if entering {
            pointerMovedAt = g_get_monotonic_time()
            noteKeyboardOwner()
        }
        if !entering, isHovered {
            isHovered = false
            send(.resume(id: id, .hover))
        }
        watchPointer(entering)
        // On a layer surface a crossing onto a settled window is the pointer's (a jump onto it brings no
        // motion on Wayland); otherwise the hold waits for the pointer's motion inside (see `moved`): a
        // snack that appears or slides under a resting pointer must still time out.
        if entering, placement.isLayerSurface, isSettled { hold() }
    }

    /// Answers the keys by their symbol (`SnackKeys`): Escape dismisses, Tab moves between the buttons,
    /// Return or Space presses the focused one, the arrows, Page Up and Down, Home and End scroll an opened text. Only once the keyboard was asked for (`takeFocus`): keys
    /// that reach the snack unasked (the X server sends them to the window under the pointer when the focus
    /// is PointerRoot) were typed for another window, and do nothing here.
    private func keyPressed(_ event: GdkEventKey) -> Bool {
        guard !isClosing else { return false }
        // Handled, so that GTK's own bindings do not press the button it focused on show.
        guard focus.wasAsked else { return true }
        if let handled = copyKeyPressed(event) { return handled }
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard event.state & modifiers == 0 else { return false }
        let gtkWindow = asWindow(window)
        if content.isTextFocused(in: window), content.scrollOpenedText(key: event.keyval) { return true }
        switch event.keyval {
        case SnackKeys.escape: send(.escape(id: id))
        // A virtual keyboard (wtype, an on-screen one) may send Shift+Tab as Tab with Shift held, where a
        // keymap gives ISO_Left_Tab.
        case let key where SnackKeys.forward.contains(key):
            moveFocus(event.state & GDK_SHIFT_MASK.rawValue == 0 ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD)
        case SnackKeys.backward: moveFocus(GTK_DIR_TAB_BACKWARD)
        case let key where SnackKeys.activate.contains(key):
            guard gtk_window_get_focus(gtkWindow) != nil else { return false }
            if content.isTextFocused(in: window) { return activateText(key: event.keyval) }
            gtk_window_activate_focus(gtkWindow)
        default: return false
        }
        return true
    }

    /// Enter or Space on the focused text: the body's tap when it has one (Space opens a cut text instead),
    /// else the cut text opens or closes.
    private func activateText(key: guint) -> Bool {
        guard content.tapLabel != nil, !(content.isExpandable && SnackKeys.space.contains(key)) else { return toggleExpansion(at: nil) }
        send(.tap(id: id))
        return true
    }

    /// Moves the focus to the next (or previous) button, around from the last to the first.
    private func moveFocus(_ direction: GtkDirectionType) {
        guard gtk_widget_child_focus(window, direction) == 0 else { return }
        gtk_window_set_focus(asWindow(window), nil)
        gtk_widget_child_focus(window, direction)
    }
}
