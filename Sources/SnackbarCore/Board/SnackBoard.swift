/// The manager's state machine: which snacks show in each corner, which wait, and when each expires.
///
/// Pure and deterministic: it never reads a clock, sleeps or draws. Each event comes with `now`
/// (seconds on any monotonic clock) and returns the `RenderCommand`s a renderer applies. After each
/// event the runtime arms one timer for `nextDeadline` and sends `.tick` when it fires.
///
/// Cost: every event but `removeAll` and `shutdown` is O(maxVisible), whatever the queue's length, but
/// the fold of a waiting snack, which finds its slot in its queue (`SnackBoard+Folding`).
public struct SnackBoard: Sendable {
    struct Entry: Sendable {
        var snack: Snack
        /// The renderer's own values for this snack, carried unread.
        var attachment: (any SnackAttachment)?
        /// `snack.dedupeKey` for snacks deduped by text; nil when the id itself is the key.
        var key: String?
        let corner: SnackCorner
        var isVisible = false
        var timer: SnackTimer
        /// The action chosen, once one was; a second press of any action is then ignored.
        var chosenAction: String?
        /// Distinguishes a live queue slot from one left behind by a removal.
        var ticket: Int
        /// Anti-flicker: the snack waits off screen (not queued) until then.
        var showAt: Double?
        /// When it came on screen, for its minimum visible time.
        var shownAt: Double?
        /// Anti-flicker: a programmatic removal asked for while it had not been readable long enough.
        var removeAt: Double?
        /// While its surface is not on screen yet: when its time starts anyway.
        var surfaceWaitEnds: Double?
        /// It waits off screen until no fullscreen window is active (see `SnackBoard+Attention`).
        var isWithheld = false
    }

    /// A place in a corner's queue; stale once the entry's ticket moved on.
    struct QueueSlot: Sendable {
        let id: String
        let ticket: Int
    }

    /// The settings; changes apply to snacks added afterwards.
    public var configuration: BoardConfiguration

    var entries = StringTable<Entry>()
    /// Text dedupe key → id of the live snack that has it (snacks with an explicit id dedupe through `entries`).
    var idsByKey = StringTable<String>()
    /// Per corner, visible ids nearest its edge (newest) first.
    var visible = PerCorner<[String]>([])
    var queues = PerCorner(Deque<QueueSlot>())
    var queuedCounts = PerCorner(0)
    /// Snacks still within their show delay, oldest first.
    var delayed: [String] = []
    var nextTicket = 0
    var screenReaderActive = false
    /// The user is away: shown snacks' time holds.
    var isAway = false
    /// The window the snacks show in is out of sight (`.unseen`), and whether that holds their time now.
    var windowIsUnseen = false
    var isHoldingUnseen = false
    /// A fullscreen window is active: snacks of normal priority wait in `withheld`, oldest first.
    var isFullscreen = false
    var withheld: [String] = []
    /// The corners whose last snack the renderer had no room for (`.noRoom`): their waiting snacks wait on.
    var roomlessCorners = PerCorner(false)
    /// After `.shutdown` every further snack is dismissed at once with `.shutdown`.
    public private(set) var isShutDown = false

    /// Creates an empty board.
    public init(configuration: BoardConfiguration = BoardConfiguration()) {
        self.configuration = configuration
    }

    /// Applies one event at time `now` and returns what the renderer must do, in order.
    public mutating func handle(_ event: SnackEvent, now: Double) -> [RenderCommand] {
        var out: [RenderCommand] = []
        handle(event, now: now, into: &out)
        return out
    }

    /// Applies one event at time `now`, appending the renderer's commands to `out` (no allocation per event
    /// when `out` keeps its capacity).
    public mutating func handle(_ event: SnackEvent, now: Double, into out: inout [RenderCommand]) {
        switch event {
        case .add(let snack, let attachment): add(snack, attachment: attachment, now: now, into: &out)
        case .remove(let id): remove(id, now: now, into: &out)
        case .removeMatching(let snack):
            if let position = existingPosition(for: keys(of: snack)) {
                remove(entries.key(at: position), now: now, into: &out)
            }
        case .removeAll: removeAll(now: now, into: &out)
        case .windowClosed: endAll(reason: .shutdown, now: now, into: &out)
        case .setProgress(let id, let progress): setProgress(progress, of: id, into: &out)
        case .action(let id, let actionID): press(actionID, on: id, now: now, into: &out)
        case .actionFinished(let id):
            if let entry = entries[id], entry.isVisible, let chosen = entry.chosenAction {
                end(id, reason: .action(chosen), now: now, into: &out)
            }
        case .closeButton(let id): endVisible(id, reason: .closeButton, now: now, into: &out)
        case .swipe(let id): endVisible(id, reason: .swipe, now: now, into: &out)
        case .escape(let id): endVisible(id, reason: .escape, now: now, into: &out)
        case .tap(let id):
            if let entry = entries[id], entry.isVisible, entry.snack.onTap != nil { out.append(.tap(entry.snack)) }
        case .pause(let id, let source):
            if let position = visiblePosition(of: id) { entries[position].timer.hold(UInt16(source.rawValue), now: now) }
        case .resume(let id, let source):
            if let position = visiblePosition(of: id) { entries[position].timer.release(UInt16(source.rawValue), now: now) }
        case .surfaceShown(let id):
            if let position = visiblePosition(of: id) { startTime(at: position, now: now) }
        case .screenReader(let active): setScreenReader(active, now: now)
        case .away(let away): setAway(away, now: now)
        case .unseen(let unseen): setUnseen(unseen, now: now)
        case .fullscreen(let fullscreen): setFullscreen(fullscreen, now: now, into: &out)
        case .noRoom(let id): refuse(id, now: now, into: &out)
        case .roomChanged: makeRoom(now: now, into: &out)
        case .tick: expire(now: now, into: &out)
        case .shutdown:
            endAll(reason: .shutdown, now: now, into: &out)
            isShutDown = true
        }
    }

    /// The earliest time a visible snack expires; arm one timer for it. Nil when nothing runs down.
    public var nextDeadline: Double? {
        var earliest: Double?
        for corner in SnackCorner.allCases {
            for id in visible[corner] {
                guard let position = entries.position(of: id) else { continue }
                let entry = entries[position]
                for due in [entry.timer.deadline, entry.removeAt, entry.surfaceWaitEnds].compactMap({ $0 }) {
                    if earliest.map({ due < $0 }) ?? true { earliest = due }
                }
            }
        }
        for id in delayed {
            guard let due = entries[id]?.showAt else { continue }
            if earliest.map({ due < $0 }) ?? true { earliest = due }
        }
        return earliest
    }

    /// Where the snack with this id is in `entries`, if it is on screen.
    func visiblePosition(of id: String) -> Int? {
        guard let position = entries.position(of: id), entries[position].isVisible else { return nil }
        return position
    }

    /// Whether the window the snacks show in is out of sight, as `.unseen` last said (held or not).
    public var windowUnseen: Bool { windowIsUnseen }

    /// Whether the snack with this id waits off screen for the fullscreen window to go.
    public func isWithheld(id: String) -> Bool { entries[id]?.isWithheld ?? false }

    /// The ids shown in `corner`, nearest its edge (newest) first.
    public func visibleIDs(in corner: SnackCorner) -> [String] { visible[corner] }

    /// The ids shown along `edge`, corner by corner (leading first), each nearest the edge first.
    public func visibleIDs(on edge: SnackEdge) -> [String] {
        SnackAlignment.allCases.flatMap { visible[SnackCorner(edge: edge, alignment: $0)] }
    }

    /// How many snacks wait behind `corner`.
    public func queuedCount(in corner: SnackCorner) -> Int { queuedCounts[corner] }

    /// How many snacks wait along `edge`, in all its corners.
    public func queuedCount(on edge: SnackEdge) -> Int {
        SnackAlignment.allCases.reduce(0) { $0 + queuedCounts[SnackCorner(edge: edge, alignment: $1)] }
    }

    /// The snack with this id, shown or queued.
    public func snack(id: String) -> Snack? { entries[id]?.snack }

    /// Whether the snack with this id is on screen.
    public func isVisible(id: String) -> Bool { visiblePosition(of: id) != nil }

    /// Whether something holds the timer of the snack with this id.
    public func isPaused(id: String) -> Bool { entries.position(of: id).map { entries[$0].timer.isHeld } ?? false }

    /// Seconds the snack with this id has left at `now` (nil: infinite or unknown).
    public func timeLeft(id: String, now: Double) -> Double? {
        entries.position(of: id).flatMap { entries[$0].timer.left(at: now) }
    }

    /// How many snacks are shown or queued.
    public var count: Int { entries.count }
}
