import SnackbarCore

/// The one driver both renderers run on: owns the board, feeds it every event with the time now, turns
/// its render commands into calls on a `SnackRenderer`, and keeps the timers — exactly one armed for the
/// board's next deadline (firing `.tick`), and one that redraws visible countdowns while one runs.
///
/// Holds (hover, focus, a screen reader) reach the board as events and stop a snack's time there;
/// actions run here and report back as `.actionFinished`; a snack's own `onDismiss`, `onTap` and the
/// `.replaced` of a superseded one are called here, so both renderers call them the same way.
///
/// No GTK: the renderer is the only side that holds widgets.
@MainActor
package final class SnackDriver {
    package private(set) var board: SnackBoard
    /// Seconds on a monotonic clock (GLib's by default); tests pass a fake one.
    package let clock: @MainActor () -> Double
    /// What draws; the owner of the driver, set once it exists.
    package weak var renderer: (any SnackRenderer)?
    /// The ids presented and not yet released, oldest first: the last is the newest.
    package private(set) var presented: [String] = []
    private let timer: any DeadlineTimer
    private var armedDeadline: Double?
    private let countdownTimer: any DeadlineTimer
    private var isCountdownArmed = false
    /// How deep `send` runs now; the snacks the renderer had no room for wait for the outermost to end.
    private var sendDepth = 0
    private var roomless: [String] = []

    /// How often running countdowns are read: 30 times a second, smooth for a bar a few hundred pixels long.
    package static let countdownInterval = 1.0 / 30

    /// A driver for a board with `configuration`, timing with `timer` and redrawing countdowns with
    /// `countdownTimer`.
    package init(
        configuration: BoardConfiguration, timer: any DeadlineTimer = GLibDeadlineTimer(),
        countdownTimer: any DeadlineTimer = GLibDeadlineTimer(), clock: @escaping @MainActor () -> Double = monotonicSeconds
    ) {
        board = SnackBoard(configuration: configuration)
        self.timer = timer
        self.countdownTimer = countdownTimer
        self.clock = clock
    }

    /// The board's settings; changes apply to snacks added afterwards, but for the switch of the hold while
    /// the window is unseen, which applies to the snacks on screen at once.
    package var configuration: BoardConfiguration {
        get { board.configuration }
        set {
            let switched = newValue.holdsWhileUnseen != board.configuration.holdsWhileUnseen
            board.configuration = newValue
            if switched { send(.unseen(board.windowUnseen)) }
        }
    }

    /// Feeds one event to the board, applies what it says, re-arms the timers.
    package func send(_ event: SnackEvent) {
        sendDepth += 1
        let commands = board.handle(event, now: clock())
        for command in commands { apply(command) }
        sendDepth -= 1
        if sendDepth == 0 { sendNoRoom() }
        armTimer()
        refreshCountdowns()
    }

    /// The renderer cannot show `id` whole beside the others: the board takes it back to wait, once the commands
    /// being applied are done (a later one of them may still name it).
    package func noRoom(for id: String) {
        roomless.append(id)
        if sendDepth == 0 { sendNoRoom() }
    }

    /// The newest refused first: each goes to the head of its queue, so the older one ends up ahead.
    private func sendNoRoom() {
        while let id = roomless.popLast() { send(.noRoom(id: id)) }
    }

    private func apply(_ command: RenderCommand) {
        switch command {
        case .present(let snack, let corner, let attachment):
            presented.append(snack.id)
            renderer?.present(snack, corner: corner, attachment: attachment)
        case .rename(let old, let id):
            if let index = presented.firstIndex(of: old) { presented[index] = id }
            renderer?.rename(old, to: id)
        case .update(let snack, let busy, let attachment): renderer?.update(snack, busy: busy, attachment: attachment)
        case .restack(let corner, let ids): renderer?.restack(corner, ids: ids)
        case .withdraw(let id): release(id)
        case .dismiss(let snack, let reason):
            release(snack.id)
            snack.onDismiss?(reason)
            renderer?.dismissed(snack.id, reason: reason)
        case .supersede(let snack): snack.onDismiss?(.replaced)
        case .runAction(let id, let action): action.perform { [weak self] in self?.send(.actionFinished(id: id)) }
        case .tap(let snack): snack.onTap?()
        }
    }

    private func release(_ id: String) {
        guard let index = presented.firstIndex(of: id) else { return }
        presented.remove(at: index)
        renderer?.release(id)
    }

    /// Keeps one timer for the earliest deadline: untouched when the deadline did not change.
    private func armTimer() {
        let deadline = board.nextDeadline
        guard deadline != armedDeadline else { return }
        armedDeadline = deadline
        timer.arm(after: deadline.map { $0 - clock() }) { [weak self] in
            guard let self else { return }
            armedDeadline = nil
            send(.tick)
        }
    }

    /// Gives every presented snack with a countdown its reading now, then arms the redraw timer if one
    /// of them runs on screen, or lets it go if none does. Each reading is the board's own timer, so a
    /// bar stands still exactly while the board holds the snack's time.
    ///
    /// Cost: the redraw timer runs only while a snack with a countdown is on screen and its time runs.
    package func refreshCountdowns() {
        guard let renderer else { return }
        let now = clock()
        var runs = false
        for id in presented where board.snack(id: id)?.showsCountdown == true {
            let countdown = board.countdown(id: id, now: now)
            renderer.hold(id, countdown: countdown)
            if countdown?.isRunning == true, renderer.isOnScreen(id) { runs = true }
        }
        if runs, !isCountdownArmed {
            isCountdownArmed = true
            countdownTimer.arm(after: Self.countdownInterval) { [weak self] in
                guard let self else { return }
                isCountdownArmed = false
                refreshCountdowns()
            }
        } else if !runs, isCountdownArmed {
            isCountdownArmed = false
            countdownTimer.arm(after: nil) {}
        }
    }
}
