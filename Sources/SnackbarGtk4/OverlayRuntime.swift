import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// The GTK 4 renderer for one overlay: one card per shown snack, in the overlay's stacks.
///
/// A thin `SnackRenderer`, as the GTK 3 runtime is: the `SnackDriver` it owns holds the board, the
/// timers and the holds, and calls it back with the board's commands; every event goes through `send`.
/// No policy lives here: the board decides, the cards draw.
@MainActor
final class OverlayRuntime: DrivenRenderer {
    let driver: SnackDriver
    let stacks: OverlayStacks
    /// Where the keyboard goes when a snack that has it closes.
    let focusReturn: OverlayFocusReturn
    /// One card per snack on screen, by id (a closing one is gone from here).
    private(set) var cards: [String: SnackCard] = [:]
    /// Told each snack shown and dismissed.
    var observer: (@MainActor (SnackOverlayEvent) -> Void)?

    /// A runtime drawing into `stacks`; `clock` gives seconds on a monotonic clock (GLib's by default).
    init(configuration: BoardConfiguration, stacks: OverlayStacks, clock: @escaping @MainActor () -> Double = monotonicSeconds) {
        driver = SnackDriver(configuration: configuration, clock: clock)
        self.stacks = stacks
        focusReturn = OverlayFocusReturn { [stacks] in stacks.holds($0) }
        driver.renderer = self
    }

    /// The board's settings; changes apply to snacks added afterwards.
    var configuration: BoardConfiguration {
        get { driver.configuration }
        set { driver.configuration = newValue }
    }

    func present(_ snack: Snack, corner: SnackCorner, attachment: (any SnackAttachment)?) {
        let theme = OverlayStyler.shared.theme
        let card = SnackCard(
            snack: snack, custom: (attachment as? AppWidget)?.widget, corner: corner, width: stacks.cardWidth(theme.layout), theme: theme
        ) { [weak self] event in
            self?.send(event)
        }
        card.roomForText = { [weak self, weak card] in card.flatMap { self?.room(for: $0) } ?? 0 }
        card.onMapped = { [weak self, weak card] in
            guard let id = card?.id else { return }
            self?.send(.surfaceShown(id: id))
            self?.observer?(.shown(id: id))
        }
        stacks.insert(card)
        // A card that would push an older one of its stack out of the window waits in its queue, as on GTK 3.
        guard fitsWhole(card) else {
            stacks.remove(card)
            return driver.noRoom(for: snack.id)
        }
        cards[snack.id] = card
        card.reveal()
        // An open text in its column gives the new card the room it counted on.
        fitOpenedTexts()
    }

    /// Whether `card`, in its stack and not yet revealed, leaves every card of its column room to show whole:
    /// its own stack and the one facing it from the other edge at the same place along it, clear of each
    /// other (as GTK 3's `StackLayout.waiting` weighs them); true until the overlay is laid out (its room is
    /// not known before). An open text counts at its cut height: it makes room for the newer card.
    private func fitsWhole(_ card: SnackCard) -> Bool {
        guard stacks.isLaidOut else { return true }
        let (own, facing) = column(of: card)
        let stacks = [own + [card], facing].filter { !$0.isEmpty }
        guard stacks.joined().count > 1 else { return true }
        let spacing = card.theme.layout.spacing
        let heights = stacks.map { stack in stack.map { $0.opened?.cutHeight ?? height(of: $0) }.reduce(0, +) + spacing * (stack.count - 1) }
        return heights.reduce(0, +) <= self.stacks.stackRoom
    }

    /// The other shown cards of `card`'s column: its own stack's and those of the stack facing it.
    private func column(of card: SnackCard) -> (own: [SnackCard], facing: [SnackCard]) {
        let facing = SnackCorner(edge: card.edge == .top ? .bottom : .top, alignment: card.alignment)
        let shown = cards.values.filter { $0 !== card && !$0.isClosing }
        return (shown.filter { $0.corner == card.corner }, shown.filter { $0.corner == facing })
    }

    /// A card's height: as laid out, or measured at the cards' width before it is (measuring twenty laid-out
    /// cards again doubled an add's time).
    private func height(of card: SnackCard) -> Int {
        let height = Int(gtk_widget_get_height(card.card))
        guard height <= 0 else { return height }
        var least: Int32 = 0
        gtk_widget_measure(card.card, GTK_ORIENTATION_VERTICAL, Int32(stacks.cardWidth(card.theme.layout)), &least, nil, nil, nil)
        return Int(least)
    }

    /// The height `card` may take (its text opened): the overlay's less its insets and the other cards of its
    /// column, each with the spacing after it.
    private func room(for card: SnackCard) -> Int {
        let (own, facing) = column(of: card)
        return stacks.stackRoom - (own + facing).reduce(0) { $0 + height(of: $1) + card.theme.layout.spacing }
    }

    /// Gives each open text the room its column leaves now.
    func fitOpenedTexts() {
        for card in cards.values where card.opened != nil { card.fitOpenedText() }
    }

    func rename(_ id: String, to newID: String) {
        cards[newID] = cards.removeValue(forKey: id)
    }

    func update(_ snack: Snack, busy: Bool, attachment: (any SnackAttachment)?) {
        cards[snack.id]?.show(snack, busy: busy, custom: (attachment as? AppWidget)?.widget)
    }

    func restack(_ corner: SnackCorner, ids: [String]) { stacks.restack(corner, cards: ids.compactMap { cards[$0] }) }

    func hold(_ id: String, countdown: SnackCountdown?) { cards[id]?.showCountdown(countdown?.fractionLeft) }

    func isOnScreen(_ id: String) -> Bool { cards[id].map { gtk_widget_get_mapped($0.card) != 0 } ?? false }

    func dismissed(_ id: String, reason: DismissReason) { observer?(.dismissed(id: id, reason: reason)) }

    /// Ends the card of `id`, if it has one: it slides out and leaves its stack.
    func release(_ id: String) {
        guard let card = cards.removeValue(forKey: id) else { return }
        // Before the card goes: a focused button that leaves the window leaves it no focus at all.
        if card.containsFocus { focusReturn.giveBack() }
        // The closure keeps the card (and so its handlers' owner) alive through the exit motion.
        card.close { _ = card }
    }

    /// Gives every card the width the overlay has room for now (it follows the window as it is resized).
    func fitCards() {
        let width = stacks.cardWidth(OverlayStyler.shared.theme.layout)
        for card in cards.values { card.fit(width: width) }
    }

    /// Gives the keyboard focus to the newest snack on screen (`focusReturn` knows where it was). False
    /// when none can take it.
    func focusNewest() -> Bool {
        driver.presented.last.flatMap { cards[$0] }?.takeFocus() ?? false
    }
}
