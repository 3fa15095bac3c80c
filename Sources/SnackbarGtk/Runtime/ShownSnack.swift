import SnackbarCore

/// One shown snack on the GTK thread: its surfaces (window, content, motion; one per screen it shows on)
/// and its extras (an app's widget, its own stylesheets), the way libadwaita keeps one `ToastInfo` per toast.
///
/// Under `MonitorChoice.all` the one snack has a copy on each monitor: the copies are this record's
/// `copies`, so the board still holds one snack, any copy's input is that snack's input, and `release`
/// closes them all together. The first copy is the snack's `surface` (focus, accessibility, drawing).
///
/// Created by the runtime's `present`, ended by `release(style:onClosed:)` once: the surfaces leave and
/// are destroyed, the record's hold on the extras goes at once (a surface keeps the widget it shows
/// until it is destroyed).
@MainActor
final class ShownSnack {
    /// Its id, which its surfaces' events read as they come: a fold gives the snack the newest add's id.
    let name: SnackName
    var id: String { name.id }
    let corner: SnackCorner
    /// One surface per screen, in the order of the runtime's screens when the snack was presented.
    let copies: [any SnackSurface]
    private(set) var snack: Snack
    private(set) var extras: SnackExtras?

    /// The first copy: the one that takes the focus and that accessibility and drawing read.
    var surface: any SnackSurface { copies[0] }

    init(name: SnackName, snack: Snack, corner: SnackCorner, extras: SnackExtras?, copies: [any SnackSurface]) {
        precondition(!copies.isEmpty, "a presentation shows at least one surface")
        self.name = name
        self.corner = corner
        self.snack = snack
        self.extras = extras
        self.copies = copies
        show(busy: false)
    }

    /// The copy on the screen at `index` of the runtime's screens, if the snack has one there.
    func copy(onScreen index: Int) -> (any SnackSurface)? {
        copies.indices.contains(index) ? copies[index] : nil
    }

    /// New content in place (a merge, progress, a busy spinner).
    func update(_ snack: Snack, busy: Bool, extras: SnackExtras?) {
        self.snack = snack
        self.extras = extras
        show(busy: busy)
    }

    /// Shows the content on every copy: an app's widget sits in one window only, so the first copy shows
    /// it and the others the snack with its stylesheets.
    private func show(busy: Bool) {
        let others = copies.count > 1 ? extras?.stylesOnly() : nil
        for (index, copy) in copies.enumerated() { copy.show(snack, busy: busy, extras: index == 0 ? extras : others) }
    }

    /// Ends the presentation: every copy leaves, then `onClosed` runs once, after the last one closed.
    func release(style: SnackStyle, onClosed: @escaping @MainActor () -> Void) {
        extras = nil
        var open = copies.count
        for copy in copies {
            copy.close(style: style) {
                open -= 1
                if open == 0 { onClosed() }
            }
        }
    }
}

/// A shown snack's id, held by reference: the handler of its surfaces' events, made before the record, reads
/// the id the snack has when an event comes.
@MainActor
final class SnackName {
    var id: String

    init(_ id: String) { self.id = id }
}
