import SnackbarCore

/// Room in the stacks' area (an app's window, or a screen short for the desktop's text size or scale): a snack
/// that cannot show whole beside the others waits in its queue (`SnackEvent.noRoom`) rather than cover one, and
/// tries again when one leaves or the area's size changes.
extension SnackRuntime {
    /// The snacks along `edge` that wait (`StackLayout.waiting`), the newest first, against where the stacks
    /// along the other edge go once they are placed again.
    /// - Parameters:
    ///   - surfaces: each corner's surfaces on the screen at `index`, in `arrivals`' order, nearest the edge first.
    ///   - ids: their snacks' ids.
    func waiting(
        _ surfaces: [[any SnackSurface]], by ids: [[String]], in stack: StackLayout, along edge: SnackEdge, onScreen index: Int
    ) -> [String] {
        let corners = arrivals.filter { $0.edge == edge }
        let width = stack.width
        let stacks = zip(corners, zip(surfaces, ids)).map { corner, shown in
            (alignment: corner.alignment, snacks: zip(shown.1, shown.0).map { (id: $0, height: $1.leastHeight(forWidth: width)) })
        }
        let facing = SnackEdge.allCases.filter { $0 != edge }.flatMap { frames(along: $0, onScreen: index) }
        return stack.waiting(
            along: edge, stacks: stacks, newestFirst: driver.presented.reversed(), facing: facing,
            occupied: occupiedByNeighbours(along: edge))
    }

    /// Where the stacks along `edge` on the screen at `index` go when they are placed next, each opened text
    /// counted cut (`SnackSurface.leastHeight`).
    private func frames(along edge: SnackEdge, onScreen index: Int) -> [SnackRect] {
        let corners = arrivals.filter { $0.edge == edge }
        let stack = layout(for: edge, onScreen: index)
        let stacks = corners.map { corner in
            let surfaces = (order[corner] ?? []).compactMap { record(id: $0)?.copy(onScreen: index) }
            return (alignment: corner.alignment, heights: surfaces.map { $0.leastHeight(forWidth: stack.width) })
        }
        return Array(stack.frames(along: edge, stacks: stacks, occupied: occupiedByNeighbours(along: edge)).joined())
    }
}
