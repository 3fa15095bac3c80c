import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// One snack inside a window: a revealer that slides it in and out, and inside it the card (`.snackbar`
/// with its kind's class, role alert, the label a screen reader speaks, also given to the window's name
/// while it is the newest) holding the content built from the snack. Reports the user's input as board events through `events`.
///
/// Created by the runtime's `present` and put in a stack box by `OverlayStacks`; ended by `close` exactly
/// once: it slides out, then leaves its box, which drops the widgets (and GTK the input handlers' boxes).
@MainActor
final class SnackCard {
    /// The snack's id, under which its input is reported: a fold gives it the newest add's id.
    private(set) var id: String
    /// The stack box's child: slides the card in and out; GTK's animation setting turns the slide off.
    let revealer: Widget
    /// The snack's box: its CSS classes, accessible role and label, input controllers.
    let card: Widget
    /// The stack the card belongs to.
    let corner: SnackCorner
    var edge: SnackEdge { corner.edge }
    var alignment: SnackAlignment { corner.alignment }
    /// Reports input for the board.
    let events: @MainActor (SnackEvent) -> Void
    /// Runs once, the first time the card is on screen.
    var onMapped: (@MainActor () -> Void)?
    /// Asked for the focus before it was on screen: it takes it once it is.
    private var focusWhenMapped = false
    /// The buttons of the content shown now, by action id; `closeButtonID` names the close button.
    private(set) var buttons: [String: Widget] = [:]
    /// The label of each text row shown now.
    private(set) var labels: [SnackTextRow: Widget] = [:]
    private var content: Widget?
    /// The icon and the text column of the content shown now (its text rows and progress bar).
    private(set) var icon: Widget?
    private(set) var texts: Widget?
    /// The inline buttons of the content shown now, beside its text or under it.
    private var shelf: ActionShelf?
    /// The first action's button of the content shown now.
    private var firstAction: Widget?
    /// The countdown's bar of the content shown now.
    private var countdown: Widget?
    /// The text while it is open in place (`toggleText`).
    var opened: OpenedText?
    /// The height the card may take while its text is open: its column's room less the other cards in it.
    var roomForText: @MainActor () -> Int = { 0 }
    /// The card's accessible label (`spokenText` of the snack shown).
    private(set) var spoken = ""
    private(set) var isClosing = false
    let theme: Theme

    /// The key of the close button in `buttons`.
    static let closeButtonID = "\u{0}close"

    /// Builds the card for `snack` with the app's widget `custom` (if any), `width` pixels wide, not yet in a
    /// stack box.
    init(
        snack: Snack, custom: Widget?, corner: SnackCorner, width: Int, theme: Theme, events: @escaping @MainActor (SnackEvent) -> Void
    ) {
        id = snack.id
        self.corner = corner
        self.theme = theme
        self.events = events
        revealer = gtk_revealer_new()
        card = snack4_box_new_with_role(GTK_ORIENTATION_VERTICAL, 0, GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_widget_set_focusable(card, 1)
        gtk_widget_set_size_request(card, Int32(width), -1)
        gtk_revealer_set_transition_type(cast(revealer), revealerTransition(entering: true))
        gtk_revealer_set_transition_duration(cast(revealer), UInt32(theme.animation.addDuration * 1000))
        gtk_revealer_set_child(cast(revealer), card)
        // A revealer clips its child to its own box, which cut the card's shadow to grey squares at its rounded
        // corners; it still clips the child itself while it slides.
        gtk_widget_set_overflow(revealer, GTK_OVERFLOW_VISIBLE)
        // Out of the focus chain until it is on screen: a window presented with a snack already in it gives
        // its first focus to the first focusable widget of its chain right after mapping, never a snack's.
        gtk_widget_set_can_focus(revealer, 0)
        attachInput()
        connectPlain(card, "map") { [weak self] in
            guard let self, let onMapped else { return }
            self.onMapped = nil
            MainLoopSource.whenIdle { [weak self] in
                guard let self, !isClosing else { return }
                gtk_widget_set_can_focus(revealer, 1)
                // Laid out by now: whether Pango cut the text is known.
                describeText()
            }
            if focusWhenMapped {
                focusWhenMapped = false
                _ = takeFocus()
            }
            announce()
            onMapped()
        }
        show(snack, busy: false, custom: custom)
    }

    /// The revealer's motion: a slide from the stack's edge, or a fade when the theme only fades.
    private func revealerTransition(entering: Bool) -> GtkRevealerTransitionType {
        guard theme.animation.style != .fade else { return GTK_REVEALER_TRANSITION_TYPE_CROSSFADE }
        switch edge {
        case .top: return GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .bottom: return GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        }
    }

    /// Takes `width` pixels (the overlay was resized).
    func fit(width: Int) {
        var current: Int32 = 0
        gtk_widget_get_size_request(card, &current, nil)
        if current != Int32(width) { gtk_widget_set_size_request(card, Int32(width), -1) }
        shelf?.place(forRowWidth: rowWidth(ofCard: width))
    }

    /// The width of the card's row at a card `width` pixels wide: inside its border and the theme's padding.
    private func rowWidth(ofCard width: Int) -> Int {
        let padding = theme.layout.padding
        return width - padding.leading - padding.trailing - 2 * Theme.borderWidth(highContrast: false)
    }

    /// Starts the slide in (the card is in its box by now).
    func reveal() {
        gtk_revealer_set_reveal_child(cast(revealer), 1)
    }

    /// Shows this content with the app's widget `custom` (if any): the first time, and again after a merge,
    /// progress or a busy spinner.
    func show(_ snack: Snack, busy: Bool, custom: Widget?) {
        let hadFocus = containsFocus
        id = snack.id
        if let content { gtk_box_remove(cast(card), content) }
        // New content comes cut: an open text closes with the content it showed.
        if opened != nil {
            opened = nil
            // After the board's command that brought the content, not inside it.
            let (events, id) = (events, snack.id)
            MainLoopSource.whenIdle { events(.resume(id: id, .expanded)) }
        }
        gtk_widget_set_css_classes(card, nil)
        for name in [SnackbarCSSClass.snackbar, snack.kind.cssClass] { gtk_widget_add_css_class(card, name) }
        let built = SnackContent(snack: snack, busy: busy, custom: custom, layout: theme.layout, events: events)
        buttons = built.buttons
        icon = built.icon
        texts = built.texts
        firstAction = built.firstAction
        labels = built.labels
        // Whether the text is cut is known once it is laid out: the map's idle says so (`describeText`).
        if let texts { attachTextInput(texts) }
        shelf = built.shelf
        var width: Int32 = 0
        gtk_widget_get_size_request(card, &width, nil)
        built.shelf.place(forRowWidth: rowWidth(ofCard: Int(width)))
        countdown = built.countdown
        content = built.root
        gtk_box_append(cast(card), built.root)
        spoken = Self.spokenText(snack)
        snack4_accessible_set_label(card, spoken)
        if onMapped == nil, !isClosing { announce() }
        if hadFocus { _ = takeFocus() }
    }

    /// Shows the share of the snack's time left on its countdown's bar, if it has one.
    func showCountdown(_ fraction: Double?) {
        guard let fraction, let countdown else { return }
        gtk_progress_bar_set_fraction(cast(countdown), fraction)
    }

    /// Whether the keyboard focus is on the card or inside it.
    var containsFocus: Bool {
        guard let root = gtk_widget_get_root(card), let focus = gtk_root_get_focus(root) else { return false }
        return focus == card || gtk_widget_is_ancestor(focus, card) != 0
    }

    /// Focuses the card's first action, else its first button, else the card itself, now or, for a card in a
    /// window but not yet on screen, once it is. The first action by name: with the buttons under the text, the
    /// close button above them comes first in GTK's order. False while it closes or is out of any window.
    func takeFocus() -> Bool {
        guard !isClosing, gtk_widget_get_mapped(card) != 0 else {
            // Added a moment ago (an app focusing the toast it just added): it takes the focus once it is on screen.
            guard !isClosing, onMapped != nil, gtk_widget_get_root(card) != nil else { return false }
            focusWhenMapped = true
            return true
        }
        gtk_widget_set_can_focus(revealer, 1)
        if let firstAction, gtk_widget_grab_focus(firstAction) != 0 { return true }
        // Without an action, a cut text first, as on GTK 3: Space or Enter opens it.
        if isTextOpenable, let texts, gtk_widget_grab_focus(texts) != 0 { return true }
        if gtk_widget_child_focus(card, GTK_DIR_TAB_FORWARD) != 0 { return true }
        return gtk_widget_grab_focus(card) != 0
    }

    /// Slides out, then leaves its box and runs `onClosed`. Finishes without frames too (a hidden window
    /// draws none).
    func close(onClosed: @escaping @MainActor () -> Void) {
        guard !isClosing else { return }
        isClosing = true
        restoreWindowName()
        gtk_widget_set_can_target(revealer, 0)
        var finished = false
        let finish: @MainActor () -> Void = { [revealer] in
            guard !finished else { return }
            finished = true
            if let box = gtk_widget_get_parent(revealer) { gtk_box_remove(cast(box), revealer) }
            onClosed()
        }
        let exit = theme.animation.removeDuration
        gtk_revealer_set_transition_type(cast(revealer), revealerTransition(entering: false))
        gtk_revealer_set_transition_duration(cast(revealer), UInt32(exit * 1000))
        connectNotify(revealer, property: "child-revealed") { [revealer] in
            if gtk_revealer_get_child_revealed(cast(revealer)) == 0 { finish() }
        }
        gtk_revealer_set_reveal_child(cast(revealer), 0)
        guard !finished else { return }
        if gtk_widget_get_mapped(revealer) == 0 { return finish() }
        _ = addTimeout(seconds: exit + 0.25, finish)
    }
}
