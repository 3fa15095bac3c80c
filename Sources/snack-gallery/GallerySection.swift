/// The gallery's sections, in the order the window shows them.
enum GallerySection: String, CaseIterable, Sendable {
    case kinds, durations, actions, undo, placement, stacking, progress, beyond, theme

    /// The heading shown above the section's buttons.
    var title: String {
        switch self {
        case .kinds: "Kinds"
        case .durations: "Durations"
        case .actions: "Actions"
        case .undo: "Undo: delete a row, undo within 10 s"
        case .placement: "Placement on the screen"
        case .stacking: "Stacking"
        case .progress: "Progress"
        case .beyond: "Folding, anti-flicker, countdown, copy"
        case .theme: "Theme"
        }
    }
}
