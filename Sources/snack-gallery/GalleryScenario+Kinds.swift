import SnackbarGtk

extension GalleryScenario {
    /// One snack of each kind, and a neutral one with an icon of its own.
    static var kinds: [GalleryScenario] {
        kindSamples.indices.map { index in
            let sample = kindSamples[index]
            return GalleryScenario(section: .kinds, name: "kinds-" + sample.slug, label: sample.label) { context in
                ids(context.show(kindSamples[index].snack))  // a new snack, with an id of its own, each press
            }
        }
    }

    /// The kinds section's snacks, also drawn by the offscreen tour.
    static var kindSamples: [(slug: String, label: String, snack: Snack)] {
        [
            ("positive", "Positive", Snack("Your changes are stored.", title: "Saved", kind: .positive)),
            ("warning", "Warning", Snack("Retrying in the background.", title: "Connection unstable", kind: .warning)),
            ("negative", "Negative", Snack("The disk is full.", title: "Could not save", kind: .negative)),
            ("info", "Info", Snack("Version 2.1 is ready to install.", title: "Update available", kind: .info)),
            ("neutral", "Neutral", Snack("Copied to the clipboard.")),
            ("neutral-icon", "Neutral + icon", Snack("Added to favourites.", kind: .neutralIcon("starred-symbolic")))
        ]
    }
}
