/// One button of the gallery: a demo that shows real snacks through the public API.
///
/// The same list drives the window's buttons and `--screenshots`, which runs each in turn.
struct GalleryScenario: Sendable {
    /// The section the button sits in.
    let section: GallerySection
    /// A file-name slug, unique in the catalog (`kinds-positive`); the screenshot is named after it.
    let name: String
    /// The button's text.
    let label: String
    /// How often `--screenshots` presses the button before it takes the picture (dedupe: twice).
    var screenshotPresses = 1
    /// Shows the snacks; returns the ids that must be on screen before a screenshot shows the scenario.
    let run: @MainActor @Sendable (GalleryContext) -> [String]

    /// Every scenario, section by section.
    static var catalog: [GalleryScenario] {
        kinds + durations + actions + undo + placement + stacking + progress + beyond + theme
    }
}
