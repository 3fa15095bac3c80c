import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// The GTK 4 renderer's scheduler for one overlay: owns the board, one card per shown snack, and the one
/// deadline timer.
///
/// One scheduler, as on GTK 3: every event goes through `send`, which hands it to the board with `now` from
/// the clock, applies the returned commands, then keeps exactly one GLib timeout armed for the board's next
/// deadline (firing `.tick`). No policy lives here: the board decides, the cards draw.
@MainActor
final class OverlayRuntime {
    private(set) var board: SnackBoard
    let stacks: OverlayStacks
    private let clock: @MainActor () -> Double
    /// One card per snack on screen, by id (a closing one is gone from here).
    private(set) var cards: [String: SnackCard] = [:]
    /// The order the cards were presented in, oldest first: the last is the newest.
    private var presented: [String] = []
    private var timerSource: guint = 0
    private var armedDeadline: Double?
    /// Told each snack shown and dismissed.
    var observer: (@MainActor (SnackOverlayEvent) -> Void)?

    /// A runtime drawing into `stacks`; `clock` gives seconds on a monotonic clock (GLib's by default).
    init(configuration: BoardConfiguration, stacks: OverlayStacks, clock: @escaping @MainActor () -> Double = monotonicSeconds) {
        board = SnackBoard(configuration: configuration)
        self.stacks = stacks
        self.clock = clock
    }

    /// The board's settings; changes apply to snacks added afterwards.
    var configuration: BoardConfiguration {
        get { board.configuration }
        set { board.configuration = newValue }
    }

    /// Feeds one event to the board, applies what it says, re-arms the timer.
    func send(_ event: SnackEvent) {
        let commands = board.handle(event, now: clock())
        for command in commands { apply(command) }
        armTimer()
    }

    private func apply(_ command: RenderCommand) {
        switch command {
        case .present(let snack, let corner, _): present(snack, corner: corner)
        case .update(let snack, let busy, _): cards[snack.id]?.show(snack, busy: busy)
        case .restack(let corner, let ids): stacks.restack(corner, cards: ids.compactMap { cards[$0] })
        case .withdraw(let id): release(id)
        case .dismiss(let snack, let reason):
            release(snack.id)
            snack.onDismiss?(reason)
            observer?(.dismissed(id: snack.id, reason: reason))
        case .supersede(let snack): snack.onDismiss?(.replaced)
        case .runAction(let id, let action): run(action, of: id)
        case .tap(let snack): snack.onTap?()
        }
    }

    private func present(_ snack: Snack, corner: SnackCorner) {
        let id = snack.id
        let theme = OverlayStyler.shared.theme
        let card = SnackCard(snack: snack, corner: corner, width: stacks.cardWidth(theme.layout), theme: theme) { [weak self] event in
            self?.send(event)
        }
        card.onMapped = { [weak self] in
            self?.send(.surfaceShown(id: id))
            self?.observer?(.shown(id: id))
        }
        cards[id] = card
        presented.append(id)
        stacks.insert(card)
        card.reveal()
    }

    /// Ends the card of `id`, if it has one: it slides out and leaves its stack.
    private func release(_ id: String) {
        guard let card = cards.removeValue(forKey: id) else { return }
        presented.removeAll { $0 == id }
        // The closure keeps the card (and so its handlers' owner) alive through the exit motion.
        card.close { _ = card }
    }

    /// Gives every card the width the overlay has room for now (it follows the window as it is resized).
    func fitCards() {
        let width = stacks.cardWidth(OverlayStyler.shared.theme.layout)
        for card in cards.values { card.fit(width: width) }
    }

    /// Gives the keyboard focus to the newest snack on screen, remembering where the focus was. False
    /// when none can take it.
    func focusNewest() -> Bool {
        guard let card = presented.last.flatMap({ cards[$0] }) else { return false }
        let root = gtk_widget_get_root(card.card)
        let previous = root.flatMap { gtk_root_get_focus($0) }
        guard card.takeFocus() else { return false }
        if card.previousFocus == nil, let previous, previous != card.card, gtk_widget_is_ancestor(previous, card.card) == 0 {
            card.previousFocus = previous
            g_object_ref(object(previous))
        }
        return true
    }

    private func run(_ action: SnackAction, of id: String) {
        action.perform { [weak self] in self?.send(.actionFinished(id: id)) }
    }

    /// Keeps one timer for the earliest deadline: untouched when the deadline did not change.
    private func armTimer() {
        let deadline = board.nextDeadline
        guard deadline != armedDeadline else { return }
        armedDeadline = deadline
        MainLoopSource.remove(&timerSource)
        guard let deadline else { return }
        timerSource = addTimeout(seconds: deadline - clock()) { [weak self] in
            guard let self else { return }
            // The source is gone once this returns; forget its id before `send` arms the next one.
            timerSource = 0
            armedDeadline = nil
            send(.tick)
        }
    }
}
