// Anchored mode needs an app window to anchor to, so this testbed file calls GTK itself.
import CGtk
import Foundation
import SnackbarGtk

/// `anchored`: a 600×400 app window at (200, 150) with two snacks anchored at its top. Once placed it
/// prints `parent x y w h`, moves the window to (400, 250) (the snacks follow: new `placed` lines,
/// then `moved`), then destroys it (the snacks end: `dismissed … removed`).
@MainActor
enum AnchorScenario {
    static func start() {
        let parent = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        let window = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(window, "anchor parent")
        gtk_window_set_default_size(window, 600, 400)
        gtk_window_move(window, 200, 150)
        gtk_widget_show(parent)
        SnackbarManager.shared.anchor(to: UnsafeMutableRawPointer(parent))
        var waiting: Set<String> = ["a1", "a2"]
        var moved = false
        SnackbarManager.shared.observer = { event in
            Output.say(event.description)
            guard case .placed(let id, _) = event, waiting.remove(id) != nil, waiting.isEmpty else { return }
            if !moved {
                moved = true
                Output.say("parent 200 150 600 400")
                waiting = ["a1", "a2"]
                gtk_window_move(window, 400, 250)
            } else {
                Output.say("moved")
                gtk_widget_destroy(parent)
            }
        }
        for id in ["a1", "a2"] {
            try? SnackbarManager.shared.add(Snack("Anchored \(id)", duration: .infinite, id: id))
        }
    }
}
