import SnackbarCore

/// A button from `-A [NAME=]Label` or `--long-action [NAME=]Label`.
package struct NotifyAction: Sendable, Equatable {
    /// What is printed when it is clicked: NAME, or the 0-based index of its `-A` when none was given.
    package var name: String
    /// The button's text.
    package var label: String

    /// Creates an action.
    package init(name: String, label: String) {
        self.name = name
        self.label = label
    }

    /// Parses `[NAME=]Label` as notify-send does: split at the first `=`, both sides trimmed.
    ///
    /// - Parameters:
    ///   - text: the option's value.
    ///   - index: the option's position among its kind, used as the name when none is given.
    /// - Returns: nil when the name or the label is empty (notify-send skips such actions; `check` refuses them).
    package init?(parsing text: String, index: Int) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts.count == 2 ? NotifyAction.trimmed(parts[0]) : String(index)
        let label = NotifyAction.trimmed(parts[parts.count - 1])
        guard !name.isEmpty, !label.isEmpty else { return nil }
        self.init(name: name, label: label)
    }

    /// Refuses an action whose name or label is empty. notify-send drops it and goes on, so a script's
    /// empty variable gives a popup with no button and nothing to wait for.
    static func check(_ text: String, _ spelling: String) throws(NotifyFailure) {
        guard NotifyAction(parsing: text, index: 0) == nil else { return }
        throw .badValue(text, spelling, accepted: localized("Text or NAME=Text, neither of them empty"))
    }

    /// `text` without leading and trailing ASCII whitespace (what `g_strstrip` removes).
    static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }
}
