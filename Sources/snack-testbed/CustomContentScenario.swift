// Custom content needs an app-owned widget, so this testbed file calls GTK itself.
import CGtk
import Foundation
import SnackbarGtk

/// `custom`: a snack showing the app's own magenta label. Once placed it prints `ready`; after the test sends
/// `remove c1`, once its window closed the scenario prints `custom-refs N parent P` (N: references left, the
/// app's own alone is 1; P: 1 if the label is still inside a container). Then it shows the same label in a
/// second snack `c2`, proving the label survived.
@MainActor
enum CustomContentScenario {
    static func start() {
        let label = gtk_label_new("Custom widget")!
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, "label { background-color: #FF00FF; color: #000000; padding: 6px; }", -1, nil)
        gtk_style_context_add_provider(gtk_widget_get_style_context(label), OpaquePointer(provider), 800)
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        var phase = 0
        SnackbarManager.shared.observer = { event in
            Output.say(event.description)
            switch (phase, event) {
            case (0, .placed("c1", _)):
                phase = 1
                Output.say("ready")
            case (1, .closed("c1")):
                phase = 2
                let object = UnsafeMutableRawPointer(label).assumingMemoryBound(to: GObject.self)
                let inContainer = gtk_widget_get_parent(label) != nil
                Output.say("custom-refs \(object.pointee.ref_count) parent \(inContainer ? 1 : 0)")
                try? SnackbarManager.shared.add(Snack("Shown again", duration: .infinite, id: "c2"), content: UnsafeMutableRawPointer(label))
            default: break
            }
        }
        try? SnackbarManager.shared.add(Snack("With custom content", duration: .infinite, id: "c1"), content: UnsafeMutableRawPointer(label))
    }
}
