import CSnackbarGtk4
import SnackbarCore

/// What screen readers hear. GTK 4.8 has no announce call, and of its accessibility tree Orca 43 speaks,
/// unasked, only a focus change or a new name of the active window: GTK 4.8 maps no role to AT-SPI's
/// notification, and reports the showing state of windows alone (and inverted). So the card (role alert,
/// labelled with the kind, title and message) stays where the user found it, and while it is the newest
/// snack its window's accessible name says it first, then the title; Orca speaks that change as a message.
/// The name goes back to the title when the snack goes.
extension SnackCard {
    /// The card's accessible label (`SpokenText`).
    static func spokenText(_ snack: Snack) -> String { SpokenText.of(snack, readingMarkup: pangoText) }

    /// Names the card's window after the snack (`spoken — title`), so that a screen reader speaks it: once
    /// the reader can hear the window (`FirstWindowActivation`), unless the card closed by then.
    func announce() {
        guard let window = window else { return }
        FirstWindowActivation.whenHeard(in: window) { [weak self] in
            guard let self, !isClosing, self.window == window else { return }
            nameWindow(window)
        }
    }

    private func nameWindow(_ window: UnsafeMutablePointer<GtkWindow>) {
        let name = [spoken, title(of: window)].filter { !$0.isEmpty }.joined(separator: " — ")
        snack4_accessible_set_label(cast(UnsafeMutableRawPointer(window)), name)
        WindowNames.holders[UInt(bitPattern: window)] = ObjectIdentifier(self)
    }

    /// Gives the window its title back as its name, unless a newer snack named it since.
    func restoreWindowName() {
        guard let window = window, WindowNames.holders[UInt(bitPattern: window)] == ObjectIdentifier(self) else { return }
        WindowNames.holders[UInt(bitPattern: window)] = nil
        snack4_accessible_set_label(cast(UnsafeMutableRawPointer(window)), title(of: window))
    }

    /// The window the card is in, while it is in one.
    private var window: UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(card), snack4_is_window(UnsafeMutableRawPointer(root)) != 0 else { return nil }
        return cast(UnsafeMutableRawPointer(root))
    }

    private func title(of window: UnsafeMutablePointer<GtkWindow>) -> String {
        gtk_window_get_title(window).map { String(cString: $0) } ?? ""
    }

    /// What valid Pango markup shows, nil for markup that is not valid.
    private static func pangoText(_ markup: String) -> String? {
        var plain: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(markup, -1, 0, nil, &plain, nil, nil) != 0, let plain else { return nil }
        defer { g_free(plain) }
        return String(cString: plain)
    }
}

/// Which card last named each window (by the window's address), so that an older card's end leaves a
/// newer one's name alone.
@MainActor
enum WindowNames {
    static var holders: [UInt: ObjectIdentifier] = [:]
}
