import SnackbarGtk

extension GalleryScenario {
    /// What toast libraries do not do: a flood folded into one snack, anti-flicker, a visible countdown, a snack
    /// that waits while its window is hidden, copy, every monitor at once, and a snack drawn into a PNG with no window.
    static var beyond: [GalleryScenario] {
        [
            GalleryScenario(section: .beyond, name: "beyond-flood", label: localized("Flood: the same 5 times")) { context in
                // No id: the same title and message fold into one snack, which counts them (×5) and goes by the
                // newest add's id.
                let ids = (1...5).compactMap { _ in
                    context.show(Snack(localized("The printer is out of paper."), title: localized("Printer"), kind: .warning, duration: .long))
                }
                return Array(ids.suffix(1))
            },
            GalleryScenario(section: .beyond, name: "beyond-anti-flicker", label: localized("Anti-flicker: fast and slow save")) { context in
                antiFlicker(context)
            },
            GalleryScenario(section: .beyond, name: "beyond-countdown", label: localized("Countdown bar")) { context in
                var snack = Snack(
                    localized("The bar shows the time left. Point at the snack and it stands still."), title: localized("Countdown"),
                    duration: .long, id: "countdown")
                snack.showsCountdown = true
                return context.show(snack).map { [$0] } ?? []
            },
            GalleryScenario(section: .beyond, name: "beyond-held-in-window", label: localized("Waits while the window is hidden")) {
                context in
                context.presenter.anchor(to: context.window.map { UnsafeMutableRawPointer($0) })
                var snack = Snack(
                    localized("Its time holds while this window is minimized or another window is active."),
                    title: localized("Waits for you"), kind: .info, duration: .long, id: "held-in-window")
                snack.showsCountdown = true
                let shown = ids(context.show(snack))
                context.anotherWindow.open(over: context.window)
                return shown
            },
            GalleryScenario(section: .beyond, name: "beyond-copy", label: localized("Copy text")) { context in
                let snack = Snack(
                    localized("Right-click it for “Copy text”, or press F6 to reach it, then Ctrl+C."), title: localized("Copy me"),
                    kind: .info, duration: .long, id: "copy")
                return context.show(snack).map { [$0] } ?? []
            },
            GalleryScenario(section: .beyond, name: "beyond-long-text", label: localized("Long text: read it all")) { context in
                // A log's lines are the tool's own words, not the gallery's: they stay as a build prints them.
                let log = (1...40).map { "[\($0)/40] Compiling Snackbar Module\($0).swift" }.joined(separator: "\n")
                let snack = Snack(
                    localized("Click this text, or press F6 and Space, to read all of it; the wheel or the arrows scroll it.")
                        + "\n" + log + "\nerror: Module40.swift:12: cannot find 'snack' in scope",
                    title: localized("Build failed"), kind: .negative, duration: .long, id: "long-text")
                return context.show(snack).map { [$0] } ?? []
            },
            GalleryScenario(section: .beyond, name: "beyond-all-monitors", label: localized("Every monitor at once")) { context in
                context.presenter.settings.monitor = .all
                let count = SnackbarPresenter.monitorCount
                // Back to the primary monitor once it has gone, so the other buttons show one snack again.
                let snack = Snack(
                    localized("One snack, a copy on every monitor (this display has %s): close any copy and all go.", "\(count)"),
                    title: localized("Every monitor"), kind: .info, duration: .long, id: "all-monitors",
                    onDismiss: { _ in context.presenter.settings.monitor = .primary })
                return ids(context.show(snack))
            },
            GalleryScenario(section: .beyond, name: "beyond-render-png", label: localized("Render to PNG")) { context in
                ids(OffscreenRender.renderLastSnack(context))
            }
        ]
    }

    /// Two saves with a 0.4 s show delay: the fast one (80 ms) is removed before it could show and never
    /// does; the slow one (1 s) shows, and stays at least 1.5 s so that it can be read.
    @MainActor private static func antiFlicker(_ context: GalleryContext) -> [String] {
        var fast = Snack(localized("Saved in 80 ms: this snack never shows."), title: localized("Quick save"), id: "anti-flicker-fast")
        fast.showDelay = 0.4
        var slow = Snack(
            localized("Still saving after 0.4 s, so it shows, and it stays readable for 1.5 s however soon it is done."),
            title: localized("Slow save"), duration: .infinite, id: "anti-flicker-slow")
        slow.showDelay = 0.4
        slow.minimumVisible = 1.5
        guard let fastID = context.show(fast), let slowID = context.show(slow) else { return [] }
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(80))
            context.manager.remove(id: fastID)
            try? await Task.sleep(for: .milliseconds(920))
            context.manager.remove(id: slowID)
        }
        return [slowID]
    }
}
