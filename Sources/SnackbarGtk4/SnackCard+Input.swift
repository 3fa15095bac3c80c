import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// The card's input: hover and keyboard focus hold its time (GTK 4's motion and focus controllers),
/// Escape while it has the focus dismisses it, a sideways drag swipes it away (`SwipeGesture`).
extension SnackCard {
    func attachInput() {
        let id = id
        let motion = gtk_event_controller_motion_new()!
        connectPoint(motion, "enter") { [events] _, _ in events(.pause(id: id, .hover)) }
        connectPlain(object(motion), "leave") { [events] in events(.resume(id: id, .hover)) }
        gtk_widget_add_controller(card, motion)

        let focus = gtk_event_controller_focus_new()!
        connectPlain(object(focus), "enter") { [events] in events(.pause(id: id, .focus)) }
        connectPlain(object(focus), "leave") { [events] in events(.resume(id: id, .focus)) }
        gtk_widget_add_controller(card, focus)

        let keys = gtk_event_controller_key_new()!
        ObjectSignal.connectKeyPressed(object(keys)) { [events] keyValue, _ in
            guard keyValue == UInt32(GDK_KEY_Escape) else { return false }
            events(.escape(id: id))
            return true
        }
        gtk_widget_add_controller(card, keys)

        let drag = gtk_gesture_drag_new()!
        let dragController = drag
        connectPoint(dragController, "drag-update") { [weak self] x, _ in self?.dragged(by: x) }
        connectPoint(dragController, "drag-end") { [weak self] x, _ in self?.released(after: x) }
        gtk_widget_add_controller(card, dragController)
    }

    /// The card fades as the pointer drags it sideways.
    private func dragged(by offset: Double) {
        guard !isClosing else { return }
        gtk_widget_set_opacity(card, SwipeGesture.opacity(offset: offset, width: Double(gtk_widget_get_width(card))))
    }

    /// Past the threshold the snack is swiped away, else it comes back.
    private func released(after offset: Double) {
        guard !isClosing else { return }
        gtk_widget_set_opacity(card, 1)
        if SwipeGesture.dismisses(after: offset) { events(.swipe(id: id)) }
    }
}
