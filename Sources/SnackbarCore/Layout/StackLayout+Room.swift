/// Room in a window: a stack there that reached the far edge would cover its older snacks or the stack of the
/// other edge, and one that starts beyond another column's stack would be squeezed. In a window the snacks that
/// cannot show whole wait instead.
extension StackLayout {
    /// One snack of a stack as `waiting(along:stacks:newestFirst:facing:occupied:)` weighs it.
    package typealias Entry = (id: String, height: Int)

    /// The snacks of `stacks` (each nearest the edge first, as `frames(along:stacks:occupied:)` lays them out) that
    /// wait so that every other one shows whole: none shorter than its content, none meeting another snack along
    /// `edge` or one of `facing` (the frames along the other edge). The newest goes first, in the order of
    /// `newestFirst`; the one snack left in the area shows whatever its room.
    package func waiting(
        along edge: SnackEdge, stacks: [(alignment: SnackAlignment, snacks: [Entry])], newestFirst: [String], facing: [SnackRect],
        occupied: [SnackRect] = []
    ) -> [String] {
        var kept = stacks
        var waiting: [String] = []
        for id in newestFirst {
            let count = kept.reduce(facing.count) { $0 + $1.snacks.count }
            guard count > 1, !showsWhole(along: edge, kept, facing: facing, occupied: occupied) else { break }
            guard kept.contains(where: { $0.snacks.contains { $0.id == id } }) else { continue }
            waiting.append(id)
            for index in kept.indices { kept[index].snacks.removeAll { $0.id == id } }
        }
        return waiting
    }

    /// Whether `stacks` laid out along `edge` show every snack whole, clear of each other and of `facing`.
    private func showsWhole(
        along edge: SnackEdge, _ stacks: [(alignment: SnackAlignment, snacks: [Entry])], facing: [SnackRect], occupied: [SnackRect]
    ) -> Bool {
        let laidOut = frames(along: edge, stacks: stacks.map { ($0.alignment, $0.snacks.map(\.height)) }, occupied: occupied)
        let frames = Array(laidOut.joined())
        let heights = stacks.flatMap { $0.snacks.map(\.height) }
        for (index, frame) in frames.enumerated() {
            if frame.height < heights[index] || facing.contains(where: frame.intersects) { return false }
            if frames[(index + 1)...].contains(where: frame.intersects) { return false }
        }
        return true
    }
}
