import SnackbarGtk

extension GalleryScenario {
    /// One snack of each kind, and a neutral one with an icon of its own.
    static var kinds: [GalleryScenario] {
        [
            kind("positive", "Positive", .positive, title: "Saved", "Your changes are stored."),
            kind("warning", "Warning", .warning, title: "Connection unstable", "Retrying in the background."),
            kind("negative", "Negative", .negative, title: "Could not save", "The disk is full."),
            kind("info", "Info", .info, title: "Update available", "Version 2.1 is ready to install."),
            kind("neutral", "Neutral", .neutral, title: nil, "Copied to the clipboard."),
            kind("neutral-icon", "Neutral + icon", .neutralIcon("starred-symbolic"), title: nil, "Added to favourites."),
        ]
    }

    private static func kind(_ slug: String, _ label: String, _ kind: SnackKind, title: String?, _ message: String) -> GalleryScenario {
        GalleryScenario(section: .kinds, name: "kinds-" + slug, label: label) { context in
            [context.show(Snack(message, title: title, kind: kind))].compactMap { $0 }
        }
    }
}
