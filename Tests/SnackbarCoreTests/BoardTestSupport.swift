import SnackbarCore

/// A board driven by a fake clock, recording what it asked the renderer to do.
struct BoardHarness {
    var board: SnackBoard
    var now: Double = 0
    var commands: [RenderCommand] = []

    init(_ configuration: BoardConfiguration = BoardConfiguration()) {
        board = SnackBoard(configuration: configuration)
    }

    @discardableResult
    mutating func send(_ event: SnackEvent) -> [RenderCommand] {
        let out = board.handle(event, now: now)
        commands += out
        return out
    }

    /// Moves the clock forward and delivers the tick the runtime's one timer would.
    @discardableResult
    mutating func advance(_ seconds: Double) -> [RenderCommand] {
        now += seconds
        return send(.tick)
    }

    func visible(_ edge: SnackEdge = .top) -> [String] { board.visibleIDs(on: edge) }

    /// Every dismissal so far as "id:reason".
    var dismissals: [String] {
        commands.compactMap {
            if case .dismiss(let snack, let reason) = $0 { return "\(snack.id):\(reason)" }
            return nil
        }
    }
}

extension Snack {
    /// A snack with an explicit id, so tests can name it.
    static func named(
        _ id: String, _ duration: SnackDuration = .short, edge: SnackEdge? = nil, alignment: SnackAlignment = .center,
        priority: SnackPriority = .normal
    ) -> Snack {
        Snack("message \(id)", duration: duration, id: id, edge: edge, alignment: alignment, priority: priority)
    }
}
