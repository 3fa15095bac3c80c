import Glibc
import SnackbarCore
import SnackbarGlue

/// The script both renderers' test programs read, one command a line on standard input, and what they
/// print on standard output, so that one test runs the same scenario against GTK 3 and GTK 4 and
/// compares the lines.
///
/// Commands: `show ID [edge=top|bottom] [align=leading|center|trailing] [kind=NAME] [action=ID:LABEL]
/// [slow=ID:LABEL] [close] [forever] [seconds=N] [progress=F] [title=WORDS_JOINED_BY_UNDERSCORES] [markup]
/// MESSAGE…` (`\n` in MESSAGE a line break), `progress ID F` (in
/// place; a negative F for a spinner; answers `progress yes|no`), `order` (answers `order top=IDS
/// bottom=IDS`, nearest the edge first), `remove ID`, `finish ID` (ends the work of the `slow` action ID, which
/// runs until then), `focus` (answers `focused yes|no`), `held ID`
/// (answers `held ID yes|no`), `left ID` (answers `left ID SECONDS`, to the hundredth, or `left ID none`), `spoken ID` (answers `spoken ID TEXT`), `look` (answers `look
/// light|dark high-contrast=none|light|dark`), `side ID` (answers `side ID left|center|right|none`),
/// `middle ID` (answers `at X Y` in the window's pixels, or `at none`), `lines ID title|message` (answers
/// `lines ID ROW N`, the lines the row shows on screen, or `none`), `tip ID title|message` (answers `tip ID
/// ROW N`, the characters of the whole text the row's tooltip offers while some of it is cut, or `none`),
/// `route on|off` (a snack shown while the
/// window is not active goes to the desktop through the popup service, or stays; answers `route on|off`),
/// `active` (answers `active yes|no`: whether the window is the active one), `quit` (closes the window),
/// `reopen` (closes the window and opens another that the snacks go to; answers `reopened`).
/// Printed unasked: `shown ID`, `callback ID REASON` from the snack's own `onDismiss`, `pressed LABEL` from
/// an `action` option's handler, `dismissed ID REASON` (`dismissed ID action UNDO` for an action),
/// `error TEXT`.
@MainActor
package enum SnackScript {
    /// The longest command line read; a longer one is refused.
    package static let maxLineBytes = 4096

    /// Runs `line` against `target`; false when it is none of the shared commands.
    package static func run(_ line: String, on target: any ScriptTarget) -> Bool {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("show", 3...):
            do { try target.add(try snack(id: words[1], words: words.dropFirst(2))) } catch { say("error \(error)") }
        case ("progress", 3):
            guard let fraction = Double(words[2]), !fraction.isNaN else {
                say("error progress '\(words[2])': give 0 to 1, or a negative number for a spinner")
                return true
            }
            let progress: SnackProgress = fraction < 0 ? .indeterminate : .fraction(fraction)
            say("progress " + (target.setProgress(progress, id: words[1]) ? "yes" : "no"))
        case ("order", 1):
            say(
                "order "
                    + [SnackEdge.top, .bottom].map { "\($0.rawValue)=" + target.visibleIDs(on: $0).joined(separator: ",") }.joined(separator: " "))
        case ("remove", 2): target.remove(id: words[1])
        case ("finish", 2):
            let work = words[1]
            Task { await SlowWork.shared.finish(work) }
        case ("focus", 1): say("focused " + (target.focusNewest() ? "yes" : "no"))
        case ("held", 2): say("held \(words[1]) " + (target.isHeld(id: words[1]) ? "yes" : "no"))
        case ("left", 2):
            let left = target.timeLeft(id: words[1]).map { String(Double(Int(($0 * 100).rounded())) / 100) }
            say("left \(words[1]) " + (left ?? "none"))
        case ("spoken", 2): say("spoken \(words[1]) " + (target.spokenText(id: words[1]) ?? "none"))
        case ("look", 1):
            let look = target.look
            say("look \(look.variant.rawValue) high-contrast=\(look.highContrast?.rawValue ?? "none")")
        case ("side", 2): say("side \(words[1]) " + (target.side(id: words[1])?.rawValue ?? "none"))
        case ("lines", 3), ("tip", 3):
            guard let row = SnackTextRow.allCases.first(where: { $0.cssClass == words[2] }) else {
                say("error \(words[0]) '\(words[2])': give " + SnackTextRow.allCases.map(\.cssClass).joined(separator: ", "))
                return true
            }
            let answer =
                words[0] == "lines"
                ? target.shownLines(of: row, id: words[1]).map(String.init) : target.hiddenText(of: row, id: words[1]).map { "\($0.count)" }
            say("\(words[0]) \(words[1]) \(words[2]) " + (answer ?? "none"))
        case ("middle", 2): say(target.middle(id: words[1]).map { "at \($0.x) \($0.y)" } ?? "at none")
        case ("route", 2):
            guard ["on", "off"].contains(words[1]) else {
                say("error route '\(words[1])': give on or off")
                return true
            }
            target.routesToDesktopWhenInactive = words[1] == "on"
            say("route " + words[1])
        case ("active", 1): say("active " + (target.isActive ? "yes" : "no"))
        case ("quit", 1): target.close()
        case ("reopen", 1):
            target.reopen()
            say("reopened")
        default: return false
        }
        return true
    }

    /// The line printed for a snack that went.
    nonisolated package static func dismissedLine(id: String, reason: DismissReason) -> String {
        "dismissed \(id) \(reason.name)" + (reason.actionID.map { " " + $0 } ?? "")
    }

    /// Reads standard input on the GLib main loop and hands each line to `onLine`; at its end calls `onEnd`.
    package static func readLines(_ onLine: @escaping @MainActor (String) -> Void, onEnd: @escaping @MainActor () -> Void) {
        var pending: [UInt8] = []
        MainLoopSource.watch(descriptor: 0) {
            var chunk = [UInt8](repeating: 0, count: 1024)
            let count = read(0, &chunk, chunk.count)
            guard count > 0 else {
                onEnd()
                return false
            }
            pending += chunk[..<count]
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: pending[..<end], as: UTF8.self))
                pending.removeSubrange(...end)
            }
            if pending.count > maxLineBytes {
                pending.removeAll()
                say("error a command line is longer than \(maxLineBytes) bytes")
            }
            return true
        }
    }

    /// Writes `line` and a newline to standard output at once (a test reads it while the program runs;
    /// the C `stdout` buffer would hold it back in a pipe or a file).
    package static func say(_ line: String) {
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
