import SnackbarCore

/// Other processes' stacks on the same screen: a second session's popup service, another app. On the
/// desktop the stacks keep clear of theirs (`StackLayout.clearing`) and tell them where this one's are;
/// anchored in an app's window they do neither.
extension SnackRuntime {
    /// Shares the screen with `neighbours` from now on; their changes restack this process's snacks.
    func keepClear(of neighbours: (any StackNeighbours)?) {
        self.neighbours = neighbours
        neighbours?.onChange = { [weak self] in
            guard let self else { return }
            for edge in SnackEdge.allCases { restack(edge) }
        }
    }

    /// The frames of earlier processes' snacks on `edge`, while the snacks show on the desktop.
    func occupiedByNeighbours(on edge: SnackEdge) -> [SnackRect] {
        guard let neighbours, !(host is AnchoredHost) else { return [] }
        return neighbours.occupied(on: edge)
    }

    /// Tells the neighbours where this process's snacks on `edge` are (none while anchored).
    func publishToNeighbours(_ frames: [SnackRect], on edge: SnackEdge) {
        neighbours?.publish(host is AnchoredHost ? [] : frames, on: edge)
    }
}
