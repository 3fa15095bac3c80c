import SnackbarTestSupport
import Testing

@testable import SnackbarGtk

/// One stack per corner through the runtime, against the recording host and a neighbour that records
/// what it is told: no display.
@MainActor
@Suite struct RuntimeCornerTests {
    /// Another process's stacks, as `RootWindowStacks` would report them.
    private final class Neighbours: StackNeighbours {
        var frames: [SnackRect] = []
        var published: [SnackEdge: [(corner: SnackCorner, frame: SnackRect)]] = [:]
        var onChange: (@MainActor () -> Void)?
        func occupied(along edge: SnackEdge) -> [SnackRect] { frames }
        func publish(_ frames: [(corner: SnackCorner, frame: SnackRect)], along edge: SnackEdge) { published[edge] = frames }
    }

    private let host = RecordingHost(area: SnackRect(x: 0, y: 0, width: 1280, height: 800))
    private let runtime: SnackRuntime
    private let neighbours = Neighbours()

    init() {
        runtime = SnackRuntime(host: host, timer: ManualTimer(), clock: { 0 })
        runtime.keepClear(of: neighbours)
    }

    private func add(_ id: String, _ edge: SnackEdge, _ alignment: SnackAlignment) {
        runtime.send(.add(Snack("message \(id)", duration: .infinite, id: id, edge: edge, alignment: alignment)))
    }

    @Test("a lone bottom-leading snack sits at its corner's inset while a bottom-trailing one is up")
    func bottomLeadingBesideBottomTrailing() {
        add("t", .bottom, .trailing)
        add("l", .bottom, .leading)
        #expect(host.surface(id: "t")?.slot == SnackRect(x: 836, y: 724, width: 428, height: 60))
        #expect(host.surface(id: "l")?.slot == SnackRect(x: 16, y: 724, width: 428, height: 60))
        add("l2", .bottom, .leading)
        #expect(host.surface(id: "l")?.slot?.y == 724 - 76, "the leading stack grows on its own")
        #expect(host.surface(id: "t")?.slot?.y == 724, "the trailing one stays")
    }

    @Test("the later of two overlapping columns stacks beyond the earlier, and returns when it goes")
    func overlappingColumnsClearTheEarlierStack() {
        add("l", .top, .leading)
        add("c", .top, .center)
        #expect(host.surface(id: "l")?.slot?.y == 16)
        #expect(host.surface(id: "c")?.slot?.y == 16 + 60 + 16, "1280 px leaves no room for three columns")
        runtime.send(.remove(id: "l"))
        #expect(host.surface(id: "c")?.slot?.y == 16)
    }

    @Test("the neighbours hear each frame with its corner, and another corner's frames leave ours at the inset")
    func exchangeCarriesTheCorner() {
        neighbours.frames = [SnackRect(x: 836, y: 800 - 16 - 100, width: 428, height: 100)]
        add("l", .bottom, .leading)
        add("t", .bottom, .trailing)
        #expect(host.surface(id: "l")?.slot?.maxY == 800 - 16)
        #expect(host.surface(id: "t")?.slot?.maxY == 800 - 16 - 100 - 16)
        let published = neighbours.published[.bottom] ?? []
        #expect(published.map(\.corner) == [SnackCorner(edge: .bottom, alignment: .leading), SnackCorner(edge: .bottom, alignment: .trailing)])
        #expect(published.map(\.frame) == ["l", "t"].compactMap { host.surface(id: $0)?.slot })
    }
}
