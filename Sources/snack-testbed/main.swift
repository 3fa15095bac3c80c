// snack-testbed: runs one GTK scenario chosen by argv and prints machine-readable lines for the
// SnackbarGtk tests (`placed <id> x y w h`, `dismissed <id> <reason>`, `ready`, …).
// It quits when its standard input closes, or after 10 minutes at the latest; `remove <id>` lines on stdin dismiss.
import Foundation
import SnackbarGtk

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let scenario = Scenario(name: name, arguments: Array(arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("usage: snack-testbed \(Scenario.usage)\n".utf8))
    exit(64)
}

do {
    try SnackbarPresenter.startGtk()
} catch {
    FileHandle.standardError.write(Data("snack-testbed: \(error)\n".utf8))
    exit(2)
}

// The shared script reads standard input itself (see `ScriptScenario`).
if case .script = scenario {} else { readCommands() }

/// Standard input: `remove <id>` lines dismiss a snack; `add <id> [top|bottom]` shows `Scenario.retrySnack`; `focus` moves the keyboard to the newest
/// snack and prints `focused <true|false>`; `paused <id>` prints `paused <id> <true|false>`; `parts <id>` prints
/// `parts <id>` and the names of the parts it shows (`SnackPartNames`), sorted; `frame <id> <part>` prints
/// `frame <id> <part> x y w h` from the body's top-left corner, or `none`; end of input quits.
func readCommands() {
    Thread.detachNewThread {
        while let line = readLine() {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 2, words[0] == "remove" { SnackbarManager.shared.remove(id: words[1]) }
            if (2...3).contains(words.count), words[0] == "add" {
                Scenario.add(Scenario.retrySnack(id: words[1], edge: words.count == 3 ? SnackEdge(rawValue: words[2]) : nil))
            }
            if words == ["focus"] { SnackbarManager.shared.focusNewest { Output.say("focused \($0)") } }
            if words.count == 2, words[0] == "parts" {
                let id = words[1]
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        let names = SnackbarPresenter.shared.partFrames(ofSnackWithID: id).keys.sorted()
                        Output.say((["parts", id] + names).joined(separator: " "))
                    }
                }
            }
            if words.count == 3, words[0] == "frame" {
                let (id, part) = (words[1], words[2])
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        let frame = SnackbarPresenter.shared.partFrames(ofSnackWithID: id)[part]
                        let numbers = frame.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "none"
                        Output.say("frame \(id) \(part) \(numbers)")
                    }
                }
            }
            if words.count == 2, words[0] == "paused" {
                let id = words[1]
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        Output.say("paused \(id) \(SnackbarPresenter.shared.isPaused(id: id))")
                    }
                }
            }
        }
        SnackbarManager.quitMainLoop()
    }
}
// A backstop for a testbed that its input's end cannot quit (a hung main loop), far past any test's life: the
// process that runs the tests can lag for a minute under `make test`'s load, and a testbed that quit then
// failed tests that were only slow.
Thread.detachNewThread {
    Thread.sleep(forTimeInterval: 600)
    Output.say("timeout")
    exit(3)
}

scenario.start()
SnackbarPresenter.runMainLoop()
Output.say("exit")
