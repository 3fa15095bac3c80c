import SnackbarCore

extension SnackScript {
    /// The snack a `show` line asks for: options first, then the message; its `onDismiss` prints
    /// `callback ID REASON`, and an `action` option's handler `pressed LABEL`. An id of `-` gives the snack
    /// none of its own (it dedupes by its text then; `callback -` names it).
    package static func snack(id: String, words: ArraySlice<String>) throws -> Snack {
        var snack = id == "-" ? Snack("") : Snack("", id: id)
        snack.onDismiss = { reason in say("callback \(id) \(reason.name)") }
        var message: [String] = []
        for word in words {
            guard message.isEmpty else {
                message.append(word)
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            switch (parts[0], parts.count) {
            case ("edge", 2): snack.edge = try SnackEdge(rawValue: parts[1]).orThrow("edge '\(parts[1])' (top, bottom)")
            case ("kind", 2): snack.kind = try SnackKind(name: parts[1]).orThrow("kind '\(parts[1])'")
            case ("action", 2):
                let action = parts[1].split(separator: ":", maxSplits: 1).map(String.init)
                let label = action.last ?? ""
                let made = SnackAction(label, id: action.first) { say("pressed \(label)") }
                if snack.action == nil { snack.action = made } else { snack.secondaryAction = made }
            case ("align", 2):
                snack.alignment = try SnackAlignment(rawValue: parts[1]).orThrow("alignment '\(parts[1])' (leading, center, trailing)")
            case ("slow", 2):
                // A long-running action: work off the GTK thread until `finish ID`, a spinner meanwhile.
                let action = parts[1].split(separator: ":", maxSplits: 1).map(String.init)
                let work = action.first ?? ""
                snack.action = SnackAction(action.last ?? "", id: action.first, kind: .longRunning { await SlowWork.shared.run(work) })
            case ("progress", 2):
                snack.progress = .fraction(
                    try Double(parts[1]).flatMap { (0...1).contains($0) ? $0 : nil }.orThrow("progress '\(parts[1])' (0 to 1)"))
            case ("title", 2): snack.title = parts[1].replacingText("_", with: " ")
            case ("markup", 1): snack.usesMarkup = true
            case ("close", 1): snack.showsCloseButton = true
            case ("countdown", 1): snack.showsCountdown = true
            case ("forever", 1): snack.duration = .infinite
            case ("seconds", 2):
                snack.duration = .custom(
                    try Double(parts[1]).flatMap { $0 > 0 && $0 <= 3600 ? $0 : nil }.orThrow("seconds '\(parts[1])' (0 to 3600)"))
            default: message.append(word)
            }
        }
        snack.message = message.joined(separator: " ").replacingText("\\n", with: "\n")
        return snack
    }
}

/// A refused `show` option.
package struct ScriptError: Error, CustomStringConvertible {
    package var description: String
}

extension Optional {
    /// The value, or a `ScriptError` saying what was refused.
    fileprivate func orThrow(_ refused: String) throws -> Wrapped {
        guard let self else { throw ScriptError(description: "unknown " + refused) }
        return self
    }
}
