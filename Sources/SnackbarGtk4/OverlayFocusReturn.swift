import CSnackbarGtk4

/// Where the keyboard goes when a snack that has it closes: back to the widget of the overlay's window that
/// last had the focus outside the snacks, whatever took the focus into the snack (`focusNewest`, Tab).
/// Follows the window's `focus-widget`, and holds that widget weakly: the app may destroy it meanwhile.
///
/// The widget gets the focus back as the user left it. An editable's text (the `GtkText` that has the focus
/// inside every `GtkEditable` GTK has: entries, search and password entries, spin buttons) keeps its caret and
/// selection, where a plain grab selects all of it (GTK's select-on-focus) and the next key replaces the text;
/// a `GtkTextView` keeps its own.
@MainActor
final class OverlayFocusReturn {
    private var root: OpaquePointer?
    private var handler: gulong = 0
    private let last = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    /// Whether a widget is part of a snack (its card, a button, the app's widget inside it).
    private let isInSnack: @MainActor (Widget) -> Bool

    init(isInSnack: @escaping @MainActor (Widget) -> Bool) {
        self.isInSnack = isInSnack
        g_weak_ref_init(last, nil)
    }

    isolated deinit {
        detach()
        g_weak_ref_clear(last)
        last.deallocate()
    }

    /// Follows the focus in `newRoot` (the overlay's window; nil outside any) instead of the one before.
    func follow(_ newRoot: OpaquePointer?) {
        guard newRoot != root else { return }
        detach()
        root = newRoot
        guard let newRoot else { return }
        handler = connectNotify(object(newRoot), property: "focus-widget") { [weak self] in self?.focusMoved() }
        focusMoved()
    }

    /// Stops following the window, and forgets the widget.
    func detach() {
        if let root, handler != 0 { g_signal_handler_disconnect(object(root), handler) }
        handler = 0
        root = nil
        g_weak_ref_set(last, nil)
    }

    /// Remembers a focus outside the snacks; none at all (a widget left the window) changes nothing.
    private func focusMoved() {
        guard let root, let focus = gtk_root_get_focus(root), !isInSnack(focus) else { return }
        g_weak_ref_set(last, object(focus))
    }

    /// Gives the focus back to the widget that last had it outside the snacks, if it is still in the window.
    func giveBack() {
        guard let root, let held = g_weak_ref_get(last) else { return }
        defer { g_object_unref(held) }
        let widget: Widget = cast(held)
        guard gtk_widget_get_root(widget) == root else { return }
        if snack4_is_text(held) != 0 {
            _ = gtk_text_grab_focus_without_selecting(cast(held))
        } else {
            _ = gtk_widget_grab_focus(widget)
        }
    }
}
