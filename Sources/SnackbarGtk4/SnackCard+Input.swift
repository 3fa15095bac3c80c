import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// The card's input: hover and keyboard focus hold its time (GTK 4's motion and focus controllers),
/// Escape while it has the focus dismisses it, a sideways drag swipes it away (`SwipeGesture`).
extension SnackCard {
    func attachInput() {
        let motion = gtk_event_controller_motion_new()!
        connectPoint(motion, "enter") { [weak self] _, _ in self?.report { .pause(id: $0, .hover) } }
        connectPlain(object(motion), "leave") { [weak self] in self?.report { .resume(id: $0, .hover) } }
        gtk_widget_add_controller(card, motion)

        let focus = gtk_event_controller_focus_new()!
        connectPlain(object(focus), "enter") { [weak self] in self?.report { .pause(id: $0, .focus) } }
        connectPlain(object(focus), "leave") { [weak self] in self?.report { .resume(id: $0, .focus) } }
        gtk_widget_add_controller(card, focus)

        let keys = gtk_event_controller_key_new()!
        ObjectSignal.connectKeyPressed(object(keys)) { [weak self] keyValue, _ in
            guard keyValue == UInt32(GDK_KEY_Escape) else { return false }
            self?.report { .escape(id: $0) }
            return true
        }
        gtk_widget_add_controller(card, keys)

        let drag = gtk_gesture_drag_new()!
        let dragController = drag
        connectPoint(dragController, "drag-update") { [weak self] x, _ in self?.dragged(by: x) }
        connectPoint(dragController, "drag-end") { [weak self] x, _ in self?.released(after: x) }
        gtk_widget_add_controller(card, dragController)
    }

    /// Reports the event `make` builds for the id the snack has now.
    private func report(_ make: (String) -> SnackEvent) { events(make(id)) }

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
