import SnackbarCore

/// The core's throughput for add, dedupe, dismiss and tick with a short and a very long queue behind
/// the visible snacks. The goal is ≥ 2 M ops/s and a flat cost as the queue grows. `add` gives each snack
/// an id; `add-text` gives none, so the board also keys it by title and message for dedupe.
enum CoreBenchmarks {
    static let operations = 100_000
    nonisolated(unsafe) static var buffer: [RenderCommand] = []

    static func run() {
        print("# SnackBoard (release build, median of 7 runs, \(operations) operations each)")
        for queued in [10, 1_000, 100_000] {
            let label = "queued=\(queued)"
            let fresh = (0..<operations).map { Snack("new \($0)", id: "new-\($0)") }
            let dupes = (0..<operations).map { Snack("update \($0)", id: "q-\($0 % queued)") }

            let add = BenchClock.median(setUp: { board(queued: queued) }) { board in
                for snack in fresh { board.send(.add(snack), now: 0) }
            }
            BenchClock.report("add      \(label)", operations: operations, seconds: add)

            let untitled = (0..<operations).map { Snack("new \($0)") }
            let addByText = BenchClock.median(setUp: { board(queued: queued) }) { board in
                for snack in untitled { board.send(.add(snack), now: 0) }
            }
            BenchClock.report("add-text \(label)", operations: operations, seconds: addByText)

            let dedupe = BenchClock.median(setUp: { board(queued: queued) }) { board in
                for snack in dupes { board.send(.add(snack), now: 0) }
            }
            BenchClock.report("dedupe   \(label)", operations: operations, seconds: dedupe)

            let dismissCount = min(operations, queued)
            let dismiss = BenchClock.median(setUp: { board(queued: queued) }) { board in
                for index in 0..<dismissCount { board.send(.remove(id: "q-\(index)"), now: 0) }
            }
            BenchClock.report("dismiss  \(label)", operations: dismissCount, seconds: dismiss)

            let expiring = min(operations, queued)
            let tick = BenchClock.median(setUp: { board(queued: queued) }) { board in
                for step in 0..<expiring { board.send(.tick, now: Double(step + 1) * 4) }
            }
            BenchClock.report("tick     \(label)", operations: expiring, seconds: tick)
        }
    }

    /// A board with one shown snack (queue policy) and `queued` more waiting, ids `q-0`…, its queue unbounded:
    /// the cost of a deep queue, which the default bound (100 per corner) never lets a board reach.
    static func board(queued: Int) -> SnackBoard {
        var board = SnackBoard(configuration: BoardConfiguration(policy: .queue, maxQueued: .max))
        for index in 0..<queued {
            board.send(.add(Snack("queued \(index)", duration: .short, id: "q-\(index)")), now: 0)
        }
        return board
    }
}

extension SnackBoard {
    /// Handles an event into one reused buffer, as the GTK runtime does.
    mutating func send(_ event: SnackEvent, now: Double) {
        CoreBenchmarks.buffer.removeAll(keepingCapacity: true)
        handle(event, now: now, into: &CoreBenchmarks.buffer)
    }
}
