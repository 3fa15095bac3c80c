import SnackbarGtk

extension GalleryScenario {
    /// Inline, long, two actions and a long-running one with a spinner.
    static var actions: [GalleryScenario] {
        [
            GalleryScenario(section: .actions, name: "actions-inline", label: "Inline action") { context in
                ids(
                    context.show(
                        Snack(
                            "Message archived",
                            action: SnackAction("Undo") {
                                context.show(Snack("Message restored", kind: .positive))
                            })))
            },
            GalleryScenario(section: .actions, name: "actions-long", label: "Long action (below)") { context in
                ids(
                    context.show(
                        Snack(
                            "gallery-screenshots.tar.gz (12 MB)", title: "Download finished", kind: .positive,
                            longAction: SnackAction("Show in the Downloads folder") {
                                context.show(Snack("Opening Downloads…"))
                            })))
            },
            GalleryScenario(section: .actions, name: "actions-two", label: "Two actions") { context in
                ids(
                    context.show(
                        Snack(
                            "The server did not answer.", title: "Sync failed", kind: .negative,
                            action: SnackAction("Retry") { context.show(Snack("Retrying…", kind: .info)) },
                            secondaryAction: SnackAction("Details") {
                                context.show(Snack("Timed out after 30 s (host sync.example.org)."))
                            })))
            },
            GalleryScenario(section: .actions, name: "actions-long-running", label: "Long-running (spinner)") { context in
                let sync = SnackAction(
                    "Sync now", id: "sync",
                    kind: .longRunning {
                        try? await Task.sleep(for: .seconds(3))
                    })
                return ids(
                    context.show(
                        Snack(
                            "3 notes changed on another device.", title: "Notes", action: sync,
                            onDismiss: { reason in
                                if reason.isAction { context.show(Snack("Notes synced", kind: .positive)) }
                            })))
            }
        ]
    }

    /// The undo demo's button: deletes the first row of the list.
    static var undo: [GalleryScenario] {
        [
            GalleryScenario(section: .undo, name: "undo-delete", label: "Delete the first row") { context in
                ids(context.undoList.deleteFirst())
            }
        ]
    }

    /// The id as the list of ids a scenario waits for.
    static func ids(_ id: String?) -> [String] {
        id.map { [$0] } ?? []
    }
}
