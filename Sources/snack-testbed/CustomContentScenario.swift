import Foundation
import SnackbarGtk
import SnackbarTestSupport

/// `custom`: a snack showing the app's own magenta label. Once placed it prints `ready`; after the test sends
/// `remove c1`, once its window closed the scenario prints `custom-refs N parent P` (N: references left, the
/// app's own alone is 1; P: 1 if the label is still inside a container). Then it shows the same label in a
/// second snack `c2`, proving the label survived.
@MainActor
enum CustomContentScenario {
    static func start() {
        let label = SwatchLabel(text: "Custom widget", color: "#FF00FF")
        var phase = 0
        SnackbarPresenter.shared.observer = { event in
            Output.say(event.description)
            switch (phase, event) {
            case (0, .placed("c1", _)):
                phase = 1
                Output.say("ready")
            case (1, .closed("c1")):
                phase = 2
                Output.say("custom-refs \(label.referenceCount) parent \(label.hasParent ? 1 : 0)")
                try? SnackbarPresenter.shared.add(Snack("Shown again", duration: .infinite, id: "c2"), content: label.pointer)
            default: break
            }
        }
        try? SnackbarPresenter.shared.add(Snack("With custom content", duration: .infinite, id: "c1"), content: label.pointer)
    }
}
