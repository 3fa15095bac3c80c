import Foundation
import SnackbarGtk
import SnackbarTestSupport

/// `anchored`: a 600×400 app window at (200, 150) with two snacks anchored at its top. Once placed it
/// prints `parent x y w h`, moves the window to (400, 250) (the snacks follow: new `placed` lines,
/// then `moved`), then destroys it (the snacks end: `dismissed … shutdown`).
@MainActor
enum AnchorScenario {
    static func start() {
        let parent = PlainAppWindow(title: "anchor parent", x: 200, y: 150, width: 600, height: 400)
        SnackbarPresenter.shared.anchor(to: parent.pointer)
        var waiting: Set<String> = ["a1", "a2"]
        var moved = false
        SnackbarPresenter.shared.observer = { event in
            Output.say(event.description)
            guard case .placed(let id, _) = event, waiting.remove(id) != nil, waiting.isEmpty else { return }
            if !moved {
                moved = true
                Output.say("parent 200 150 600 400")
                waiting = ["a1", "a2"]
                parent.move(x: 400, y: 250)
            } else {
                Output.say("moved")
                parent.destroy()
            }
        }
        for id in ["a1", "a2"] {
            try? SnackbarManager.shared.add(Snack("Anchored \(id)", duration: .infinite, id: id))
        }
    }
}
