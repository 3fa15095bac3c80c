import SnackbarGtk

/// The gallery's sections, in the order the window shows them.
enum GallerySection: String, CaseIterable, Sendable {
    case kinds, durations, actions, undo, placement, stacking, progress, beyond, theme

    /// The heading shown above the section's buttons, in the user's language.
    var title: String {
        switch self {
        case .kinds: localized("Kinds")
        case .durations: localized("Durations")
        case .actions: localized("Actions")
        case .undo: localized("Undo: delete a row, undo within 10 s")
        case .placement: localized("Placement on the screen")
        case .stacking: localized("Stacking")
        case .progress: localized("Progress")
        case .beyond: localized("Folding, anti-flicker, countdown, copy")
        case .theme: localized("Theme")
        }
    }
}
