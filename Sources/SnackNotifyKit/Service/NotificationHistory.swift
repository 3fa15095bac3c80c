import SnackbarCore

/// The last notifications the service closed or held back, newest first, at most `capacity` of them:
/// what `snack-notify --history` lists and `--history-pop` shows again. Transient ones are never kept.
/// A plain value.
package struct NotificationHistory: Sendable, Equatable {
    /// One notification that went, with what it showed.
    package struct Entry: Sendable, Equatable {
        /// The id it had.
        package var id: UInt32
        /// The request it was shown with (or would have been), to show it again.
        package var request: NotifyRequest
        /// Why it went: a dismiss reason's name (`timeout`, `closed`, …) or `hidden` (a rule, do not disturb).
        package var reason: String
        /// Seconds its time was held because no one could see it: the user away, or a fullscreen window
        /// it waited for.
        package var heldSeconds: Double

        package init(id: UInt32, request: NotifyRequest, reason: String, heldSeconds: Double = 0) {
            (self.id, self.request, self.reason, self.heldSeconds) = (id, request, reason, max(0, heldSeconds))
        }

        /// `held` as `--history` prints it: seconds with one decimal (`12.5`), empty when it was never held.
        package var heldText: String {
            let tenths = Int((heldSeconds * 10).rounded())
            return tenths == 0 ? "" : "\(tenths / 10).\(tenths % 10)"
        }
    }

    /// Newest first.
    package private(set) var entries: [Entry] = []
    /// How many entries it keeps (`history-size`); older ones drop off.
    package var capacity: Int {
        didSet { trim() }
    }

    /// A history of `entries` (newest first), the newest `capacity` of them.
    package init(capacity: Int, entries: [Entry] = []) {
        self.capacity = max(0, capacity)
        self.entries = entries.filter { !$0.request.isTransient }
        trim()
    }

    /// Keeps `entry` as the newest, unless its request is transient.
    package mutating func record(_ entry: Entry) {
        guard !entry.request.isTransient else { return }
        entries.insert(entry, at: 0)
        trim()
    }

    /// Takes the newest entry out; nil when there is none.
    package mutating func popNewest() -> Entry? {
        entries.isEmpty ? nil : entries.removeFirst()
    }

    private mutating func trim() {
        if entries.count > capacity { entries.removeLast(entries.count - max(0, capacity)) }
    }
}

extension NotificationHistory.Entry {
    /// The fields `History()` returns and `--history` prints (`HistoryListing.textKeys`): app name, each text
    /// by its row's wire key (plain text, empty when absent), urgency, reason, and the seconds it was held.
    package var summaryFields: [(key: String, value: String)] {
        let plain = { (text: String) in request.usesMarkup ? NotificationMarkup.plainText(text) : text }
        let texts = SnackTextRow.allCases.compactMap { row in row.wireKey.map { ($0, plain(row.text(of: request.content))) } }
        return [("app-name", request.appName ?? "")] + texts + [("urgency", request.urgency.rawValue), ("reason", reason), ("held", heldText)]
    }
}
