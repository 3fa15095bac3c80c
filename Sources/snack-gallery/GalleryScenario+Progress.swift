import SnackbarGtk

extension GalleryScenario {
    /// A download whose bar and text update in place (dedupe by id) until it is done.
    static var progress: [GalleryScenario] {
        [
            GalleryScenario(section: .progress, name: "progress-download", label: localized("Download with progress")) { context in
                guard context.progressSteps == nil else { return ["progress"] }
                context.show(
                    progressSnack(
                        step: 0,
                        onDismiss: { _ in
                            context.progressSteps?.cancel()
                            context.progressSteps = nil
                        }))
                context.progressSteps = Task { @MainActor in
                    for step in 1...20 {
                        try? await Task.sleep(for: .milliseconds(250))
                        if Task.isCancelled { return }
                        context.show(progressSnack(step: step, onDismiss: nil))
                    }
                    context.progressSteps = nil
                }
                return ["progress"]
            }
        ]
    }

    /// Step 0…20 of the download; the last one is the "done" snack, which times out normally.
    private static func progressSnack(step: Int, onDismiss: (@MainActor @Sendable (DismissReason) -> Void)?) -> Snack {
        guard step < 20 else {
            return Snack(localized("gallery-data.zip is ready."), title: localized("Download complete"), kind: .positive, id: "progress")
        }
        let fraction = Double(step) / 20
        return Snack(
            downloadText(percent: Int(fraction * 100)), title: localized("Downloading"), kind: .info,
            duration: .infinite, id: "progress", progress: .fraction(fraction), onDismiss: onDismiss)
    }

    /// The download's line at `percent`, also drawn by the offscreen tour.
    static func downloadText(percent: Int) -> String {
        localized("gallery-data.zip: %s %% of 40 MB", "\(percent)")
    }
}
