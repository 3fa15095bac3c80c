import SnackbarCore

/// Other processes' stacks on the same screen: a second session's popup service, another app. On the
/// desktop the stacks keep clear of theirs (`StackLayout.frames(along:stacks:occupied:)`) and tell them
/// where this one's are; anchored in an app's window they do neither.
extension SnackRuntime {
    /// Shares the screen with `neighbours` from now on; their changes restack this process's snacks.
    func keepClear(of neighbours: (any StackNeighbours)?) {
        self.neighbours = neighbours
        neighbours?.onChange = { [weak self] in
            guard let self else { return }
            for edge in SnackEdge.allCases { restack(along: edge) }
        }
    }

    /// The frames of earlier processes' snacks along `edge`, while the snacks show on the desktop.
    func occupiedByNeighbours(along edge: SnackEdge) -> [SnackRect] {
        guard let neighbours, !(host is AnchoredHost) else { return [] }
        return neighbours.occupied(along: edge)
    }

    /// Tells the neighbours where this process's snacks along `edge` are, by corner as it reads left to
    /// right (a right-to-left process's leading stack is on the right), none while anchored.
    func publishToNeighbours(_ frames: [(corner: SnackCorner, frame: SnackRect)], along edge: SnackEdge) {
        guard let neighbours else { return }
        let mirrored = host.isRightToLeft
        let onScreen = frames.map { placed in
            (corner: SnackCorner(edge: edge, alignment: placed.corner.alignment.leftToRight(mirrored: mirrored)), frame: placed.frame)
        }
        neighbours.publish(host is AnchoredHost ? [] : onScreen, along: edge)
    }
}
