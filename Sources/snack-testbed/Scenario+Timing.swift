import Foundation
import SnackbarGtk

/// The user's time scale as an app meets it.
extension Scenario {
    /// Shows `t`, a snack of `seconds`, and prints `timer t <s>`: the seconds its timer runs with the time scale
    /// the renderer read (`Snack.timerSeconds`, as the board arms it), one decimal. When it goes,
    /// `elapsed t <s>`: the seconds since the add on the monotonic clock, two decimals (never less than the
    /// timer: it cannot fire early), after the usual `dismissed t timeout`.
    @MainActor
    func runTimed(_ seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        Self.printEvents(readyAfter: ["t"])
        let snack = Snack(
            "Timed", duration: .custom(seconds), id: "t",
            onDismiss: { _ in
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                // After the observer's `dismissed` line, which the runtime reports after calling onDismiss.
                DispatchQueue.main.async { Output.say(String(format: "elapsed t %.2f", elapsed)) }
            })
        let timer = snack.timerSeconds(timeScale: SnackbarPresenter.shared.userPreferences.timeScale) ?? -1
        Output.say(String(format: "timer t %.1f", timer))
        Self.add(snack)
    }
}
