/// A popup the service has shown and not yet seen go.
struct Popup {
    /// The snack id the renderer knows it by (`popup-<id>`), stable across replacements.
    let snackID: String
    /// The reuse tag, if it was shown with one.
    let tag: String?
    /// Bumped by every replacement; only the newest presentation's end is reported.
    var generation: Int
}
