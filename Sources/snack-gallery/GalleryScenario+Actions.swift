import SnackbarGtk

extension GalleryScenario {
    /// Inline, long, two actions and a long-running one with a spinner.
    static var actions: [GalleryScenario] {
        [
            GalleryScenario(section: .actions, name: "actions-inline", label: localized("Inline action")) { context in
                ids(
                    context.show(
                        Snack(
                            localized("Message archived"),
                            action: SnackAction(localized("Undo")) {
                                context.show(Snack(localized("Message restored"), kind: .positive))
                            })))
            },
            GalleryScenario(section: .actions, name: "actions-long", label: localized("Long action (below)")) { context in
                ids(
                    context.show(
                        Snack(
                            "gallery-screenshots.tar.gz (12 MB)", title: localized("Download finished"), kind: .positive,
                            longAction: SnackAction(localized("Show in the Downloads folder")) {
                                context.show(Snack(localized("Opening Downloads…")))
                            })))
            },
            GalleryScenario(section: .actions, name: "actions-two", label: localized("Two actions")) { context in
                ids(
                    context.show(
                        Snack(
                            localized("The server did not answer."), title: localized("Sync failed"), kind: .negative,
                            action: SnackAction(localized("Retry")) { context.show(Snack(localized("Retrying…"), kind: .info)) },
                            secondaryAction: SnackAction(localized("Details")) {
                                context.show(Snack(localized("Timed out after 30 s (host sync.example.org).")))
                            })))
            },
            GalleryScenario(section: .actions, name: "actions-long-running", label: localized("Long-running (spinner)")) { context in
                let sync = SnackAction(
                    localized("Sync now"), id: "sync",
                    kind: .longRunning {
                        try? await Task.sleep(for: .seconds(3))
                    })
                return ids(
                    context.show(
                        Snack(
                            localized("3 notes changed on another device."), title: localized("Notes"), action: sync,
                            onDismiss: { reason in
                                if reason.isAction { context.show(Snack(localized("Notes synced"), kind: .positive)) }
                            })))
            }
        ]
    }

    /// The undo demo's button: deletes the first row of the list.
    static var undo: [GalleryScenario] {
        [
            GalleryScenario(section: .undo, name: "undo-delete", label: localized("Delete the first row")) { context in
                ids(context.undoList.deleteFirst())
            }
        ]
    }

    /// The id as the list of ids a scenario waits for.
    static func ids(_ id: String?) -> [String] {
        id.map { [$0] } ?? []
    }
}
