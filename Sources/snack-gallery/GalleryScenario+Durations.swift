import SnackbarGtk

extension GalleryScenario {
    /// Short, long, infinite (close button forced) and custom; the section's line counts down.
    static var durations: [GalleryScenario] {
        [
            duration("short", localized("Short (4 s)"), localized("This snack lasts 4 s."), .short),
            duration("long", localized("Long (10 s)"), localized("This snack lasts 10 s."), .long),
            duration("infinite", localized("Infinite"), localized("This snack stays until you close it."), .infinite),
            duration("custom", localized("Custom (2.5 s)"), localized("This snack lasts 2.5 s."), .custom(2.5))
        ]
    }

    private static func duration(_ slug: String, _ label: String, _ message: String, _ duration: SnackDuration) -> GalleryScenario {
        GalleryScenario(section: .durations, name: "durations-" + slug, label: label) { context in
            let countdown = context.countdown
            let snack = Snack(
                message, title: localized("Duration"), duration: duration, id: "duration-" + slug,
                onDismiss: { reason in countdown.finish(id: "duration-" + slug, reason: reason) })
            guard let id = context.show(snack) else { return [] }
            countdown.track(id: id, name: label, seconds: snack.effectiveDuration.seconds)
            return [id]
        }
    }
}
