import SnackbarCore
import SnackbarTestTags
import Testing

/// Random event sequences against the invariants the seed libraries broke: bursts past the limit,
/// double dismissals, recreate-after-dismiss, handlers run twice, paused snacks expiring.
@Suite(.tags(.exhaustive)) struct SnackBoardRandomTests {
    static let sequences = 100_000
    static let stepsPerSequence = 24

    /// What the test saw the board say, checked against the board after every step.
    struct Ledger {
        var live: Set<String> = []
        var actionsRun: Set<String> = []
        var failures: [String] = []

        /// `adding` is the id of the snack this step added: a same-id snack in another corner ends the old
        /// one and presents the new one in one step.
        mutating func record(_ commands: [RenderCommand], adding: String?, pausedBeforeTick: Set<String>) {
            var paused = pausedBeforeTick
            for command in commands {
                switch command {
                case .present(let snack, _, _):
                    if snack.id == adding { live.insert(snack.id) }
                    if !live.contains(snack.id) { failures.append("presented \(snack.id) that was never added or is gone") }
                case .dismiss(let snack, let reason):
                    if live.remove(snack.id) == nil { failures.append("dismissed \(snack.id) twice or unknown (\(reason))") }
                    actionsRun.remove(snack.id)
                    if reason == .timeout && paused.contains(snack.id) { failures.append("paused \(snack.id) expired") }
                    // The added snack took the id of the one it replaced (in another corner), and may end in
                    // the same step: a full queue drops it at once.
                    if snack.id == adding, reason == .replaced {
                        live.insert(snack.id)
                        paused.remove(snack.id)
                    }
                case .runAction(let id, _):
                    if !actionsRun.insert(id).inserted { failures.append("action of \(id) ran twice") }
                default: break
                }
            }
        }
    }

    /// The sequences in four slices, which run in parallel. Each lets its thread go now and then: the
    /// suites that await windows and processes need one for a moment at each event.
    @Test(arguments: 0..<4)
    func invariantsHoldOverRandomSequences(slice: Int) async {
        var failures: [String] = []
        for seed in UInt64(slice * Self.sequences / 4)..<UInt64((slice + 1) * Self.sequences / 4) where failures.isEmpty {
            failures = Self.run(seed: seed)
            if !failures.isEmpty { failures.insert("seed \(seed):", at: 0) }
            if seed % 100 == 0 { await Task.yield() }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    static func run(seed: UInt64) -> [String] {
        var rng = SeededRandom(seed: seed)
        let policy = StackPolicy.allCases.randomElement(using: &rng)!
        let maxVisible = Int.random(in: 1...4, using: &rng)
        // A short queue now and then, so that its bound ends waiting snacks too.
        let maxQueued = [1, 2, 100].randomElement(using: &rng)!
        var board = SnackBoard(configuration: BoardConfiguration(policy: policy, maxVisible: maxVisible, maxQueued: maxQueued))
        var ledger = Ledger()
        var now = 0.0
        let ids = ["a", "b", "c", "d", "e", "f"]
        for _ in 0..<stepsPerSequence {
            // Events also reach snacks added without an id (deduped by text) through their generated ids.
            let id = (ids + ledger.live.sorted()).randomElement(using: &rng)!
            let event = randomEvent(id: id, rng: &rng)
            var adding: String?
            if case .add(let snack, _) = event {
                adding = snack.id
                ledger.live.insert(snack.id)
            }
            if case .tick = event { now += [0.5, 2, 4, 11].randomElement(using: &rng)! }
            var paused: Set<String> = []
            for edge in SnackEdge.allCases { paused.formUnion(board.visibleIDs(on: edge).filter { board.isPaused(id: $0) }) }
            let commands = board.handle(event, now: now)
            ledger.record(commands, adding: adding, pausedBeforeTick: paused)
            if let id = adding {
                if board.snack(id: id) != nil {
                    ledger.live.insert(id)
                    // Folded by text: the live snack with the same text goes on under this add's id.
                    let renamed = ledger.live.filter { board.snack(id: $0) == nil }
                    if renamed.count > 1 { ledger.failures.append("one add took the ids of \(renamed.sorted())") }
                    ledger.live.subtract(renamed)
                } else if !commands.contains(where: { if case .dismiss(let snack, _) = $0 { snack.id == id } else { false } }) {
                    // Folded into a live snack whose long action runs, which keeps its own id.
                    ledger.live.remove(id)
                }
            }
            check(board, maxVisible: policy == .stack ? maxVisible : 1, maxQueued: maxQueued, ledger: &ledger)
            if !ledger.failures.isEmpty { return ledger.failures }
        }
        return ledger.failures
    }

    static func randomEvent(id: String, rng: inout SeededRandom) -> SnackEvent {
        switch Int.random(in: 0..<14, using: &rng) {
        case 0...3:
            let duration: SnackDuration = [.short, .long, .infinite, .custom(1)].randomElement(using: &rng)!
            let corner = SnackCorner.allCases.randomElement(using: &rng)!
            let priority: SnackPriority = Int.random(in: 0..<5, using: &rng) == 0 ? .high : .normal
            let long = Bool.random(using: &rng)
            let action = SnackAction("Go", id: "go", kind: long ? .longRunning({}) : .none)
            let byText = Int.random(in: 0..<3, using: &rng) == 0
            let text = ["m", "n"].randomElement(using: &rng)!
            return .add(
                Snack(
                    text, duration: duration, id: byText ? nil : id, action: action, edge: corner.edge, alignment: corner.alignment,
                    priority: priority))
        case 4: return .remove(id: id)
        case 5: return .action(id: id, actionID: "go")
        case 6: return .actionFinished(id: id)
        case 7: return [.closeButton(id: id), .swipe(id: id), .escape(id: id)].randomElement(using: &rng)!
        case 8: return .pause(id: id, PauseSource.allCases.randomElement(using: &rng)!)
        case 9: return .resume(id: id, PauseSource.allCases.randomElement(using: &rng)!)
        case 10, 11: return .tick
        case 12: return Int.random(in: 0..<8, using: &rng) == 0 ? .removeAll : .tick
        default: return Int.random(in: 0..<40, using: &rng) == 0 ? .shutdown : .screenReader(active: Bool.random(using: &rng))
        }
    }

    static func check(_ board: SnackBoard, maxVisible: Int, maxQueued: Int, ledger: inout Ledger) {
        var seen: Set<String> = []
        for corner in SnackCorner.allCases {
            let shown = board.visibleIDs(in: corner)
            if shown.count > maxVisible { ledger.failures.append("\(shown.count) visible in \(corner), max \(maxVisible)") }
            let waiting = board.queuedCount(in: corner)
            // Pushed back from the screen by a high-priority snack, up to one per place keeps its place too.
            if waiting > maxQueued + maxVisible { ledger.failures.append("\(waiting) waiting in \(corner), max \(maxQueued)") }
            for id in shown where !seen.insert(id).inserted { ledger.failures.append("\(id) shown twice") }
            if !shown.isEmpty && shown.count < maxVisible && board.queuedCount(in: corner) > 0 {
                ledger.failures.append("room in \(corner) while snacks wait")
            }
        }
        let present = Set(ledger.live.filter { board.snack(id: $0) != nil })
        if present != ledger.live { ledger.failures.append("lost without a dismissal: \(ledger.live.subtracting(present))") }
        if board.count != ledger.live.count { ledger.failures.append("board holds \(board.count), ledger \(ledger.live.count)") }
        let textKeys = present.compactMap { board.snack(id: $0) }.filter { !$0.hasExplicitID }.map(\.dedupeKey)
        if Set(textKeys).count != textKeys.count { ledger.failures.append("two live snacks with the same text: \(textKeys.sorted())") }
    }
}
