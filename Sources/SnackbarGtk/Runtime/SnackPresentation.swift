import SnackbarCore

/// One shown snack on the GTK thread: its surface (window, content, motion) and its extras (an app's
/// widget, its own stylesheets), the way libadwaita keeps one `ToastInfo` per toast.
///
/// Created by the runtime's `present`, ended by `release(style:onClosed:)` once: the surface leaves and
/// is destroyed, the record's hold on the extras goes at once (the surface keeps the widget it shows
/// until it is destroyed).
@MainActor
final class SnackPresentation {
    let id: String
    let edge: SnackEdge
    let surface: any SnackSurface
    /// Its place in the order snacks were presented (1 first): the newest has the highest.
    let sequence: Int
    private(set) var snack: Snack
    private(set) var extras: SnackExtras?

    init(snack: Snack, edge: SnackEdge, extras: SnackExtras?, surface: any SnackSurface, sequence: Int) {
        id = snack.id
        self.sequence = sequence
        self.edge = edge
        self.snack = snack
        self.extras = extras
        self.surface = surface
        surface.show(snack, busy: false, extras: extras)
    }

    /// New content in place (a merge, progress, a busy spinner).
    func update(_ snack: Snack, busy: Bool, extras: SnackExtras?) {
        self.snack = snack
        self.extras = extras
        surface.show(snack, busy: busy, extras: extras)
    }

    /// Ends the presentation: the surface leaves, then `onClosed` runs.
    func release(style: SnackStyle, onClosed: @escaping @MainActor () -> Void) {
        extras = nil
        surface.close(style: style, onClosed: onClosed)
    }
}
