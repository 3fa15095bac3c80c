import SnackbarGtk

extension GalleryScenario {
    /// Short, long, infinite (close button forced) and custom; the section's line counts down.
    static var durations: [GalleryScenario] {
        [
            duration("short", "Short (4 s)", .short),
            duration("long", "Long (10 s)", .long),
            duration("infinite", "Infinite", .infinite),
            duration("custom", "Custom (2.5 s)", .custom(2.5))
        ]
    }

    private static func duration(_ slug: String, _ label: String, _ duration: SnackDuration) -> GalleryScenario {
        GalleryScenario(section: .durations, name: "durations-" + slug, label: label) { context in
            let countdown = context.countdown
            let snack = Snack(
                "This snack is \(label.lowercased()).", title: "Duration", duration: duration,
                id: "duration-" + slug,
                onDismiss: { reason in countdown.finish(id: "duration-" + slug, reason: reason) })
            guard let id = context.show(snack) else { return [] }
            countdown.track(id: id, seconds: snack.effectiveDuration.seconds)
            return [id]
        }
    }
}
