/// The work of the script's `slow` actions: each runs off the GTK thread until the script's `finish ID`
/// ends it, so a test sees the spinner for as long as it looks, however slowly it looks.
actor SlowWork {
    static let shared = SlowWork()
    /// Works finished before they began waiting.
    private var finished: Set<String> = []
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]

    /// Returns once `finish(id)` was called (at once when it already was).
    func run(_ id: String) async {
        guard finished.remove(id) == nil else { return }
        await withCheckedContinuation { waiting[id] = $0 }
    }

    /// Ends the work of the action `id`, now or as soon as it starts.
    func finish(_ id: String) {
        if let work = waiting.removeValue(forKey: id) { work.resume() } else { finished.insert(id) }
    }
}
