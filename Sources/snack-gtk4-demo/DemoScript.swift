import Glibc
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

/// The demo's scripted mode, for tests: one command a line on standard input, what happens on standard
/// output.
///
/// Commands: `show ID [edge=top|bottom] [align=leading|center|trailing] [kind=NAME] [action=ID:LABEL] [slow=ID:LABEL] [close] [forever] [seconds=N] [progress=F] MESSAGE…`,
/// `desktop ID …` (the same options: a snack on the desktop, through the popup service),
/// `locate ID ACTION-ID|close|card` (answers `at X Y` in the window's surface pixels, or `at none`), `focus`
/// (answers `focused yes|no`), `progress ID F` (`SnackOverlay.setProgress`, a negative F for a spinner;
/// answers `progress yes|no`), `order` (answers `order top=IDS bottom=IDS`, each edge's ids nearest it
/// first, comma-separated), `remove ID`, `quit` (destroys the window). Printed: `ready` once the window
/// shows, `shown ID`, `callback ID REASON` from the snack's own `onDismiss`, `dismissed ID REASON`
/// (`dismissed ID action UNDO` for an action), `error TEXT` for a bad command. With
/// `--adwaita` the window's snacks are AdwToasts: `queued ID` instead of `shown ID`, `dismissed ID dismissed`
/// for any reason but the button, `locate` finds the button and the close button only.
@MainActor
enum DemoScript {
    /// The longest command line read; a longer one is refused.
    static let maxLineBytes = 4096

    /// Starts reading commands for `demo`, and printing its overlay's events.
    static func start(_ demo: DemoWindow) {
        demo.snacks.onReport = { FileHandleOutput.line($0) }
        ObjectSignal.connect(UnsafeMutableRawPointer(demo.window), "map") { FileHandleOutput.line("ready") }
        var pending: [UInt8] = []
        MainLoopSource.watch(descriptor: 0) {
            var chunk = [UInt8](repeating: 0, count: 1024)
            let count = read(0, &chunk, chunk.count)
            guard count > 0 else {
                demo.close()
                return false
            }
            pending += chunk[..<count]
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                run(String(decoding: pending[..<end], as: UTF8.self), demo)
                pending.removeSubrange(...end)
            }
            if pending.count > maxLineBytes {
                pending.removeAll()
                FileHandleOutput.line("error a command line is longer than \(maxLineBytes) bytes")
            }
            return true
        }
    }

    /// The popup service's snacks, connected on the first `desktop` command.
    private static var desktop: DesktopSnacks?

    private static func run(_ line: String, _ demo: DemoWindow) {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("show", 3...):
            do { try demo.snacks.add(try snack(id: words[1], words: words.dropFirst(2))) } catch {
                FileHandleOutput.line("error \(error)")
            }
        case ("desktop", 3...):
            do {
                let snacks = try desktop ?? DesktopSnacks()
                snacks.onEvent = { FileHandleOutput.line($0.reportLine) }
                desktop = snacks
                try snacks.add(try snack(id: words[1], words: words.dropFirst(2)))
            } catch {
                FileHandleOutput.line("error \(error)")
            }
        case ("locate", 3):
            let part: SnackOverlay.Part =
                switch words[2] {
                case "card": .card
                case "close": .closeButton
                default: .action(words[2])
                }
            let center = demo.snacks.center(of: part, id: words[1])
            FileHandleOutput.line(center.map { "at \($0.x) \($0.y)" } ?? "at none")
        case ("focus", 1): FileHandleOutput.line("focused " + (demo.snacks.focusNewest() ? "yes" : "no"))
        case ("progress", 3):
            guard let overlay = (demo.snacks as? OverlaySnacks)?.overlay else { return FileHandleOutput.line("error progress needs SnackOverlay") }
            guard let fraction = Double(words[2]), !fraction.isNaN else {
                return FileHandleOutput.line("error progress '\(words[2])': give 0 to 1, or a negative number for a spinner")
            }
            let progress: SnackProgress = fraction < 0 ? .indeterminate : .fraction(fraction)
            FileHandleOutput.line("progress " + (overlay.setProgress(progress, id: words[1]) ? "yes" : "no"))
        case ("order", 1):
            guard let overlay = (demo.snacks as? OverlaySnacks)?.overlay else { return FileHandleOutput.line("error order needs SnackOverlay") }
            let edges = [SnackEdge.top, .bottom].map { "\($0.rawValue)=" + overlay.visibleIDs(on: $0).joined(separator: ",") }
            FileHandleOutput.line("order " + edges.joined(separator: " "))
        case ("remove", 2): demo.snacks.remove(id: words[1])
        case ("quit", 1): demo.close()
        default:
            FileHandleOutput.line("error unknown command '\(line)' (show, desktop, locate, focus, progress, order, remove, quit)")
        }
    }

    /// The snack a `show` line asks for: options first, then the message.
    private static func snack(id: String, words: ArraySlice<String>) throws -> Snack {
        var snack = Snack("", id: id)
        snack.onDismiss = { reason in FileHandleOutput.line("callback \(id) \(reason.name)") }
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
                let made = SnackAction(action.last ?? "", id: action.first)
                if snack.action == nil { snack.action = made } else { snack.secondaryAction = made }
            case ("align", 2):
                snack.alignment = try SnackAlignment(rawValue: parts[1]).orThrow("alignment '\(parts[1])' (leading, center, trailing)")
            case ("slow", 2):
                // A long-running action: half a second of work off the GTK thread, a spinner meanwhile.
                let action = parts[1].split(separator: ":", maxSplits: 1).map(String.init)
                snack.action = SnackAction(action.last ?? "", id: action.first, kind: .longRunning { try? await Task.sleep(for: .seconds(2)) })
            case ("progress", 2):
                snack.progress = .fraction(
                    try Double(parts[1]).flatMap { (0...1).contains($0) ? $0 : nil }.orThrow("progress '\(parts[1])' (0 to 1)"))
            case ("close", 1): snack.showsCloseButton = true
            case ("forever", 1): snack.duration = .infinite
            case ("seconds", 2):
                snack.duration = .custom(
                    try Double(parts[1]).flatMap { $0 > 0 && $0 <= 3600 ? $0 : nil }.orThrow("seconds '\(parts[1])' (0 to 3600)"))
            default: message.append(word)
            }
        }
        snack.message = message.joined(separator: " ")
        return snack
    }
}

/// A refused `show` option.
struct ScriptError: Error, CustomStringConvertible {
    var description: String
}

extension Optional {
    /// The value, or a `ScriptError` saying what was refused.
    fileprivate func orThrow(_ refused: String) throws -> Wrapped {
        guard let self else { throw ScriptError(description: "unknown " + refused) }
        return self
    }
}
