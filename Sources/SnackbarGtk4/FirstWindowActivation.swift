import CSnackbarGtk4
import SnackbarGlue

/// A snack in the window a GTK 4 app opens at start reaches a screen reader.
///
/// GTK 4.8 reports that window's activation before the app is on the accessibility registry; Orca 43
/// drops that event and then ignores every name change of the window ("a frame other than the active
/// window"), so the snacks there, announced through the window's name, went unheard. The process's first
/// announcement waits for `AnnouncementGate` (the app on the registry); then, when a screen reader listens,
/// the window's focus is reported again, taken off its focus widget and given back without grabbing it anew
/// (an entry keeps its selection), which Orca takes as the window becoming active, and the announcements
/// wait `settle` more. A name Orca reads before that focus is handled is not presented: the name must change
/// after it (about 0.1 s on an idle machine; measured, 0.75 s was outrun under `make test`'s load in 6 of 6
/// starts, 2.5 s never in 6 starts beside three busy loops).
@MainActor
enum FirstWindowActivation {
    /// Seconds between reporting the focus again and the first announcement: only a process's first
    /// announcement in its first window waits, and only while a screen reader listens.
    static let settle = 2.5

    private enum State { case idle, waiting, ready }
    private static var state = State.idle
    private static var pending: [@MainActor () -> Void] = []

    /// Runs `announce` once a screen reader can hear a change of `window`'s name: at once after the
    /// process's first announcement went out, else after the gate and the focus reported again.
    static func whenHeard(in window: UnsafeMutablePointer<GtkWindow>, _ announce: @escaping @MainActor () -> Void) {
        guard state != .ready else { return announce() }
        pending.append(announce)
        guard state == .idle else { return }
        state = .waiting
        g_object_ref(object(window))
        AnnouncementGate.shared.whenOpen {
            let reported = AnnouncementGate.shared.readerListens && reportFocusAgain(in: window)
            g_object_unref(object(window))
            guard reported else { return release() }
            _ = addTimeout(seconds: settle) { release() }
        }
    }

    private static func release() {
        state = .ready
        let bodies = pending
        pending = []
        for body in bodies { body() }
    }

    /// Takes the focus off the focus widget of `window` and gives it back, when the window is active and
    /// has one.
    private static func reportFocusAgain(in window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        let root: OpaquePointer = cast(UnsafeMutableRawPointer(window))
        guard gtk_window_is_active(window) != 0, let focus = gtk_root_get_focus(root) else { return false }
        g_object_ref(object(focus))
        defer { g_object_unref(object(focus)) }
        gtk_root_set_focus(root, nil)
        gtk_root_set_focus(root, focus)
        return true
    }
}
