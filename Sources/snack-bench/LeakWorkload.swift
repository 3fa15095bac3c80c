import SnackbarGtk

/// `snack-bench leaks`: a short, varied show/dismiss workload for valgrind (`make leaks`). Every
/// widget the renderer builds is created and destroyed several times: icons, markup, inline and long
/// actions, progress updated in place, close buttons, both edges, dedupe, a user CSS file.
@MainActor
enum LeakWorkload {
    static let rounds = 12

    /// Runs the workload.
    static func run() async {
        let manager = SnackbarManager.shared
        SnackbarPresenter.shared.settings.theme = GtkBenchmarks.still(.standard)
        let events = WindowEvents()
        for round in 0..<rounds {
            for snack in snacks(round) { try? manager.add(snack) }
            await events.mapped("progress")
            var updated = Snack("Copying… done", id: "progress", progress: .fraction(1))
            updated.kind = .positive
            try? manager.add(updated)
            manager.removeAll()
            await events.closed(all: ["plain", "rich", "progress", "bottom"])
        }
        print("leaks workload: \(rounds) rounds of 4 snacks shown, updated and dismissed")
    }

    private static func snacks(_ round: Int) -> [Snack] {
        [
            // Infinite, as all four: under valgrind a round can outlast a short snack, whose window would
            // then close before the round waits for it.
            Snack("Saved <b>\(round)</b>", duration: .infinite, id: "plain"),
            Snack(
                "<i>Deleted</i> file \(round)", title: "Files", kind: .negative, duration: .infinite, id: "rich",
                icon: "user-trash-symbolic", action: SnackAction("Undo", id: "undo"),
                secondaryAction: SnackAction("Details", id: "details"), usesMarkup: true),
            Snack(
                "Copying…", kind: .info, duration: .infinite, id: "progress",
                longAction: SnackAction("Cancel the copy", id: "cancel"), showsCloseButton: true, progress: .fraction(0.4)),
            Snack(
                "At the bottom", kind: .warning, duration: .infinite, id: "bottom", icon: "/no/such/icon.png",
                edge: .bottom, progress: .indeterminate)
        ]
    }
}
