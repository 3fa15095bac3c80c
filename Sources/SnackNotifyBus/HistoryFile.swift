import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// The history as the service keeps it in `StateDirectory`'s file `history`: newest first, one line per
/// entry with its id, its reason, its request as wire text (`WireText`: control characters escaped,
/// so no tab or newline) and, for one that was held, the seconds it was held, separated by tabs.
/// Pictures sent as pixels are not kept.
package enum HistoryFile {
    /// The file's name in the state directory.
    package static let name = "history"
    /// The most bytes the file holds: older entries that would go past it are left out.
    package static let maximumBytes = 2 << 20
    /// The longest reason kept (a dismiss reason's name, `hidden`, `do-not-disturb`).
    static let maximumReasonLength = 64

    /// The file's text for `entries` (newest first), as many of them as fit in `maximumBytes`.
    package static func text(of entries: [NotificationHistory.Entry]) -> String {
        var text = ""
        var bytes = 0
        for entry in entries {
            let held = entry.heldSeconds > 0 ? "\t\(entry.heldText)" : ""
            let line = "\(entry.id)\t\(entry.reason)\t\(WireText.text(of: entry.request))\(held)\n"
            bytes += line.utf8.count
            guard bytes <= maximumBytes else { break }
            text += line
        }
        return text
    }

    /// The entries `directory`'s file keeps, newest first (none without a file), and the warning a damaged
    /// file or line gives: a damaged file counts as none, a damaged line is left out.
    package static func entries(in directory: StateDirectory) -> (entries: [NotificationHistory.Entry], warning: String?) {
        switch directory.read(name, limit: maximumBytes) {
        case nil: return ([], nil)
        case .failure(let problem)?: return ([], problem.warning(path: directory.file(name)))
        case .success(let text)?:
            let (entries, problem) = entries(parsing: text)
            return (entries, problem?.warning(path: directory.file(name)))
        }
    }

    /// The entries of the file's text, newest first, and the first line that is not an id, a reason and a
    /// request, if any: a damaged line is left out, and the entries around it are kept.
    static func entries(parsing text: String) -> (entries: [NotificationHistory.Entry], problem: StateFileProblem?) {
        var entries: [NotificationHistory.Entry] = []
        var problem: StateFileProblem?
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            let held = fields.count == 4 ? Double(fields[3]).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } : 0
            guard fields.count >= 3, let id = UInt32(fields[0]), id > 0,
                !fields[1].isEmpty, fields[1].count <= maximumReasonLength, let held,
                let request = WireVariant.request(parsing: String(fields[2]))
            else {
                if problem == nil { problem = StateFileProblem(line: index + 1, reason: localized("no history entry (id, reason and request)")) }
                continue
            }
            entries.append(.init(id: id, request: request, reason: String(fields[1]), heldSeconds: held))
        }
        return (entries, problem)
    }
}
