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
            (
                "positive", localized("Positive"),
                Snack(localized("Your changes are stored."), title: localized("Saved"), kind: .positive)
            ),
            (
                "warning", localized("Warning"),
                Snack(localized("Retrying in the background."), title: localized("Connection unstable"), kind: .warning)
            ),
            (
                "negative", localized("Negative"),
                Snack(localized("The disk is full."), title: localized("Could not save"), kind: .negative)
            ),
            (
                "info", localized("Info"),
                Snack(localized("Version 2.1 is ready to install."), title: localized("Update available"), kind: .info)
            ),
            ("neutral", localized("Neutral"), Snack(localized("Copied to the clipboard."))),
            (
                "neutral-icon", localized("Neutral + icon"),
                Snack(localized("Added to favourites."), kind: .neutralIcon("starred-symbolic"))
            )
        ]
    }
}
