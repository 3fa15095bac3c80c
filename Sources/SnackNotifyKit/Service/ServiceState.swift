import SnackbarCore

/// What the popup service keeps across its idle exit and restarts, in `$XDG_STATE_HOME/snackbar/state`:
/// do not disturb and how far ids were handed out. A plain value; its text is a few `key=value` lines.
package struct ServiceState: Sendable, Equatable {
    /// Do not disturb is on.
    package var doNotDisturb = false
    /// Every id below this one may have been given out already: a service that starts counts from here.
    package var nextFreeID: UInt32 = 1

    package init(doNotDisturb: Bool = false, nextFreeID: UInt32 = 1) {
        (self.doNotDisturb, self.nextFreeID) = (doNotDisturb, nextFreeID)
    }

    /// The file's name in the state directory.
    package static let fileName = "state"
    /// The most bytes the file may have; a larger one is refused as damaged.
    package static let maximumBytes = 4_096

    /// The file's text.
    package var text: String {
        "# snack-notifyd's state, rewritten by the service\ndo-not-disturb=\(doNotDisturb ? "on" : "off")\nnext-id=\(nextFreeID)\n"
    }

    /// Reads `text`; keys it does not know are refused, as is any line that is no `key=value`.
    /// - Throws: the 1-based line and what is wrong with it.
    package init(parsing text: String) throws(StateFileProblem) {
        self.init()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw StateFileProblem(line: number, reason: localized("no key=value line"))
            }
            let (key, value) = (line[..<equals], line[line.index(after: equals)...])
            switch key {
            case "do-not-disturb":
                guard value == "on" || value == "off" else {
                    throw StateFileProblem(line: number, reason: localized("do-not-disturb is on or off"))
                }
                doNotDisturb = value == "on"
            case "next-id":
                guard let id = UInt32(value), id > 0 else {
                    throw StateFileProblem(line: number, reason: localized("next-id is a whole number from 1"))
                }
                nextFreeID = id
            default:
                throw StateFileProblem(line: number, reason: localized("unknown key"))
            }
        }
    }
}

/// Why a state file is ignored: the line (from 1; 0 for the whole file) and what is wrong.
package struct StateFileProblem: Error, Sendable, Equatable {
    package var line: Int
    package var reason: String

    package init(line: Int, reason: String) {
        (self.line, self.reason) = (line, reason)
    }

    /// `FILE:LINE: reason; ignored` (no line number for the whole file).
    package func warning(path: String) -> String {
        localized("%s: %s; it is ignored", line > 0 ? "\(path):\(line)" : path, reason)
    }
}
