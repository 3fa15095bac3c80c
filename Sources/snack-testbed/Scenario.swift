import Foundation
import SnackbarGtk

/// One testbed run: what it shows and what it prints.
enum Scenario {
    /// `stack <top|bottom> <leading|center|trailing> <count>`: infinite snacks; `ready` once all are placed.
    case stack(SnackEdge, SnackAlignment, Int)
    /// `corners EDGE-ALIGN…`: one infinite snack in each corner named, in order, its id the corner's
    /// name (`bottom-leading`); `ready` once all are placed.
    case corners([SnackCorner])
    /// `kind <kind> [dark|light] [css FILE] [backdrop]`: one infinite snack of that kind, optionally
    /// forced dark, with a user CSS file, or over a screen-sized plain window (a non-black desktop).
    case kind(SnackKind, dark: Bool?, cssFile: String?, backdrop: Bool)
    /// `action`: a snack with an Undo action; prints `action-ran <id>` from its handler.
    case action
    /// `long`: an action whose work runs off the main actor for 0.3 s; prints `work-done l` from it.
    case long
    /// `close`: an infinite snack with a close button; prints `tap-ran c` when its body is clicked.
    case close
    /// `hover <seconds>`: one snack of that duration; hover keeps it.
    case hover(Double)
    /// `successor <seconds>`: snack `first` (infinite) and, queued behind it, `next` of that duration;
    /// `remove first` shows `next` in its place.
    case successor(Double)
    /// `drag`: an infinite snack to swipe away.
    case drag
    /// `reuse`: snack `a` (infinite, so with a close button); a tap on it removes it and adds `b`, a
    /// `retrySnack`, from within the tap's handling. `add <id>` on stdin adds such a snack later.
    case reuse
    /// `anchored`: snacks inside an app window that moves, then closes (see `AnchorScenario`).
    case anchored
    /// `threads <threads> <each>`: adds from many threads at once, then removes all; prints `summary`.
    case threads(Int, Int)
    /// `reader <override|desktop>`: a 1 s snack that requires interaction while a screen reader runs
    /// (see `runReader`).
    case reader(override: Bool)
    /// `timed <seconds>`: snack `t` of that duration; prints the time its timer was armed for (see `runTimed`).
    case timed(Double)
    /// `accessible`: three snacks; prints their windows' and buttons' ATK roles and names.
    case accessible
    /// `announce KIND…`: one snack per kind, each once the one before is mapped (see `runAnnounce`).
    case announce([SnackKind])
    /// `custom`: the app's own widget inside a snack (see `CustomContentScenario`).
    case custom
    /// `scoped FILE`: snack `own` with the stylesheet FILE applied to it alone and `dark` with the dark
    /// palette alone, beside a plain `plain` (light); prints `css-problem …` for each bad rule.
    case scoped(String)
    /// `cycles <n>`: n show/dismiss cycles one after another; prints `rss-kb` before and after.
    case cycles(Int)
    /// `pile N`: N infinite snacks at the bottom centre, each shown once the one before it is mapped, so that
    /// each moves all before it; animations off. Prints the events, `piled` once the last is mapped; then
    /// removes the last and adds another in one turn, and prints `replaced` once that one is mapped.
    case pile(Int)
    /// `clamped`: a 100-line message with a close button (`long`, top) and markup asking for a 1000pt
    /// font (`huge`, bottom); once placed, prints each one's tooltip and accessible name as `tooltip <id>
    /// <lines> <last line>` and `accessible <id> <lines> <last line>`, then `described`.
    case clamped
    /// `app`: a GtkApplication window "quit app" with a Quit button; snack `s1` on screen and `s2` queued
    /// behind it (`ready` once `s1` is placed). Each snack's `onDismiss` prints `reason <id> <reason>`;
    /// when a click on Quit ends the application, `app-ended <status>`, then the process exits.
    case app
    /// `keyboard [tap]`: an app window with the focus and a snack with two actions, and with `tap` a named body
    /// tap (see `runKeyboard`).
    case keyboard(tap: Bool)
    /// `expand <lines> [newer]`: a snack whose long message opens on a click, and that many newer snacks
    /// nearer the edge (see `runExpand`).
    case expand(Int, newer: Int)
    /// `paragraph`: snack `p` (60 s) at the top, a message of one paragraph cut after four lines and an Undo
    /// action; `ready` once placed. A click on its text opens it.
    case paragraph
    /// `text ALIGN MESSAGE`: one snack `t` with that message, aligned ALIGN at the top, no close button;
    /// `ready` once placed (direction and text-size tests).
    case text(SnackAlignment, String)
    /// `fold N`: the same snack (no id) added N times at once; once placed, prints `folded <id>
    /// <accessible name>`.
    case fold(Int)
    /// `parts`: every content and action layout, each part on screen beside where `--render-png` draws it
    /// (see `PartsScenario`).
    case parts
    /// `script`: the shared behaviour script on standard input, snacks anchored in an app window (see
    /// `ScriptScenario`).
    case script

    static let usage =
        "stack EDGE ALIGN N | corners EDGE-ALIGN… | kind KIND [dark|light] [css FILE] [backdrop] | action | long | close | hover S | successor S | drag | reuse | anchored | threads T N | cycles N | pile N | reader override|desktop | timed S | accessible | announce KIND… | custom | scoped FILE | clamped | app | keyboard [tap] | expand LINES [NEWER] | paragraph | text ALIGN MESSAGE | fold N | parts | script"

    init?(name: String, arguments: [String]) {
        switch (name, arguments.count) {
        case ("stack", 3):
            guard let edge = SnackEdge(rawValue: arguments[0]), let alignment = SnackAlignment(rawValue: arguments[1]),
                let count = Int(arguments[2])
            else { return nil }
            self = .stack(edge, alignment, count)
        case ("corners", 1...):
            let corners = arguments.compactMap { name in SnackCorner.allCases.first { $0.description == name } }
            guard corners.count == arguments.count else { return nil }
            self = .corners(corners)
        case ("kind", 1...5):
            guard let kind = SnackKind(name: arguments[0]) else { return nil }
            let rest = Array(arguments.dropFirst())
            let dark: Bool? = rest.contains("dark") ? true : rest.contains("light") ? false : nil
            let cssFile = rest.firstIndex(of: "css").flatMap { rest.indices.contains($0 + 1) ? rest[$0 + 1] : nil }
            self = .kind(kind, dark: dark, cssFile: cssFile, backdrop: rest.contains("backdrop"))
        case ("action", 0): self = .action
        case ("close", 0): self = .close
        case ("long", 0): self = .long
        case ("hover", 1):
            guard let seconds = Double(arguments[0]) else { return nil }
            self = .hover(seconds)
        case ("successor", 1):
            guard let seconds = Double(arguments[0]) else { return nil }
            self = .successor(seconds)
        case ("drag", 0): self = .drag
        case ("reuse", 0): self = .reuse
        case ("anchored", 0): self = .anchored
        case ("threads", 2):
            guard let threads = Int(arguments[0]), let each = Int(arguments[1]) else { return nil }
            self = .threads(threads, each)
        case ("custom", 0): self = .custom
        case ("parts", 0): self = .parts
        case ("script", 0): self = .script
        case ("scoped", 1): self = .scoped(arguments[0])
        case ("cycles", 1):
            guard let count = Int(arguments[0]) else { return nil }
            self = .cycles(count)
        case ("pile", 1):
            guard let count = Int(arguments[0]), count > 0 else { return nil }
            self = .pile(count)
        case ("reader", 1):
            guard ["override", "desktop"].contains(arguments[0]) else { return nil }
            self = .reader(override: arguments[0] == "override")
        case ("timed", 1):
            guard let seconds = Double(arguments[0]) else { return nil }
            self = .timed(seconds)
        case ("accessible", 0): self = .accessible
        case ("announce", 1...):
            let kinds = arguments.compactMap(SnackKind.init(name:))
            guard kinds.count == arguments.count else { return nil }
            self = .announce(kinds)
        case ("clamped", 0): self = .clamped
        case ("app", 0): self = .app
        case ("keyboard", 0): self = .keyboard(tap: false)
        case ("keyboard", 1) where arguments[0] == "tap": self = .keyboard(tap: true)
        case ("paragraph", 0): self = .paragraph
        case ("expand", 1):
            guard let lines = Int(arguments[0]) else { return nil }
            self = .expand(lines, newer: 0)
        case ("expand", 2):
            guard let lines = Int(arguments[0]), let newer = Int(arguments[1]), (0...3).contains(newer) else { return nil }
            self = .expand(lines, newer: newer)
        case ("text", 2):
            guard let alignment = SnackAlignment(rawValue: arguments[0]) else { return nil }
            self = .text(alignment, arguments[1])
        case ("fold", 1):
            guard let count = Int(arguments[0]), count > 0 else { return nil }
            self = .fold(count)
        default: return nil
        }
    }
}
